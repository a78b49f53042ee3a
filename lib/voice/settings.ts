import { z } from "zod";

// A character's voice: one of the Voice step's four presets and the ElevenLabs voice settings
// it is spoken with (decision 107). Shared by the form, the API and the speech calls.

export const VOICE_PRESET_IDS = ["Sarah", "Oliver", "Mia", "Sofia"] as const;
export type VoicePresetId = (typeof VOICE_PRESET_IDS)[number];

export type VoicePreset = {
  id: VoicePresetId;
  accent: string;
  tone: string;
  /**
   * The ElevenLabs premade voice spoken when a key is set. Premade voices cover American and
   * British accents only, so Mia and Sofia get the voice closest in tone (decision 107).
   */
  elevenLabsVoiceId: string;
  /** Demo mode: the browser voice is chosen by this language tag and, when named, this gender. */
  browserLang: string;
  gender: "female" | "male";
};

export const VOICE_PRESETS: readonly VoicePreset[] = [
  { id: "Sarah", accent: "American", tone: "friendly, professional", elevenLabsVoiceId: "EXAVITQu4vr4xnSDxMaL", browserLang: "en-US", gender: "female" },
  { id: "Oliver", accent: "British", tone: "elegant, sophisticated", elevenLabsVoiceId: "JBFqnCBsd6RMkjVDRZzb", browserLang: "en-GB", gender: "male" },
  { id: "Mia", accent: "Australian", tone: "casual, energetic", elevenLabsVoiceId: "FGY2WhTYpPnrIDTdsKH5", browserLang: "en-AU", gender: "female" },
  { id: "Sofia", accent: "Spanish", tone: "warm, passionate", elevenLabsVoiceId: "cgSgspJ2msm6clMCkdW9", browserLang: "es-ES", gender: "female" },
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

const ranged = (key: VoiceSlider, label: string) =>
  z
    .number({ message: `${label} must be a number` })
    .min(VOICE_RANGES[key].min, `${label} must be between ${VOICE_RANGES[key].min} and ${VOICE_RANGES[key].max}`)
    .max(VOICE_RANGES[key].max, `${label} must be between ${VOICE_RANGES[key].min} and ${VOICE_RANGES[key].max}`);

export const voiceSettingsSchema = z.object({
  preset: z.enum(VOICE_PRESET_IDS, { message: "Unknown voice preset" }),
  stability: ranged("stability", "Stability"),
  similarityBoost: ranged("similarityBoost", "Similarity"),
  style: ranged("style", "Style"),
  speed: ranged("speed", "Speed"),
  useSpeakerBoost: z.boolean({ message: "Speaker boost must be true or false" }),
});
export type VoiceSettings = z.infer<typeof voiceSettingsSchema>;

/** ElevenLabs' own defaults for a voice, with the first preset. */
export const DEFAULT_VOICE_SETTINGS: VoiceSettings = {
  preset: "Sarah",
  stability: 0.5,
  similarityBoost: 0.75,
  style: 0,
  speed: 1,
  useSpeakerBoost: true,
};

/**
 * The settings kept on a character (a JSON column): each valid field as saved, the default for
 * any field missing or unreadable, so a character never designed speaks with the defaults.
 */
export function readVoiceSettings(stored: unknown): VoiceSettings {
  const record = stored && typeof stored === "object" && !Array.isArray(stored) ? (stored as Record<string, unknown>) : {};
  const settings = { ...DEFAULT_VOICE_SETTINGS };
  for (const key of Object.keys(DEFAULT_VOICE_SETTINGS) as (keyof VoiceSettings)[]) {
    const field = voiceSettingsSchema.shape[key].safeParse(record[key]);
    if (field.success) Object.assign(settings, { [key]: field.data });
  }
  return settings;
}

/** The body field ElevenLabs' text-to-speech reads, in its own spelling. */
export function elevenLabsVoiceSettings(settings: VoiceSettings) {
  return {
    stability: settings.stability,
    similarity_boost: settings.similarityBoost,
    style: settings.style,
    speed: settings.speed,
    use_speaker_boost: settings.useSpeakerBoost,
  };
}
export type ElevenLabsVoiceSettings = ReturnType<typeof elevenLabsVoiceSettings>;
