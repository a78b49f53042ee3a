import type { VoicePresetId, VoiceSettings } from "@/lib/voice/settings";

// A character's voice settings as eSpeak NG options (decision 128). eSpeak reads English with
// its own English voices: the presets' accents (American or British, decision 382) map to its
// American or British English, and their genders to eSpeak's female and male variants, each
// preset a different one.

/** Options of the eSpeak NG command line: -v voice+variant, -s words a minute, -p pitch, -P pitch range. */
export type ESpeakVoice = { voice: string; wordsPerMinute: number; pitch: number; pitchRange: number };

const PRESET_VOICES: Record<VoicePresetId, string> = {
  Sarah: "en-us+f3",
  Oliver: "en-gb-x-rp+m3",
  Mia: "en-us+f4",
  Sofia: "en-us+f2",
};

/** eSpeak NG's normal pace; ElevenLabs' speed 1 is its voice's normal pace too. */
export const ESPEAK_DEFAULT_WPM = 175;

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, Math.round(n)));

/**
 * - speed (0.7-1.2, 1 normal) scales eSpeak's 175 words a minute (122-210);
 * - stability and style set the pitch range, eSpeak's only expressive control: less stable or
 *   more stylised speech varies its pitch more. The defaults (0.5 and 0) give eSpeak's own 50;
 * - similarity boost and speaker boost tune likeness to a recorded speaker, which a formant
 *   synthesizer does not have, so they change nothing here.
 */
export function espeakVoiceFor(settings: VoiceSettings): ESpeakVoice {
  return {
    voice: PRESET_VOICES[settings.preset],
    wordsPerMinute: clamp(ESPEAK_DEFAULT_WPM * settings.speed, 80, 450),
    pitch: 50,
    pitchRange: clamp(30 + 40 * (1 - settings.stability) + 29 * settings.style, 0, 99),
  };
}
