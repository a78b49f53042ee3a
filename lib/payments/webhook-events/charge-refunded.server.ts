import "server-only";
import type Stripe from "stripe";
import { prisma } from "@/lib/db/client.server";
import { recordPaymentEvent } from "../events.server";
import { recordStripeRefundedTotal } from "../refund-ledger.server";
import { lockPayment, revokeAccess } from "@/lib/accounts/access.server";
import { paymentIntentIdOf } from "./payment-intent-id.server";

/**
 * charge.refunded → a fully refunded charge ends its purchase's access, also when the refund
 * arrives before the payment's success event (a tombstone is kept). A partial refund (a goodwill
 * discount) keeps access. Decisions 023 and 086. Either way, the order's refunded total follows
 * the charge's (a refund made in Stripe's Dashboard becomes a row of the order: decision 181).
 */
export async function chargeRefunded(event: Stripe.Event) {
  const charge = event.data.object as Stripe.Charge;
  const paymentIntentId = paymentIntentIdOf(charge.payment_intent);
  return prisma().$transaction(async (tx) => {
    if (!(await recordPaymentEvent(tx, event, paymentIntentId))) return { duplicate: true, revoked: false };
    if (!paymentIntentId) return { duplicate: false, revoked: false };
    await lockPayment(tx, paymentIntentId);
    await recordStripeRefundedTotal(tx, paymentIntentId, charge.amount_refunded, event.id);
    if (!charge.refunded) return { duplicate: false, revoked: false };
    const revoked = await revokeAccess(tx, paymentIntentId, "refund");
    return { duplicate: false, revoked: revoked !== null };
  });
}
