import "server-only";
import type Stripe from "stripe";

/** Charges and disputes name their payment intent by id, or expanded, or not at all (old charges). */
export function paymentIntentIdOf(value: string | Stripe.PaymentIntent | null | undefined) {
  return typeof value === "string" ? value : (value?.id ?? null);
}
