import "server-only";
import type Stripe from "stripe";
import { prisma } from "@/lib/db/client.server";
import { recordPaymentEvent } from "../events.server";
import { releaseHold } from "../discounts.server";

/** payment_intent.canceled → the discount code the intent held is given back (decision 209). */
export async function paymentIntentCanceled(event: Stripe.Event) {
  const intent = event.data.object as Stripe.PaymentIntent;
  const recorded = await prisma().$transaction((tx) => recordPaymentEvent(tx, event, intent.id));
  if (recorded) await releaseHold({ paymentIntentId: intent.id });
  return { recorded, duplicate: !recorded };
}
