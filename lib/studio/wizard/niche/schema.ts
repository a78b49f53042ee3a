import { z } from "zod";
import { POPULAR_NICHES } from "@/lib/validation/ai-options";
import { longText, oneOf, text } from "../field-shapes";

export const nicheSchema = z.object({
  niche: oneOf(POPULAR_NICHES),
  customNiche: text(200),
  expertise: longText(),
  audience: text(500),
});
export type NicheData = z.infer<typeof nicheSchema>;
