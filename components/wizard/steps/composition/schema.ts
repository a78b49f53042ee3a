import { z } from "zod";
import { longText, oneOf } from "../shared/schema";

export const SHOT_STYLES = ["Close-up Portrait", "Medium Shot", "Wide Shot", "Action Shot"] as const;
export const BACKGROUNDS = ["Studio white", "Modern office", "Cozy home", "Outdoor nature", "Urban city", "Minimalist"] as const;

export const compositionSchema = z.object({
  shotStyle: oneOf(SHOT_STYLES),
  background: oneOf(BACKGROUNDS),
  lighting: longText(),
  mood: longText(),
});
export type CompositionData = z.infer<typeof compositionSchema>;
