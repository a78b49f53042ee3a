import { z } from "zod";
import { longText, oneOf } from "../field-shapes";

import { EDIT_TEMPLATES, MUSIC_BEDS, TEXT_STYLES, TRANSITIONS } from "./options";

export const capcutVideoSchema = z.object({
  instructions: longText(),
  music: longText(),
  effects: longText(),
  template: oneOf(EDIT_TEMPLATES),
  transition: oneOf(TRANSITIONS),
  textStyle: oneOf(TEXT_STYLES),
  musicBed: oneOf(MUSIC_BEDS),
});
export type CapcutVideoData = z.infer<typeof capcutVideoSchema>;
