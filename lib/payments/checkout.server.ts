import "server-only";
import { env } from "@/lib/env";
import { ConflictError, NotFoundError } from "@/lib/api/errors";
import { throttle } from "@/lib/policy/throttle.server";
import type { SessionUser } from "@/lib/auth/session.server";
import { findProductByUuid } from "./catalog";
import { activePriceFor, NOT_ON_SALE_MESSAGE } from "./products.server";
import { paymentMode } from "./stripe.server";
import { cancelIntent, createIntent, retrieveIntent, updateIntentEmail } from "./intents.server";
import { intentIdFromClientSecret, UPDATABLE_STATUSES } from "./checkout-intent.server";
import { countCheckoutStage } from "./checkout-funnel.server";

export type StartCheckoutInput = { email?: string; productId: string; clientSecret?: string; checkoutId?: string };

export type StartCheckoutResult = {
  clientSecret: string;
  /** What this intent charges, set when it was made: the pay button shows it. */
  amountCents: number;
  currency: string;
  paymentIntentId: string;
  mode: "stripe" | "demo";
  publishableKey: string | null;
  /** Where the browser loads Stripe.js from when it is not js.stripe.com (a local stand-in). */
  stripeJsUrl: string | null;
};

/**
 * POST /api/create-guest-payment-intent. The amount is the product's current price (an intent
 * this page already holds keeps the amount it was made with), and a product taken off sale gets
 * no new intent (409). A signed-in
 * buyer always pays for their own account (the e-mail in the body is ignored). When the page
 * already holds an intent (its client secret proves it), that intent is updated in place.
 */
export async function startCheckout(input: StartCheckoutInput, session: SessionUser | null, clientIp: string): Promise<StartCheckoutResult> {
  // Each call may create a Stripe object: bounded per address.
  await throttle("checkoutPerIp", clientIp);
  const product = findProductByUuid(input.productId);
  if (!product) throw new NotFoundError("Product not found for UUID");
  const price = await activePriceFor(product.id);
  if (!price) throw new ConflictError(NOT_ON_SALE_MESSAGE);
  // The page's first call carries no client secret: a checkout was opened (the operator's funnel).
  if (!input.clientSecret) await countCheckoutStage("checkout-opened");
  const email = (session?.user.email ?? input.email)?.toLowerCase();

  let intent = input.clientSecret ? await reusableIntent(input.clientSecret) : null;
  if (intent && intent.productUuid !== product.uuid) {
    await cancelIntent(intent);
    intent = null;
  }
  if (intent && (intent.email ?? undefined) !== email) intent = await updateIntentEmail(intent, email);
  if (!intent) {
    intent = await createIntent({ product, price, email, userId: session?.user.id, checkoutId: input.checkoutId });
    await countCheckoutStage("intent-created");
  }

  return {
    clientSecret: intent.clientSecret,
    paymentIntentId: intent.id,
    amountCents: intent.amountCents,
    currency: intent.currency,
    mode: paymentMode(),
    publishableKey: paymentMode() === "stripe" ? (env().STRIPE_PUBLISHABLE_KEY ?? null) : null,
    stripeJsUrl: paymentMode() === "stripe" ? (env().STRIPE_JS_URL ?? null) : null,
  };
}

// The intent the client secret names, if the secret is genuine and the intent can still change.
async function reusableIntent(clientSecret: string) {
  const id = intentIdFromClientSecret(clientSecret);
  const intent = id ? await retrieveIntent(id) : null;
  if (!intent || intent.clientSecret !== clientSecret || !UPDATABLE_STATUSES.has(intent.status)) return null;
  return intent;
}
