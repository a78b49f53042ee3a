import "server-only";
import { createHash, randomUUID } from "node:crypto";
import type { Product } from "@/lib/catalog/catalog";
import type { SalePrice } from "@/lib/catalog/products.server";
import { paymentMode, stripe } from "./stripe.server";
import { cancelDemoIntent, createDemoIntent, retrieveDemoIntent, updateDemoIntentEmail } from "./demo.server";
import { fromStripe, UPDATABLE_STATUSES, type CheckoutIntent } from "./checkout-intent.server";

// The payment-intent operations the checkout needs, answered by Stripe or, in demo mode, by
// the local ledger. Which one is decided only by the configuration (paymentMode), never by
// anything a request says.

/**
 * `price` is the product's current price (lib/payments/products.server.ts): the intent keeps its
 * amount and names its row, so a later price change touches no intent already made (decision 214).
 * `discount`, when a code was applied: the server's price after the code (decision 209) and the
 * hold taken for it. `replaces`: the intent this one takes over from, so a checkout that changes
 * its code and back gets a fresh intent rather than the cancelled one for the same key.
 */
type NewIntent = {
  product: Product;
  price: SalePrice;
  email?: string;
  userId?: string;
  checkoutId?: string;
  discount?: { code: string; holdId: string; amountCents: number };
  replaces?: string;
};

export async function createIntent({ product, price, email, userId, checkoutId, discount, replaces }: NewIntent): Promise<CheckoutIntent> {
  const amountCents = discount?.amountCents ?? price.amountCents;
  if (paymentMode() === "demo") {
    return createDemoIntent({ productUuid: product.uuid, priceId: price.id, email, amountCents, currency: price.currency });
  }
  // The same checkout asking twice for the same thing (a double render, a network retry) gets
  // the same intent back instead of a second live one.
  const idempotencyKey = createHash("sha256")
    .update(`${checkoutId ?? randomUUID()}|${product.uuid}|${price.id}|${email ?? ""}|${userId ?? ""}|${discount?.holdId ?? ""}|${replaces ?? ""}`)
    .digest("hex");
  const pi = await stripe().paymentIntents.create(
    {
      amount: amountCents,
      currency: price.currency,
      automatic_payment_methods: { enabled: true },
      description: product.name,
      ...(email && { receipt_email: email }),
      metadata: {
        productUuid: product.uuid,
        productId: product.id,
        priceId: price.id,
        email: email ?? "",
        userId: userId ?? "",
        ...(discount && { discountCode: discount.code, discountHoldId: discount.holdId }),
      },
    },
    { idempotencyKey },
  );
  return fromStripe(pi);
}

export async function retrieveIntent(id: string): Promise<CheckoutIntent | null> {
  if (paymentMode() === "demo") return retrieveDemoIntent(id);
  try {
    return fromStripe(await stripe().paymentIntents.retrieve(id));
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 404) return null;
    throw error;
  }
}

/** A changed e-mail is written onto the same intent, so no trail of live intents is left. */
export async function updateIntentEmail(intent: CheckoutIntent, email: string | undefined): Promise<CheckoutIntent> {
  if (paymentMode() === "demo") return updateDemoIntentEmail(intent.id, email);
  const pi = await stripe().paymentIntents.update(intent.id, {
    // An empty string clears the receipt e-mail on Stripe.
    receipt_email: email ?? "",
    metadata: { email: email ?? "" },
  });
  return fromStripe(pi);
}

/** Cancels an intent the checkout no longer uses (e.g. the product changed). */
export async function cancelIntent(intent: CheckoutIntent) {
  if (!UPDATABLE_STATUSES.has(intent.status)) return;
  if (paymentMode() === "demo") return cancelDemoIntent(intent.id);
  await stripe().paymentIntents.cancel(intent.id, { cancellation_reason: "abandoned" });
}
