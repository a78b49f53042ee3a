import "server-only";
import type { Prisma } from "@/lib/db/generated/client";

type Tx = Prisma.TransactionClient;

// What a purchase has been refunded, kept as Refund rows (decision 181): the operator's refunds
// from the console and, through the charge.refunded webhook, any made in Stripe's Dashboard.
// Purchase.refundedCents is always the sum of the settled rows. Callers hold the payment's lock.

/** The refunded total of a purchase: every refund settled or still being made. */
export async function committedCents(tx: Tx, purchaseId: string) {
  const { _sum } = await tx.refund.aggregate({ where: { purchaseId, status: { in: ["pending", "succeeded"] } }, _sum: { amountCents: true } });
  return _sum.amountCents ?? 0;
}

/** Purchase.refundedCents from the settled rows, under the payment's lock. */
export async function settleRefundedCents(tx: Tx, purchaseId: string) {
  const { _sum } = await tx.refund.aggregate({ where: { purchaseId, status: "succeeded" }, _sum: { amountCents: true } });
  const refundedCents = _sum.amountCents ?? 0;
  await tx.purchase.update({ where: { id: purchaseId }, data: { refundedCents } });
  return refundedCents;
}

/**
 * charge.refunded, under the payment's lock: a refund made elsewhere (Stripe's Dashboard) is
 * written as a row for the part the app does not know of yet, so the order, the revenue and the
 * export see it too. Refunds the app is still making count as known, so they are never counted twice.
 */
export async function recordStripeRefundedTotal(tx: Tx, paymentIntentId: string, amountRefunded: number, eventId: string) {
  const purchase = await tx.purchase.findUnique({ where: { paymentIntentId }, select: { id: true } });
  if (!purchase) return;
  const unknown = amountRefunded - (await committedCents(tx, purchase.id));
  if (unknown > 0) {
    await tx.refund.create({
      data: {
        purchaseId: purchase.id,
        amountCents: unknown,
        reason: "Refunded in Stripe's Dashboard",
        idempotencyKey: `stripe-event:${eventId}`,
        status: "succeeded",
      },
    });
  }
  await settleRefundedCents(tx, purchase.id);
}
