import "server-only";
import type Stripe from "stripe";

/** One shape for a payment intent, whether Stripe's or the demo ledger's. */
export type CheckoutIntent = {
  id: string;
  clientSecret: string;
  status: string;
  amountCents: number;
  currency: string;
  productUuid?: string;
  /** The catalogue's price row the amount was taken from (absent on intents made before issue 33). */
  priceId?: string;
  email?: string;
};

// Stripe's intent statuses in which the amount and e-mail may still change.
export const UPDATABLE_STATUSES = new Set(["requires_payment_method", "requires_confirmation", "requires_action"]);

export function fromStripe(pi: Stripe.PaymentIntent): CheckoutIntent {
  return {
    id: pi.id,
    clientSecret: pi.client_secret ?? "",
    status: pi.status,
    amountCents: pi.amount,
    currency: pi.currency,
    productUuid: pi.metadata?.productUuid || undefined,
    priceId: pi.metadata?.priceId || undefined,
    email: pi.metadata?.email || pi.receipt_email || undefined,
  };
}

/** "pi_123_secret_abc" → "pi_123" (Stripe's client secrets start with the intent id). */
export function intentIdFromClientSecret(clientSecret: string) {
  const at = clientSecret.indexOf("_secret_");
  return at > 0 ? clientSecret.slice(0, at) : undefined;
}
