import { env, isProduction } from "@/lib/env";

// Only what the pages load: our own origin, Stripe.js and its frames, images over https (AI
// providers' CDNs). 'unsafe-inline' for scripts because the marketing pages are static and a
// per-request nonce would make them dynamic; object-src and base-uri shut the usual bypasses.
export function contentSecurityPolicy() {
  const stripeJs = env().STRIPE_JS_URL ? new URL(env().STRIPE_JS_URL!).origin : "";
  // Generated images are shown straight from the image provider's host (https in production;
  // a local stand-in's http origin in tests).
  const imageHost = new URL(env().LEONARDO_BASE_URL).origin;
  const devEval = process.env.NODE_ENV === "development" ? " 'unsafe-eval'" : "";
  return [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${devEval} https://js.stripe.com ${stripeJs}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https: ${imageHost}`,
    "font-src 'self' data:",
    "media-src 'self' data: blob:",
    `connect-src 'self' https://api.stripe.com https://m.stripe.network ${stripeJs}`.trim(),
    `frame-src 'self' https://js.stripe.com https://hooks.stripe.com ${stripeJs}`.trim(),
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
  ].join("; ");
}

let cached: Record<string, string> | undefined;

/** The headers proxy.ts sets on every response; built once, since the environment is read once. */
export function securityHeaders(): Record<string, string> {
  if (cached) return cached;
  const headers: Record<string, string> = {
    "Content-Security-Policy": contentSecurityPolicy(),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
  };
  if (isProduction()) headers["Strict-Transport-Security"] = "max-age=63072000; includeSubDomains; preload";
  cached = headers;
  return headers;
}
