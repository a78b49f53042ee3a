import "server-only";
import type Stripe from "stripe";
import { env } from "@/lib/env";
import { BadRequestError, HttpError, ServiceUnavailableError } from "@/lib/api/errors";
import { paymentMode, stripe } from "./stripe.server";
import { paymentIntentSucceeded } from "./webhook-events/payment-intent-succeeded.server";
import { paymentIntentPaymentFailed } from "./webhook-events/payment-intent-payment-failed.server";
import { paymentIntentCanceled } from "./webhook-events/payment-intent-canceled.server";
import { chargeRefunded } from "./webhook-events/charge-refunded.server";
import { chargeDisputeCreated } from "./webhook-events/charge-dispute-created.server";
import { chargeDisputeClosed } from "./webhook-events/charge-dispute-closed.server";

const MAX_WEBHOOK_BYTES = 512 * 1024;

// The allow-list: every other event type is acknowledged and ignored, with nothing written.
const handlers: Record<string, (event: Stripe.Event) => Promise<object>> = {
  "payment_intent.succeeded": paymentIntentSucceeded,
  "payment_intent.payment_failed": paymentIntentPaymentFailed,
  "payment_intent.canceled": paymentIntentCanceled,
  "charge.refunded": chargeRefunded,
  "charge.dispute.created": chargeDisputeCreated,
  "charge.dispute.closed": chargeDisputeClosed,
};

/** The events the Stripe webhook endpoint must be subscribed to (docs/deploy.md). */
export const WEBHOOK_EVENTS = Object.keys(handlers);

/**
 * POST /api/stripe/webhook: the signature is checked on the exact raw body (with Stripe's
 * default 5-minute timestamp tolerance) before anything is read or written.
 */
export async function handleStripeWebhook(rawBody: string, signature: string | null) {
  const secret = env().STRIPE_WEBHOOK_SECRET;
  if (paymentMode() !== "stripe" || !secret) throw new ServiceUnavailableError("Stripe webhooks are not configured");
  if (Buffer.byteLength(rawBody) > MAX_WEBHOOK_BYTES) throw new HttpError(413, "Request body is too large");
  if (!signature) throw new BadRequestError("Missing Stripe signature");
  let event: Stripe.Event;
  try {
    event = stripe().webhooks.constructEvent(rawBody, signature, secret);
  } catch {
    throw new BadRequestError("Invalid Stripe signature");
  }
  const handler = handlers[event.type];
  if (!handler) return { received: true, ignored: true };
  return { received: true, ...(await handler(event)) };
}
