import "server-only";
import type Stripe from "stripe";
import { prisma } from "@/lib/db/client.server";
import { recordPaymentEvent } from "../events.server";
import { restoreAccess, revokeAccess } from "@/lib/accounts/access.server";
import { paymentIntentIdOf } from "./payment-intent-id.server";

// Closed with the money kept: a chargeback won, or an inquiry closed without becoming one.
const KEPT = new Set<string>(["won", "warning_closed"]);

/**
 * charge.dispute.closed → won: the access comes back (unless the payment was also refunded);
 * lost (or any other close): it stays revoked. Decision 086.
 */
export async function chargeDisputeClosed(event: Stripe.Event) {
  const dispute = event.data.object as Stripe.Dispute;
  const paymentIntentId = paymentIntentIdOf(dispute.payment_intent);
  return prisma().$transaction(async (tx) => {
    if (!(await recordPaymentEvent(tx, event, paymentIntentId))) return { duplicate: true, restored: false };
    if (!paymentIntentId) return { duplicate: false, restored: false };
    if (!KEPT.has(dispute.status)) {
      // A "lost" delivered before its "created" still revokes.
      await revokeAccess(tx, paymentIntentId, "dispute");
      return { duplicate: false, restored: false };
    }
    const restored = await restoreAccess(tx, paymentIntentId);
    return { duplicate: false, restored: restored !== null };
  });
}
