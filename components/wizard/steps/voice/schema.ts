import { z } from "zod";
import { oneOf } from "../shared/schema";

// Spec section 2: four preset voices, each a first name with an accent and tone.
export const VOICE_PRESETS = [
  { value: "Sarah", label: "Sarah", detail: "American · friendly, professional" },
  { value: "Oliver", label: "Oliver", detail: "British · elegant, sophisticated" },
  { value: "Mia", label: "Mia", detail: "Australian · casual, energetic" },
  { value: "Sofia", label: "Sofia", detail: "Spanish · warm, passionate" },
] as const;
const NAMES = ["Sarah", "Oliver", "Mia", "Sofia"] as const;

export const voiceStepSchema = z.object({ voice: oneOf(NAMES) });
export type VoiceStepData = z.infer<typeof voiceStepSchema>;
