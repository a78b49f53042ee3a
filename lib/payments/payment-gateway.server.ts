import "server-only";
import type { PaymentGateway } from "./gateway";
import { demoGateway } from "./demo.server";
import { paymentMode } from "./stripe.server";
import { stripeGateway } from "./stripe-gateway.server";

/**
 * The payment gateway the configuration chooses (decision 321): Stripe with a secret key, the
 * demo ledger without one. Never anything a request says.
 */
export function paymentGateway(): PaymentGateway {
  return paymentMode() === "stripe" ? stripeGateway : demoGateway;
}
