import "server-only";
import type Stripe from "stripe";
import { prisma } from "@/lib/db/client.server";
import { recordPaymentEvent } from "../events.server";
import { revokeAccess } from "@/lib/accounts/access.server";
import { paymentIntentIdOf } from "./payment-intent-id.server";

/**
 * charge.dispute.created → a chargeback (or an inquiry that may become one) ends the access
 * while it is open, also when it arrives before the success event. Decision 086.
 */
export async function chargeDisputeCreated(event: Stripe.Event) {
  const dispute = event.data.object as Stripe.Dispute;
  const paymentIntentId = paymentIntentIdOf(dispute.payment_intent);
  return prisma().$transaction(async (tx) => {
    if (!(await recordPaymentEvent(tx, event, paymentIntentId))) return { duplicate: true, revoked: false };
    if (!paymentIntentId) return { duplicate: false, revoked: false };
    const revoked = await revokeAccess(tx, paymentIntentId, "dispute");
    return { duplicate: false, revoked: revoked !== null };
  });
}
