import { voicePreset } from "./presets";
import type { VoiceSettings } from "./settings";

// Demo mode speaks with the browser (no ElevenLabs key). So that the sliders are heard there
// too, each setting moves one SpeechSynthesisUtterance property (decision 109). The defaults map
// to the spec's browser fallback, rate 0.9 and pitch 1.
//
// - speed (0.7-1.2) scales the rate:           rate   = 0.9 x speed        -> 0.63 to 1.08
// - style raises and stability lowers pitch:   pitch  = 1 + 0.5 x style + 0.4 x (0.5 - stability)
//                                                                            -> 0.8 to 1.7
// - similarity and speaker boost set loudness: volume = 0.6 + 0.3 x similarity (+ 0.1 with boost)
//                                                                            -> 0.6 to 1
// - the preset picks the language (accent) and, where voices are named so, the gender.

export type BrowserSpeech = { rate: number; pitch: number; volume: number; lang: string; gender: "female" | "male" };

const round = (value: number) => Math.round(value * 1000) / 1000;

export function browserSpeech(settings: VoiceSettings): BrowserSpeech {
  const preset = voicePreset(settings.preset);
  return {
    rate: round(0.9 * settings.speed),
    pitch: round(1 + 0.5 * settings.style + 0.4 * (0.5 - settings.stability)),
    volume: round(0.6 + 0.3 * settings.similarityBoost + (settings.useSpeakerBoost ? 0.1 : 0)),
    lang: preset.browserLang,
    gender: preset.gender,
  };
}

type NamedVoice = Pick<SpeechSynthesisVoice, "name" | "lang">;
const normalLang = (lang: string) => lang.replace("_", "-").toLowerCase();
const mentions = (name: string, gender: "female" | "male") => (gender === "male" ? /\bmale\b/i.test(name) : /female/i.test(name));

/**
 * The browser voice for a preset: one of its language and region (else of its language), the
 * first whose name mentions the preset's gender, else the first of them, in the browser's order.
 * None when the browser has no voice of that language; the utterance's lang then decides.
 */
export function pickPresetVoice<V extends NamedVoice>(voices: V[], speech: Pick<BrowserSpeech, "lang" | "gender">): V | undefined {
  const lang = normalLang(speech.lang);
  const exact = voices.filter((v) => normalLang(v.lang) === lang);
  const sameLanguage = exact.length ? exact : voices.filter((v) => normalLang(v.lang).split("-")[0] === lang.split("-")[0]);
  return sameLanguage.find((v) => mentions(v.name, speech.gender)) ?? sameLanguage[0];
}
