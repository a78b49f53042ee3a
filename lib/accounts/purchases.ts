import "server-only";
import { prisma } from "@/lib/db/client";

export type PurchaseStatusResponse = {
  hasPurchase: boolean;
  purchase: { isCourseVariant: boolean; productUuid: string } | null;
};

/** Spec section 3: whether the user holds an active (not refunded) purchase, newest first. */
export async function purchaseStatus(userId: string): Promise<PurchaseStatusResponse> {
  const purchase = await prisma().purchase.findFirst({
    where: { userId, status: "active" },
    orderBy: { createdAt: "desc" },
    select: { isCourseVariant: true, productUuid: true },
  });
  return { hasPurchase: Boolean(purchase), purchase };
}
