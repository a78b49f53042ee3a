import "server-only";
import { BadRequestError, ConflictError } from "@/lib/api/errors";
import { findProductByUuid } from "./catalog";
import type { CheckoutIntent } from "./checkout-intent.server";
import type { PaidIntent } from "./fulfil.server";
import { discountOf } from "./discounts.server";

/**
 * Checks an intent against the catalogue before it may grant anything: it must have succeeded,
 * name a known product, and carry exactly that product's price and currency, whoever created it,
 * less the discount the server held for this very intent (decision 209), if any.
 */
export async function paidIntentFrom(intent: CheckoutIntent): Promise<PaidIntent> {
  if (intent.status !== "succeeded") throw new ConflictError("Payment has not been completed");
  const product = intent.productUuid ? findProductByUuid(intent.productUuid) : undefined;
  if (!product) throw new BadRequestError("Product not found for UUID");
  const discount = await discountOf(intent.id);
  if (intent.amountCents !== product.priceInCents - (discount?.discountCents ?? 0) || intent.currency.toLowerCase() !== product.currency) {
    throw new BadRequestError("Payment amount does not match the product price");
  }
  if (!intent.email) throw new BadRequestError("The payment has no e-mail address");
  return {
    paymentIntentId: intent.id,
    email: intent.email,
    productUuid: product.uuid,
    amountCents: intent.amountCents,
    currency: intent.currency.toLowerCase(),
    ...(discount && { discount: { codeId: discount.codeId, cents: discount.discountCents } }),
  };
}
