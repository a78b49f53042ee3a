// The e2e web server: starts the local stand-ins of outside services, then `next start` (built
// beforehand) with its environment pointing at them and at a fresh PostgreSQL database.
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { APP_PORT, standInPorts } from "./ports";
import { startSmtpSink } from "../tests/stand-ins/smtp";
import { e2eMailDir } from "./mail";
import { createE2eDatabase, dropE2eDatabase } from "./database";
import { startStripeStandIn, STAND_IN_PUBLISHABLE_KEY, STAND_IN_SECRET_KEY } from "../tests/stand-ins/stripe";
import { startStripeJsStandIn } from "../tests/stand-ins/stripe-js";

type StandIn = { env: Record<string, string>; close(): Promise<void> };

async function startStandIns(): Promise<StandIn[]> {
  // Each outside service's stand-in (tests/stand-ins/) is started here and adds its env.
  rmSync(e2eMailDir(), { recursive: true, force: true });
  const smtp = await startSmtpSink(standInPorts.smtp, e2eMailDir());
  return [{ env: { SMTP_URL: smtp.url }, close: smtp.close }, await startPayments()];
}

// Payments run in demo mode (no Stripe key) unless E2E_PAYMENTS=stripe, which
// playwright.stripe.config.ts sets: then the Stripe API and Stripe.js stand-ins answer, and
// the API stand-in forwards signed webhooks to the app like `stripe listen --forward-to`.
async function startPayments(): Promise<StandIn> {
  if (process.env.E2E_PAYMENTS !== "stripe") {
    return { env: { STRIPE_SECRET_KEY: "", STRIPE_PUBLISHABLE_KEY: "", STRIPE_WEBHOOK_SECRET: "", STRIPE_API_BASE: "", STRIPE_JS_URL: "" }, close: async () => {} };
  }
  const webhookSecret = "whsec_e2e_standin";
  const api = await startStripeStandIn({ port: standInPorts.stripe, webhook: { url: `http://localhost:${APP_PORT}/api/stripe/webhook`, secret: webhookSecret } });
  const js = await startStripeJsStandIn({ port: standInPorts.stripeJs, stripeApiUrl: api.url });
  return {
    env: { STRIPE_SECRET_KEY: STAND_IN_SECRET_KEY, STRIPE_PUBLISHABLE_KEY: STAND_IN_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_API_BASE: api.url, STRIPE_JS_URL: js.scriptUrl },
    close: async () => {
      await Promise.all([api.close(), js.close()]);
    },
  };
}

async function main() {
  const databaseUrl = process.env.E2E_DATABASE_URL!;
  await createE2eDatabase(databaseUrl);
  const standIns = await startStandIns();
  const env = {
    ...process.env,
    DATA_DIR: path.join(os.tmpdir(), `ais-e2e-${APP_PORT}-${Date.now()}`),
    APP_URL: `http://localhost:${APP_PORT}`,
    APP_ENV: "test",
    DATABASE_URL: databaseUrl,
    ...Object.assign({}, ...standIns.map((s) => s.env)),
  };
  const server = spawn("npx", ["next", "start", "-p", String(APP_PORT)], { stdio: "inherit", env });
  const stop = async () => {
    server.kill("SIGTERM");
    await Promise.all(standIns.map((s) => s.close()));
    await dropE2eDatabase(databaseUrl).catch(() => {});
    process.exit(0);
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
  server.on("exit", (code) => process.exit(code ?? 1));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
