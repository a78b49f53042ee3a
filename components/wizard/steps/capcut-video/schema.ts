import { z } from "zod";
import { longText, oneOf } from "../shared/schema";

export const EDIT_TEMPLATES = ["Viral TikTok Style", "Instagram Reel", "YouTube Short", "Professional Promo"] as const;

export const capcutVideoSchema = z.object({
  instructions: longText(),
  music: longText(),
  effects: longText(),
  template: oneOf(EDIT_TEMPLATES),
});
export type CapcutVideoData = z.infer<typeof capcutVideoSchema>;
