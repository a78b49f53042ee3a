import { z } from "zod";

// A character's voice: one of the Voice step's four presets and the ElevenLabs voice settings
// it is spoken with (decision 107). Shared by the form, the API and the speech calls.

export { VOICE_PRESET_IDS, VOICE_PRESETS, VOICE_RANGES, voicePreset, type VoicePreset, type VoicePresetId, type VoiceSlider } from "./presets";
import { VOICE_PRESET_IDS, VOICE_RANGES, type VoiceSlider } from "./presets";

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
