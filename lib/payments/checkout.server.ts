import "server-only";
import { throttle } from "@/lib/policy/throttle.server";
import type { SessionUser } from "@/lib/auth/session.server";
import { onSaleProduct, priceOfIntent } from "@/lib/catalog/products.server";
import { paymentGateway } from "./payment-gateway.server";
import type { Product } from "@/lib/catalog/catalog";
import { createIntent, retrieveIntent, updateIntentEmail } from "./intents.server";
import { intentIdFromClientSecret, UPDATABLE_STATUSES, type CheckoutIntent } from "./checkout-intent.server";
import { countCheckoutStage } from "./checkout-funnel.server";
import { activeHoldOf, attachHold, cancelCheckoutIntent, holdDiscount, quoteDiscount, releaseHold, type DiscountQuote } from "./discounts.server";

export type StartCheckoutInput = { email?: string; productId: string; clientSecret?: string; checkoutId?: string; discountCode?: string };

/** The price the page shows, from the server: the catalogue's, less the applied code's discount. */
export type CheckoutPrice = { baseCents: number; discountCents: number; amountCents: number; currency: string; discountCode: string | null };

export type StartCheckoutResult = CheckoutPrice & {
  /** The page's intent was made at a price that is no longer today's: this answer is at today's (decision 301). */
  priceChanged: boolean;
  mode: "stripe" | "demo";
  publishableKey: string | null;
  /** Where the browser loads Stripe.js from when it is not js.stripe.com (a local stand-in). */
  stripeJsUrl: string | null;
} & (
    | { free: false; clientSecret: string; paymentIntentId: string }
    /** A code took the whole price: no intent; the page completes a free order (decision 209). */
    | { free: true; clientSecret: null; paymentIntentId: null }
  );

/**
 * POST /api/create-guest-payment-intent. The amount is the product's current price, less an applied
 * code; an intent this page holds from before a price change is cancelled and replaced at today's
 * price, said so with `priceChanged` (decision 301), and a product taken off sale gets no new
 * intent (409, decision 214). A signed-in
 * buyer always pays for their own account (the e-mail in the body is ignored). When the page
 * already holds an intent (its client secret proves it), that intent is updated in place.
 */
export async function startCheckout(input: StartCheckoutInput, session: SessionUser | null, clientIp: string): Promise<StartCheckoutResult> {
  // Each call may create a Stripe object: bounded per address.
  await throttle("checkoutPerIp", clientIp);
  const { product, price } = await onSaleProduct(input.productId);
  // The page's first call carries no client secret: a checkout was opened (the operator's funnel).
  if (!input.clientSecret) await countCheckoutStage("checkout-opened");
  const email = (session?.user.email ?? input.email)?.toLowerCase();

  const replacedId = input.clientSecret ? intentIdFromClientSecret(input.clientSecret) : undefined;
  const previous = input.clientSecret ? await pageIntent(input.clientSecret) : null;
  // Made at a price that is no longer today's (and not paid): never reused, and the page says so.
  const priceChanged = Boolean(previous?.priceId && previous.priceId !== price.id && previous.productUuid === product.uuid && previous.status !== "succeeded");
  let intent = previous && UPDATABLE_STATUSES.has(previous.status) ? previous : null;
  if (intent && intent.priceId !== price.id) {
    await cancelCheckoutIntent(intent);
    intent = null;
  }
  // The code is checked before the page's intent is touched: a wrong code changes nothing.
  const held = intent ? await activeHoldOf(intent.id) : null;
  const code = input.discountCode?.trim().toUpperCase();
  const keepsHold = Boolean(code && held && held.code.code === code);
  const quote = code && !keepsHold ? await quoteDiscount(code, product, clientIp) : null;
  if (intent && (intent.productUuid !== product.uuid || (held !== null) !== Boolean(code) || quote)) {
    await cancelCheckoutIntent(intent);
    intent = null;
  }
  const gateway = paymentGateway();
  const base = { priceChanged, mode: gateway.mode, ...gateway.browserConfig() };
  if (quote?.amountCents === 0) {
    return { ...base, ...priceOf(product, quote), free: true, clientSecret: null, paymentIntentId: null };
  }
  if (intent && (intent.email ?? undefined) !== email) intent = await updateIntentEmail(intent, email);
  if (!intent) {
    intent = await discountedIntent(quote, clientIp, email, (discount) =>
      createIntent({ product, price, email, userId: session?.user.id, checkoutId: input.checkoutId, discount, replaces: replacedId }),
    );
    await countCheckoutStage("intent-created");
  }
  // An intent made before a price change is priced from its own row, not today's.
  const baseCents =
    intent.priceId === price.id ? price.amountCents : ((await priceOfIntent(product.id, intent.priceId, intent.amountCents))?.amountCents ?? price.amountCents);
  const discountCents = baseCents - intent.amountCents;
  return {
    ...base,
    baseCents,
    discountCents,
    amountCents: intent.amountCents,
    currency: product.currency,
    discountCode: discountCents > 0 ? (quote?.code ?? held?.code.code ?? null) : null,
    free: false,
    clientSecret: intent.clientSecret,
    paymentIntentId: intent.id,
  };
}

function priceOf(product: Product, quote: DiscountQuote): CheckoutPrice {
  return {
    baseCents: product.priceInCents,
    discountCents: quote.discountCents,
    amountCents: quote.amountCents,
    currency: product.currency,
    discountCode: quote.code,
  };
}

// The hold is taken before the intent exists (so the 11th of 10 is refused before Stripe is
// asked), then names the intent; a failed create gives the code back.
async function discountedIntent(
  quote: DiscountQuote | null,
  clientIp: string,
  email: string | undefined,
  create: (discount?: { code: string; holdId: string; amountCents: number }) => Promise<CheckoutIntent>,
) {
  if (!quote) return create();
  const hold = await holdDiscount(quote, clientIp, undefined, email);
  try {
    const intent = await create({ code: quote.code, holdId: hold.id, amountCents: quote.amountCents });
    await attachHold(hold.id, intent.id);
    return intent;
  } catch (error) {
    await releaseHold({ id: hold.id });
    throw error;
  }
}

// The intent the client secret names, in whatever state, if the secret is genuine.
async function pageIntent(clientSecret: string) {
  const id = intentIdFromClientSecret(clientSecret);
  const intent = id ? await retrieveIntent(id) : null;
  return intent && intent.clientSecret === clientSecret ? intent : null;
}
