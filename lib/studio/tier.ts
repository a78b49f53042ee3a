import "server-only";
import { purchaseStatus } from "@/lib/accounts/purchases";
import { isAiAssisted } from "@/lib/payments/catalog";

/** The characters' tier badge comes from the user's purchase (spec sections 1 and 2). */
export async function userTier(userId: string): Promise<"AI-Assisted" | "DIY"> {
  const { purchase } = await purchaseStatus(userId);
  return purchase && isAiAssisted(purchase.productUuid) ? "AI-Assisted" : "DIY";
}
