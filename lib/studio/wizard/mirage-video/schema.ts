import { z } from "zod";
import { longText, oneOf } from "../field-shapes";

const NAMES = ["Introduction Video", "Product Review", "Tutorial Content", "Motivational Speech"] as const;

export const mirageVideoSchema = z.object({ script: longText(), template: oneOf(NAMES) });
export type MirageVideoData = z.infer<typeof mirageVideoSchema>;
