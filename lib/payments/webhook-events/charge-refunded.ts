import "server-only";
import type Stripe from "stripe";
import { prisma } from "@/lib/db/client";
import { cancelQueuedJobsOfBuyer } from "@/lib/ai/jobs/queue";
import { recordPaymentEvent } from "../events";

const REFUND_CANCELS_JOB = "Cancelled: the purchase was refunded.";

/**
 * charge.refunded → a fully refunded charge marks its purchase refunded, so hasPurchase turns
 * false. A partial refund (a goodwill discount) keeps access. Decision 023.
 */
export async function chargeRefunded(event: Stripe.Event) {
  const charge = event.data.object as Stripe.Charge;
  const paymentIntentId = typeof charge.payment_intent === "string" ? charge.payment_intent : (charge.payment_intent?.id ?? null);
  return prisma().$transaction(async (tx) => {
    if (!(await recordPaymentEvent(tx, event, paymentIntentId))) return { duplicate: true, revoked: false };
    if (!paymentIntentId || !charge.refunded) return { duplicate: false, revoked: false };
    const { count } = await tx.purchase.updateMany({ where: { paymentIntentId, status: "active" }, data: { status: "refunded" } });
    if (count > 0) await cancelQueuedJobsOfBuyer((await tx.purchase.findUniqueOrThrow({ where: { paymentIntentId } })).userId, REFUND_CANCELS_JOB, tx);
    return { duplicate: false, revoked: count > 0 };
  });
}
