import type { CheckoutIntent } from "./checkout-intent.server";
import type { PaymentMode } from "./stripe.server";

// The one payment gateway (issue 43, decision 321), as lib/media/store.ts is for storage: Stripe
// (./stripe-gateway.server.ts) when a secret key is configured, the local demo ledger
// (./demo.server.ts) otherwise; ./payment-gateway.server.ts chooses. The checkout and the refunds
// ask the gateway instead of branching on the mode.

/** A new intent, as the checkout priced it; `idempotencyKey` makes a retried create return the same intent. */
export type IntentRequest = {
  amountCents: number;
  currency: string;
  description: string;
  email?: string;
  metadata: { productUuid: string; productId: string; priceId: string; email: string; userId: string; discountCode?: string; discountHoldId?: string };
  idempotencyKey: string;
};

/** A refund of part or all of a payment; `idempotencyKey` makes a retried refund a no-op. */
export type RefundRequest = { paymentIntentId: string; amountCents: number; metadata: { orderId: string; refundId: string }; idempotencyKey: string };

export interface PaymentGateway {
  mode: PaymentMode;
  /**
   * Whether a refund is settled the moment it is asked (the demo ledger) or only once the
   * processor has made it (Stripe: the refund row waits, and access ends with charge.refunded).
   */
  refundsSettleAtOnce: boolean;
  /** What the checkout page needs to load the processor's own form (nothing in demo mode). */
  browserConfig(): { publishableKey: string | null; stripeJsUrl: string | null };
  createIntent(request: IntentRequest): Promise<CheckoutIntent>;
  /** The intent, or null when the processor has none by that id. */
  retrieveIntent(id: string): Promise<CheckoutIntent | null>;
  updateIntentEmail(id: string, email: string | undefined): Promise<CheckoutIntent>;
  cancelIntent(id: string): Promise<void>;
  /** Makes the refund at the processor; its id there (none for the demo ledger, which is its own processor). */
  refund(request: RefundRequest): Promise<{ id: string | null }>;
  /**
   * When a succeeded intent was paid: the demo panel's time, or the creation of Stripe's charge
   * (whole seconds, so a payment in the same second as a price change counts as before it). Null when unknown.
   */
  paidAt(id: string): Promise<Date | null>;
  /** Gives a paid intent's whole amount back, outside any order (an intent paid at a price no longer current, decision 301). */
  refundWhole(id: string, reason: string): Promise<void>;
}
