import "server-only";
import { prisma } from "@/lib/db/client.server";
import { PURCHASE_GRANTS_ACCESS } from "@/lib/policy/purchase-access";

export type PurchaseStatusResponse = {
  hasPurchase: boolean;
  purchase: { isCourseVariant: boolean; productUuid: string } | null;
};

/** Spec section 3: whether the user holds an active (not refunded) purchase, newest first. */
export async function purchaseStatus(userId: string): Promise<PurchaseStatusResponse> {
  const purchase = await prisma().purchase.findFirst({
    where: { userId, ...PURCHASE_GRANTS_ACCESS },
    orderBy: { createdAt: "desc" },
    select: { isCourseVariant: true, productUuid: true },
  });
  return { hasPurchase: Boolean(purchase), purchase };
}

/**
 * The character tools that create or spend (new characters, AI generation) are for buyers
 * (spec section 4); after a full refund the user keeps reading, editing and exporting their
 * characters but cannot make new ones or run paid generation (docs/decisions/025). route()'s
 * "buyer" gate answers 403 with this, from the purchase read with the session.
 */
export const PURCHASE_NEEDED_MESSAGE = "Creating characters and generating with AI need an active purchase.";
