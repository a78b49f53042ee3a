import "server-only";
import type { Prisma, PurchaseStatus } from "@/lib/db/generated/client";
import { cancelQueuedJobsOfBuyer } from "@/lib/jobs/queue.server";

type Tx = Prisma.TransactionClient;
type Tombstone = { refundedAt: Date | null; disputedAt: Date | null; disputeWonAt: Date | null; revokedAt: Date | null } | null;

// Refunds, disputes and the success event of one payment arrive in any order and at the same
// time (Stripe promises neither). Every transaction that reads or writes a payment's tombstone
// or purchase status first takes this lock, so a refund committing beside a fulfilment cannot
// leave an active purchase behind. It is released at commit or rollback.
export async function lockPayment(tx: Tx, paymentIntentId: string) {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`payment:${paymentIntentId}`}, 0))`;
}

/** The status a purchase of this payment must have, given its tombstone (docs/decisions/086). */
function statusFor(tombstone: Tombstone): PurchaseStatus {
  if (tombstone?.refundedAt) return "refunded";
  if (tombstone?.disputedAt && !tombstone.disputeWonAt) return "disputed";
  if (tombstone?.revokedAt) return "revoked";
  return "active";
}

/** For the fulfilment, under lockPayment: the status a new purchase of this payment starts in. */
export async function initialPurchaseStatus(tx: Tx, paymentIntentId: string): Promise<PurchaseStatus> {
  return statusFor(await tx.paymentRevocation.findUnique({ where: { paymentIntentId } }));
}

export type RevokeReason = "refund" | "dispute" | "operator";

/**
 * THE revoke path: a full refund or a chargeback ends the access its payment gave. A tombstone
 * is kept even when no purchase exists yet, so a success event arriving later grants nothing.
 * Returns the purchase that lost its access now (null when there was none, or it had already
 * lost it), for whatever else a revoked purchase should stop.
 */
export async function revokeAccess(tx: Tx, paymentIntentId: string, reason: RevokeReason) {
  await lockPayment(tx, paymentIntentId);
  const now = new Date();
  const existing = await tx.paymentRevocation.findUnique({ where: { paymentIntentId } });
  // The first time of each kind is kept: a redelivered or repeated notice changes nothing.
  const mark =
    reason === "refund"
      ? { refundedAt: existing?.refundedAt ?? now }
      : reason === "dispute"
        ? { disputedAt: existing?.disputedAt ?? now }
        : { revokedAt: existing?.revokedAt ?? now };
  const tombstone = await tx.paymentRevocation.upsert({ where: { paymentIntentId }, create: { paymentIntentId, ...mark }, update: mark });
  const changed = await syncStatus(tx, paymentIntentId, statusFor(tombstone));
  const revoked = changed?.previous === "active" ? changed.purchase : null;
  // The buyer's waiting generations stop too (unless another purchase still gives access).
  if (revoked) await cancelQueuedJobsOfBuyer(revoked.userId, CANCEL_REASON[reason], tx);
  return revoked;
}

const CANCEL_REASON: Record<RevokeReason, string> = {
  refund: "Cancelled: the purchase was refunded.",
  dispute: "Cancelled: the payment is disputed.",
  operator: "Cancelled: access to the studio was revoked.",
};

/** An operator restores access they revoked: the status the payment's other marks call for comes back. */
export async function restoreRevokedAccess(tx: Tx, paymentIntentId: string) {
  await lockPayment(tx, paymentIntentId);
  const existing = await tx.paymentRevocation.findUnique({ where: { paymentIntentId } });
  if (!existing?.revokedAt) return null;
  const tombstone = await tx.paymentRevocation.update({ where: { paymentIntentId }, data: { revokedAt: null } });
  const changed = await syncStatus(tx, paymentIntentId, statusFor(tombstone));
  return changed?.purchase.status === "active" ? changed.purchase : null;
}

/** A dispute closed in the seller's favour: the access comes back unless the payment was refunded. */
export async function restoreAccess(tx: Tx, paymentIntentId: string) {
  await lockPayment(tx, paymentIntentId);
  const now = new Date();
  const existing = await tx.paymentRevocation.findUnique({ where: { paymentIntentId } });
  // A "won" that arrives before the "created" still marks the dispute, so the late "created" revokes nothing.
  const mark = { disputedAt: existing?.disputedAt ?? now, disputeWonAt: existing?.disputeWonAt ?? now };
  const tombstone = await tx.paymentRevocation.upsert({ where: { paymentIntentId }, create: { paymentIntentId, ...mark }, update: mark });
  const changed = await syncStatus(tx, paymentIntentId, statusFor(tombstone));
  return changed?.purchase.status === "active" ? changed.purchase : null;
}

// Gives the payment's purchase (if any) the status its tombstone calls for; what changed, or null.
async function syncStatus(tx: Tx, paymentIntentId: string, status: PurchaseStatus) {
  const purchase = await tx.purchase.findUnique({ where: { paymentIntentId }, select: { id: true, userId: true, status: true } });
  if (!purchase || purchase.status === status) return null;
  await tx.purchase.update({ where: { id: purchase.id }, data: { status } });
  return { previous: purchase.status, purchase: { id: purchase.id, userId: purchase.userId, status } };
}
