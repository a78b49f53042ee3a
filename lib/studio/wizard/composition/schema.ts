import { z } from "zod";
import { longText, oneOf } from "../field-shapes";

import { BACKGROUNDS, SHOT_STYLES } from "./options";

export const compositionSchema = z.object({
  shotStyle: oneOf(SHOT_STYLES),
  background: oneOf(BACKGROUNDS),
  lighting: longText(),
  mood: longText(),
});
export type CompositionData = z.infer<typeof compositionSchema>;
