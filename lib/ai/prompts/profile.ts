import type { ProfileVariables } from "@/lib/validation/ai";

/** The generator's prompt from its variables; "Additional Direction" is appended when given (spec section 7). */
export function profilePrompt(v: ProfileVariables): string {
  const heritage = v.ethnicity2 === "none" || v.ethnicity2 === v.ethnicity1 ? v.ethnicity1 : `${v.ethnicity1} and ${v.ethnicity2}`;
  const base =
    `Create a social media influencer persona: a ${v.age}-year-old ${v.gender} of ${heritage} heritage, ` +
    `working as a ${v.profession}, creating content in the ${v.niche} niche.`;
  const extra = v.additionalDirection?.trim();
  return extra ? `${base}\n\nAdditional Direction: ${extra}` : base;
}
