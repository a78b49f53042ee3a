import "server-only";
import { createHash, randomUUID } from "node:crypto";
import { prisma } from "@/lib/db/client.server";
import type { Product } from "@/lib/catalog/catalog";
import type { SalePrice } from "@/lib/catalog/products.server";
import { paymentGateway } from "./payment-gateway.server";
import { UPDATABLE_STATUSES, type CheckoutIntent } from "./checkout-intent.server";

// The payment-intent operations the checkout needs, answered by the payment gateway: Stripe or,
// in demo mode, the local ledger. Which one is decided only by the configuration
// (./payment-gateway.server.ts), never by anything a request says.

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
  // The same checkout asking twice for the same thing (a double render, a network retry) gets
  // the same intent back instead of a second live one.
  const idempotencyKey = createHash("sha256")
    .update(`${checkoutId ?? randomUUID()}|${product.uuid}|${price.id}|${email ?? ""}|${userId ?? ""}|${discount?.holdId ?? ""}|${replaces ?? ""}`)
    .digest("hex");
  const intent = await paymentGateway().createIntent({
    amountCents,
    currency: price.currency,
    description: product.name,
    email,
    metadata: {
      productUuid: product.uuid,
      productId: product.id,
      priceId: price.id,
      email: email ?? "",
      userId: userId ?? "",
      ...(discount && { discountCode: discount.code, discountHoldId: discount.holdId }),
    },
    idempotencyKey,
  });
  // Recorded as open until cancelled or found paid: a price change, the product going off sale or
  // 24 hours unpaid cancels it (lib/payments/stale-intents.server.ts, decision 301).
  // The address is kept for one reminder if the checkout ends unpaid (decision 417).
  await prisma().openIntent.createMany({
    data: [{ id: intent.id, productId: product.id, priceId: price.id, email: email?.trim().toLowerCase() ?? null }],
    skipDuplicates: true,
  });
  return intent;
}

export async function retrieveIntent(id: string): Promise<CheckoutIntent | null> {
  return paymentGateway().retrieveIntent(id);
}

/** A changed e-mail is written onto the same intent, so no trail of live intents is left. */
export async function updateIntentEmail(intent: CheckoutIntent, email: string | undefined): Promise<CheckoutIntent> {
  const updated = await paymentGateway().updateIntentEmail(intent.id, email);
  await prisma().openIntent.updateMany({ where: { id: intent.id }, data: { email: email?.trim().toLowerCase() ?? null } });
  return updated;
}

/** Cancels an intent the checkout no longer uses (e.g. the product changed). */
export async function cancelIntent(intent: CheckoutIntent) {
  if (!UPDATABLE_STATUSES.has(intent.status)) return;
  await paymentGateway().cancelIntent(intent.id);
}

/** When a succeeded intent was paid (see PaymentGateway.paidAt); null when unknown. */
export async function paidAtOf(intent: CheckoutIntent): Promise<Date | null> {
  return paymentGateway().paidAt(intent.id);
}

/** Gives a paid intent's whole amount back (once: a repeat is a no-op at the processor). */
export async function refundWholeIntent(intent: CheckoutIntent, reason: string) {
  await paymentGateway().refundWhole(intent.id, reason);
}
