import { z } from "zod";
import { longText, oneOf } from "../shared/schema";

export const SCRIPT_TEMPLATES = [
  { value: "Introduction Video", label: "Introduction Video", detail: "30s" },
  { value: "Product Review", label: "Product Review", detail: "60s" },
  { value: "Tutorial Content", label: "Tutorial Content", detail: "90s" },
  { value: "Motivational Speech", label: "Motivational Speech", detail: "45s" },
] as const;
const NAMES = ["Introduction Video", "Product Review", "Tutorial Content", "Motivational Speech"] as const;

export const mirageVideoSchema = z.object({ script: longText(), template: oneOf(NAMES) });
export type MirageVideoData = z.infer<typeof mirageVideoSchema>;
