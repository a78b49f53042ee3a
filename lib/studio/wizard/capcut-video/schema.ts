import { z } from "zod";
import { longText, oneOf } from "../field-shapes";

import { EDIT_TEMPLATES } from "./options";

export const capcutVideoSchema = z.object({
  instructions: longText(),
  music: longText(),
  effects: longText(),
  template: oneOf(EDIT_TEMPLATES),
});
export type CapcutVideoData = z.infer<typeof capcutVideoSchema>;
