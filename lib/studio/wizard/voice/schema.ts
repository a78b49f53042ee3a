import { voiceSettingsSchema } from "@/lib/voice/settings";

// The Voice step keeps no step data: its preset and sliders are the character's voice settings
// (PUT /api/user/characters/:id/voice, decision 107), checked by this schema with ElevenLabs'
// ranges. The presets and their voices are in lib/voice/settings.ts.
export const voiceStepSchema = voiceSettingsSchema;
