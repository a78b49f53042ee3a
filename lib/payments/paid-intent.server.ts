import "server-only";
import { BadRequestError, ConflictError } from "@/lib/api/errors";
import { findProductByUuid } from "@/lib/catalog/catalog";
import { priceOfIntent } from "@/lib/catalog/products.server";
import type { CheckoutIntent } from "./checkout-intent.server";
import type { PaidIntent } from "./fulfil.server";
import { discountOf } from "./discounts.server";
import { refuseIfPaidAfterPriceChange } from "./stale-intents.server";

/**
 * Checks an intent against the catalogue before it may grant anything: it must have succeeded,
 * name a known product, and carry exactly the amount and currency of the price row it was made
 * with, whoever created it, less the discount the server held for this very intent (decision
 * 209), if any. That row must still be current, or have been when the intent was paid: one paid
 * after a price change or a deactivation is refunded and grants nothing (decision 301).
 */
export async function paidIntentFrom(intent: CheckoutIntent): Promise<PaidIntent> {
  if (intent.status !== "succeeded") throw new ConflictError("Payment has not been completed");
  const product = intent.productUuid ? findProductByUuid(intent.productUuid) : undefined;
  if (!product) throw new BadRequestError("Product not found for UUID");
  const discount = await discountOf(intent.id);
  const discountCents = discount?.discountCents ?? 0;
  const price = await priceOfIntent(product.id, intent.priceId, intent.amountCents + discountCents);
  if (!price || intent.amountCents !== price.amountCents - discountCents || intent.currency.toLowerCase() !== price.currency) {
    throw new BadRequestError("Payment amount does not match the product price");
  }
  if (!intent.email) throw new BadRequestError("The payment has no e-mail address");
  await refuseIfPaidAfterPriceChange(intent, product.id, price);
  return {
    paymentIntentId: intent.id,
    email: intent.email,
    productUuid: product.uuid,
    priceId: price.id,
    amountCents: intent.amountCents,
    currency: intent.currency.toLowerCase(),
    ...(discount && { discount: { codeId: discount.codeId, cents: discount.discountCents } }),
  };
}
