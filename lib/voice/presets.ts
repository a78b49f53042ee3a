// The Voice step's four presets and ElevenLabs' slider ranges (decision 107), apart from the
// settings' zod schema (./settings.ts) so the step's controls load without zod (decision 160).

export const VOICE_PRESET_IDS = ["Sarah", "Oliver", "Mia", "Sofia"] as const;
export type VoicePresetId = (typeof VOICE_PRESET_IDS)[number];

export type VoicePreset = {
  id: VoicePresetId;
  accent: string;
  tone: string;
  /**
   * The ElevenLabs premade voice spoken when a key is set, and its name there. Premade voices
   * have no Australian or Spanish-accented woman, so Mia and Sofia speak with American voices and
   * say so (issue 48, decision 382); every engine speaks the accent the label names.
   */
  elevenLabsVoiceId: string;
  elevenLabsVoiceName: string;
  /** Demo mode: the browser voice is chosen by this language tag and, when named, this gender. */
  browserLang: string;
  gender: "female" | "male";
};

export const VOICE_PRESETS: readonly VoicePreset[] = [
  {
    id: "Sarah",
    accent: "American",
    tone: "friendly, professional",
    elevenLabsVoiceId: "EXAVITQu4vr4xnSDxMaL",
    elevenLabsVoiceName: "Sarah",
    browserLang: "en-US",
    gender: "female",
  },
  {
    id: "Oliver",
    accent: "British",
    tone: "elegant, sophisticated",
    elevenLabsVoiceId: "JBFqnCBsd6RMkjVDRZzb",
    elevenLabsVoiceName: "George",
    browserLang: "en-GB",
    gender: "male",
  },
  {
    id: "Mia",
    accent: "American",
    tone: "casual, energetic",
    elevenLabsVoiceId: "FGY2WhTYpPnrIDTdsKH5",
    elevenLabsVoiceName: "Laura",
    browserLang: "en-US",
    gender: "female",
  },
  {
    id: "Sofia",
    accent: "American",
    tone: "warm, passionate",
    elevenLabsVoiceId: "cgSgspJ2msm6clMCkdW9",
    elevenLabsVoiceName: "Jessica",
    browserLang: "en-US",
    gender: "female",
  },
];

export const voicePreset = (id: VoicePresetId): VoicePreset => VOICE_PRESETS.find((p) => p.id === id)!;

/**
 * ElevenLabs' ranges for text-to-speech voice_settings: stability, similarity_boost and style
 * 0 to 1, speed 0.7 to 1.2 (1 is normal pace); use_speaker_boost a boolean.
 */
export const VOICE_RANGES = {
  stability: { min: 0, max: 1 },
  similarityBoost: { min: 0, max: 1 },
  style: { min: 0, max: 1 },
  speed: { min: 0.7, max: 1.2 },
} as const;
export type VoiceSlider = keyof typeof VOICE_RANGES;
