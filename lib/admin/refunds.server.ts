import "server-only";
import { prisma } from "@/lib/db/client.server";
import { ConflictError, HttpError, NotFoundError } from "@/lib/api/errors";
import { queueEmail, sendQueuedEmail } from "@/lib/email/outbox.server";
import { mailOutcome } from "@/lib/email/transport.server";
import type { MailOutcome } from "@/lib/email/mail-status";
import { refundEmail } from "@/lib/email/templates/refund";
import { findProductByUuid } from "@/lib/catalog/catalog";
import { committedCents, settleRefundedCents } from "@/lib/payments/refund-ledger.server";
import { lockPayment, revokeAccess } from "@/lib/accounts/access.server";
import { paymentGateway } from "@/lib/payments/payment-gateway.server";
import type { OrderRefundInput } from "@/lib/validation/order";
import { recordAudit } from "./audit.server";
import { formatMoney } from "@/lib/utils/money";
import { ORDER_ACTIONS } from "@/lib/orders/order-timeline";
import type { Operator } from "@/lib/auth/roles";

// Refunds from the order's page (issue 33, item 1; decision 181). A Refund row is written, under
// the payment's lock, before Stripe is asked, and its key goes to Stripe as the Idempotency-Key:
// a double click, a retry or two operators refund once, and never more than is left. What the
// order has been refunded is always the sum of its settled rows. Access ends on the one revoke
// path (revokeAccess): in Stripe mode through the charge.refunded webhook, in demo mode here.

/** mail: what happened to the buyer's refund e-mail (a replay does not send it again, so says nothing). */
export type RefundOutcome = {
  refundId: string;
  amountCents: number;
  refundedCents: number;
  leftCents: number;
  fullyRefunded: boolean;
  replayed: boolean;
  mail?: MailOutcome;
};

const STRIPE_REFUSED = (why: string) => `Stripe did not make the refund: ${why}`;

function outcomeOf(row: { id: string; amountCents: number }, purchase: { amountCents: number }, refundedCents: number, replayed: boolean): RefundOutcome {
  const leftCents = Math.max(0, purchase.amountCents - refundedCents);
  return { refundId: row.id, amountCents: row.amountCents, refundedCents, leftCents, fullyRefunded: leftCents === 0, replayed };
}

/** A key already used: the same answer again for its order, or a refusal for another order. */
async function replay(orderId: string, key: string): Promise<RefundOutcome | null> {
  const row = await prisma().refund.findUnique({
    where: { idempotencyKey: key },
    include: { purchase: { select: { amountCents: true, refundedCents: true } } },
  });
  if (!row) return null;
  if (row.purchaseId !== orderId) throw new ConflictError("This refund form belongs to another order. Reload the page and try again.");
  if (row.status === "pending") throw new ConflictError("This refund is being made. Reload the page in a moment.");
  if (row.status === "failed") throw new HttpError(502, STRIPE_REFUSED(row.error ?? "unknown error"));
  return outcomeOf(row, row.purchase, row.purchase.refundedCents, true);
}

/**
 * The operator refunds part or all of an order, with a reason. Refusals (409): nothing left to
 * refund, or more than what is left. Stripe mode asks Stripe (a refusal is a 502 naming Stripe's
 * reason, and the row is kept as failed); demo mode refunds in the app's own ledger.
 */
export async function refundOrder(operator: Operator, orderId: string, input: OrderRefundInput): Promise<RefundOutcome> {
  const replayed = await replay(orderId, input.key);
  if (replayed) return replayed;
  const gateway = paymentGateway();
  const mode = gateway.mode;
  const started = await prisma()
    .$transaction(async (tx) => {
      const found = await tx.purchase.findUnique({ where: { id: orderId }, select: { paymentIntentId: true } });
      if (!found) throw new NotFoundError();
      await lockPayment(tx, found.paymentIntentId);
      const purchase = await tx.purchase.findUniqueOrThrow({ where: { id: orderId } });
      const left = purchase.amountCents - (await committedCents(tx, purchase.id));
      if (left <= 0) throw new ConflictError("This order is already fully refunded.");
      if (input.amountCents > left) {
        throw new ConflictError(
          `You can refund at most ${formatMoney(left, purchase.currency)} of this order (${formatMoney(purchase.amountCents, purchase.currency)} paid).`,
        );
      }
      const row = await tx.refund.create({
        data: {
          purchaseId: purchase.id,
          amountCents: input.amountCents,
          reason: input.reason,
          idempotencyKey: input.key,
          operatorId: operator.id,
          status: gateway.refundsSettleAtOnce ? "succeeded" : "pending",
        },
      });
      await recordAudit(
        tx,
        operator,
        ORDER_ACTIONS.refund,
        { type: "order", id: purchase.id },
        { amountCents: input.amountCents, currency: purchase.currency, reason: input.reason, mode },
      );
      if (!gateway.refundsSettleAtOnce) return { row, purchase, refundedCents: purchase.refundedCents };
      const refundedCents = await settleRefundedCents(tx, purchase.id);
      if (refundedCents >= purchase.amountCents) await revokeAccess(tx, purchase.paymentIntentId, "refund");
      return { row, purchase, refundedCents };
    })
    .catch(async (error: unknown) => {
      // Two clicks of one form at the same moment: the second meets the first's row.
      if ((error as { code?: string }).code === "P2002") return { replayedOutcome: await replay(orderId, input.key) };
      throw error;
    });
  if ("replayedOutcome" in started) {
    if (!started.replayedOutcome) throw new ConflictError("This refund is being made. Reload the page in a moment.");
    return started.replayedOutcome;
  }
  const { row, purchase } = started;
  let refundedCents = started.refundedCents;
  if (!gateway.refundsSettleAtOnce) refundedCents = await refundAtStripe(row, purchase.paymentIntentId);
  const mail = await emailBuyer(purchase, row.amountCents, refundedCents);
  return { ...outcomeOf(row, purchase, refundedCents, false), mail };
}

async function refundAtStripe(row: { id: string; purchaseId: string; amountCents: number; idempotencyKey: string }, paymentIntentId: string) {
  let stripeRefundId: string | null;
  try {
    const refund = await paymentGateway().refund({
      paymentIntentId,
      amountCents: row.amountCents,
      metadata: { orderId: row.purchaseId, refundId: row.id },
      idempotencyKey: `refund:${row.idempotencyKey}`,
    });
    stripeRefundId = refund.id;
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    await prisma().refund.update({ where: { id: row.id }, data: { status: "failed", error: why.slice(0, 500) } });
    throw new HttpError(502, STRIPE_REFUSED(why));
  }
  return prisma().$transaction(async (tx) => {
    await lockPayment(tx, paymentIntentId);
    await tx.refund.update({ where: { id: row.id }, data: { status: "succeeded", stripeRefundId } });
    return settleRefundedCents(tx, row.purchaseId);
  });
}

async function emailBuyer(
  purchase: { userId: string; productUuid: string; isCourseVariant: boolean; currency: string; amountCents: number },
  amountCents: number,
  refundedCents: number,
) {
  const buyer = await prisma().user.findUniqueOrThrow({ where: { id: purchase.userId }, select: { email: true } });
  const product = `${findProductByUuid(purchase.productUuid)?.name ?? "Your purchase"}${purchase.isCourseVariant ? " (course only)" : ""}`;
  const id = await queueEmail(
    prisma(),
    await refundEmail({
      to: buyer.email,
      productName: product,
      amountCents,
      currency: purchase.currency,
      full: refundedCents >= purchase.amountCents,
      paidCents: purchase.amountCents,
    }),
  );
  // The outbox retries through an SMTP outage; the refund stands either way.
  return mailOutcome(await sendQueuedEmail(id).catch(() => false));
}
