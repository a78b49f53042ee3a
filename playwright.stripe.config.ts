import { defineConfig } from "@playwright/test";
import base from "./playwright.config";

// The same browser setup as playwright.config.ts, but the e2e server is started in Stripe mode
// (E2E_PAYMENTS=stripe in e2e/serve.ts: Stripe API + Stripe.js stand-ins, keys set), and only
// the *.stripe.spec.ts specs run. A separate config rather than a second webServer in the main
// one, so every other engineer's e2e run does not pay for a second `next start`.
// See docs/decisions/024-e2e-payment-modes.md.
const webServer = Array.isArray(base.webServer) ? base.webServer[0] : base.webServer!;

export default defineConfig({
  ...base,
  testIgnore: undefined,
  testMatch: "**/*.stripe.spec.ts",
  webServer: { ...webServer, env: { ...(process.env as Record<string, string>), E2E_PAYMENTS: "stripe" } },
});
