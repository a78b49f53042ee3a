import "server-only";
import type Stripe from "stripe";
import { prisma } from "@/lib/db/client.server";
import { fromStripe } from "../checkout-intent.server";
import { paidIntentFrom } from "../paid-intent.server";
import { fulfil } from "../fulfil.server";
import { recordPaymentEvent } from "../events.server";

/** payment_intent.succeeded → the same fulfilment as the confirm call. */
export async function paymentIntentSucceeded(event: Stripe.Event) {
  const intent = fromStripe(event.data.object as Stripe.PaymentIntent);
  let paid;
  try {
    paid = await paidIntentFrom(intent);
  } catch (error) {
    // Not one of our checkouts (or tampered): remember the event so redeliveries stop, grant nothing.
    console.warn(`[payments] ${event.id}: intent ${intent.id} not fulfilled: ${(error as Error).message}`);
    await prisma().$transaction((tx) => recordPaymentEvent(tx, event, intent.id));
    return { fulfilled: false };
  }
  const outcome = await fulfil(paid, { id: event.id, type: event.type });
  return { fulfilled: outcome.status !== "duplicate-event", duplicate: outcome.status === "duplicate-event" };
}
