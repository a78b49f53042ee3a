import "server-only";
import { createHash } from "node:crypto";
import type Stripe from "stripe";
import { fromStripe } from "./checkout-intent.server";
import type { PaymentGateway } from "./gateway";
import { stripe, stripeBrowserConfig } from "./stripe.server";

/** The payment gateway with a Stripe key: every call goes to Stripe (or its local stand-in). */
export const stripeGateway: PaymentGateway = {
  mode: "stripe",
  refundsSettleAtOnce: false,
  browserConfig: stripeBrowserConfig,

  async createIntent({ amountCents, currency, description, email, metadata, idempotencyKey }) {
    const pi = await stripe().paymentIntents.create(
      {
        amount: amountCents,
        currency,
        automatic_payment_methods: { enabled: true },
        description,
        ...(email && { receipt_email: email }),
        metadata,
      },
      { idempotencyKey },
    );
    return fromStripe(pi);
  },

  async retrieveIntent(id) {
    try {
      return fromStripe(await stripe().paymentIntents.retrieve(id));
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode === 404) return null;
      throw error;
    }
  },

  async updateIntentEmail(id, email) {
    const pi = await stripe().paymentIntents.update(id, {
      // An empty string clears the receipt e-mail on Stripe.
      receipt_email: email ?? "",
      metadata: { email: email ?? "" },
    });
    return fromStripe(pi);
  },

  async cancelIntent(id) {
    await stripe().paymentIntents.cancel(id, { cancellation_reason: "abandoned" });
  },

  async refund({ paymentIntentId, amountCents, metadata, idempotencyKey }) {
    const refund = await stripe().refunds.create(
      { payment_intent: paymentIntentId, amount: amountCents, reason: "requested_by_customer", metadata },
      { idempotencyKey },
    );
    return { id: refund.id };
  },

  async paidAt(id) {
    const pi = await stripe().paymentIntents.retrieve(id, { expand: ["latest_charge"] });
    const charge = pi.latest_charge as Stripe.Charge | string | null;
    return charge && typeof charge === "object" ? new Date(charge.created * 1000) : null;
  },

  async refundWhole(id, reason) {
    await stripe().refunds.create(
      { payment_intent: id, reason: "requested_by_customer", metadata: { reason } },
      { idempotencyKey: createHash("sha256").update(`refund-whole|${reason}|${id}`).digest("hex") },
    );
  },
};
