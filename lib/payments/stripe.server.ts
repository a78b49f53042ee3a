import "server-only";
import Stripe from "stripe";
import { env } from "@/lib/env";

export type PaymentMode = "stripe" | "demo";

/** Demo mode is exactly "no secret key configured"; with a key, every request goes to Stripe. */
export function paymentMode(): PaymentMode {
  return env().STRIPE_SECRET_KEY ? "stripe" : "demo";
}

/** What the checkout page needs to load Stripe's own payment form. */
export const stripeBrowserConfig = () => ({ publishableKey: env().STRIPE_PUBLISHABLE_KEY ?? null, stripeJsUrl: env().STRIPE_JS_URL ?? null });

let cached: Stripe | undefined;

/**
 * The Stripe client. STRIPE_API_BASE (e.g. http://127.0.0.1:3301) points it at a local stand-in;
 * unset, it talks to api.stripe.com. Network retries are off: callers send idempotency keys and
 * the browser retries a whole step instead.
 */
export function stripe(): Stripe {
  const { STRIPE_SECRET_KEY, STRIPE_API_BASE } = env();
  if (!STRIPE_SECRET_KEY) throw new Error("Stripe is not configured (STRIPE_SECRET_KEY is unset)");
  if (cached) return cached;
  const base = STRIPE_API_BASE ? new URL(STRIPE_API_BASE) : undefined;
  cached = new Stripe(STRIPE_SECRET_KEY, {
    maxNetworkRetries: 0,
    timeout: 20_000,
    ...(base && {
      host: base.hostname,
      port: base.port || (base.protocol === "http:" ? 80 : 443),
      protocol: base.protocol === "http:" ? "http" : "https",
    }),
  });
  return cached;
}
