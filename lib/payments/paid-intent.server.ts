import "server-only";
import { BadRequestError, ConflictError } from "@/lib/api/errors";
import { findProductByUuid } from "./catalog";
import type { CheckoutIntent } from "./checkout-intent.server";
import type { PaidIntent } from "./fulfil.server";

/**
 * Checks an intent against the catalogue before it may grant anything: it must have succeeded,
 * name a known product, and carry exactly that product's price and currency, whoever created it.
 */
export function paidIntentFrom(intent: CheckoutIntent): PaidIntent {
  if (intent.status !== "succeeded") throw new ConflictError("Payment has not been completed");
  const product = intent.productUuid ? findProductByUuid(intent.productUuid) : undefined;
  if (!product) throw new BadRequestError("Product not found for UUID");
  if (intent.amountCents !== product.priceInCents || intent.currency.toLowerCase() !== product.currency) {
    throw new BadRequestError("Payment amount does not match the product price");
  }
  if (!intent.email) throw new BadRequestError("The payment has no e-mail address");
  return {
    paymentIntentId: intent.id,
    email: intent.email,
    productUuid: product.uuid,
    amountCents: intent.amountCents,
    currency: intent.currency.toLowerCase(),
  };
}
