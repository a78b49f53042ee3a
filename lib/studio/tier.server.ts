import "server-only";
import { isAiAssisted } from "@/lib/catalog/catalog";
import type { CharacterTier } from "@/lib/validation/character";

/**
 * A character's badge (spec section 2): AI-Assisted when the purchase it belongs to is the
 * AI-assisted product, otherwise DIY (decision 120). No purchase at all is DIY.
 */
export function tierOf(purchase: { productUuid: string } | null | undefined): CharacterTier {
  return purchase && isAiAssisted(purchase.productUuid) ? "AI-Assisted" : "DIY";
}
