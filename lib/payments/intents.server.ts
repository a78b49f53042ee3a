import "server-only";
import { createHash, randomUUID } from "node:crypto";
import type Stripe from "stripe";
import { prisma } from "@/lib/db/client.server";
import type { Product } from "./catalog";
import type { SalePrice } from "./products.server";
import { paymentMode, stripe } from "./stripe.server";
import { cancelDemoIntent, createDemoIntent, demoIntentPaidAt, refundDemoIntent, retrieveDemoIntent, updateDemoIntentEmail } from "./demo.server";
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

export async function createIntent(input: NewIntent): Promise<CheckoutIntent> {
  const intent = paymentMode() === "demo" ? await createDemoIntent(demoFields(input)) : await createStripeIntent(input);
  // Recorded as open until cancelled or found paid: a price change, the product going off sale or
  // 24 hours unpaid cancels it (lib/payments/stale-intents.server.ts, decision 301).
  await prisma().openIntent.createMany({ data: [{ id: intent.id, productId: input.product.id, priceId: input.price.id }], skipDuplicates: true });
  return intent;
}

function demoFields({ product, price, email, discount }: NewIntent) {
  return { productUuid: product.uuid, priceId: price.id, email, amountCents: discount?.amountCents ?? price.amountCents, currency: price.currency };
}

async function createStripeIntent({ product, price, email, userId, checkoutId, discount, replaces }: NewIntent): Promise<CheckoutIntent> {
  const amountCents = discount?.amountCents ?? price.amountCents;
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

/**
 * When a succeeded intent was paid: the demo panel's time, or the creation of Stripe's charge
 * (whole seconds, so a payment in the same second as a change counts as before it). Null when
 * unknown.
 */
export async function paidAtOf(intent: CheckoutIntent): Promise<Date | null> {
  if (paymentMode() === "demo") return demoIntentPaidAt(intent.id);
  const pi = await stripe().paymentIntents.retrieve(intent.id, { expand: ["latest_charge"] });
  const charge = pi.latest_charge as Stripe.Charge | string | null;
  return charge && typeof charge === "object" ? new Date(charge.created * 1000) : null;
}

/** Gives a paid intent's whole amount back (once: a repeat asks Stripe with the same key). */
export async function refundWholeIntent(intent: CheckoutIntent, reason: string) {
  if (paymentMode() === "demo") return refundDemoIntent(intent.id);
  await stripe().refunds.create(
    { payment_intent: intent.id, reason: "requested_by_customer", metadata: { reason } },
    { idempotencyKey: createHash("sha256").update(`refund-whole|${reason}|${intent.id}`).digest("hex") },
  );
}
