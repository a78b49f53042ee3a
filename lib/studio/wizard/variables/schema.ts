import { z } from "zod";
import { longText, text } from "../field-shapes";

// Prompt variables: the words every image prompt of the character is built from.
export const variablesSchema = z.object({
  subject: text(500),
  outfit: text(500),
  setting: text(500),
  camera: text(500),
  keywords: longText(),
  avoid: longText(),
});
export type VariablesData = z.infer<typeof variablesSchema>;
