import type { StepData } from "@/lib/validation/step-data";
import { POPULAR_NICHES } from "@/lib/validation/ai-options";

// The Niche step is where a character's niche is chosen after creation; the character keeps
// one `niche` (header, cards, AI fallbacks), so the step's choice is read back into it.

// The same bound as a niche typed on the new-character form (lib/validation/character.ts).
const MAX_NICHE = 120;

/** The niche the Niche step's fields name: the user's own wording first, else the chosen chip. */
export function nicheFromStep(data: StepData | undefined): string | null {
  const own = typeof data?.customNiche === "string" ? data.customNiche.trim() : "";
  const chosen = typeof data?.niche === "string" ? data.niche.trim() : "";
  return (own || chosen).slice(0, MAX_NICHE).trim() || null;
}

/** The Niche step's fields for a character that has a niche but never opened the step. */
export function nicheStepDefaults(niche: string | null): StepData {
  if (!niche) return {};
  return (POPULAR_NICHES as readonly string[]).includes(niche) ? { niche } : { customNiche: niche };
}
