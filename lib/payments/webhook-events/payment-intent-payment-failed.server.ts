import "server-only";
import type Stripe from "stripe";
import { prisma } from "@/lib/db/client.server";
import { recordPaymentEvent } from "../events.server";

/** payment_intent.payment_failed → recorded (the buyer already saw the failure in the browser). */
export async function paymentIntentPaymentFailed(event: Stripe.Event) {
  const intent = event.data.object as Stripe.PaymentIntent;
  const recorded = await prisma().$transaction((tx) => recordPaymentEvent(tx, event, intent.id));
  if (recorded) console.info(`[payments] payment failed for ${intent.id}: ${intent.last_payment_error?.message ?? "no reason given"}`);
  return { recorded, duplicate: !recorded };
}
