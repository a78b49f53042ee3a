// The e2e web server: starts the local stand-ins of outside services, then `next start` (built
// beforehand, and started as `npm start` starts it) with its environment pointing at them and at a fresh PostgreSQL database.
import { rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { APP_PORT, standInPorts } from "./ports";
import { spawnNextStart } from "../scripts/lib/next-start";
import { startDropbox } from "../tests/stand-ins/dropbox";
import { startGoogle } from "../tests/stand-ins/google";
import { startMicrosoft } from "../tests/stand-ins/microsoft";
import { startSmtpSink } from "../tests/stand-ins/smtp";
import { e2eMailDir, E2E_OPERATOR_EMAIL } from "./mail";
import { startOpenAiStandIn } from "../tests/stand-ins/openai";
import { startLeonardoStandIn } from "../tests/stand-ins/leonardo";
import { startElevenLabsStandIn } from "../tests/stand-ins/elevenlabs";
import { createE2eDatabase, dropE2eDatabase } from "./database";
import { createPrivateBuildRoot, removePrivateBuildRoot } from "./private-build";
import { startStripeStandIn, STAND_IN_PUBLISHABLE_KEY, STAND_IN_SECRET_KEY } from "../tests/stand-ins/stripe";
import { startStripeJsStandIn } from "../tests/stand-ins/stripe-js";

type StandIn = { env: Record<string, string>; close(): Promise<void> };

// E2E_INSTALL=default: the default install (`npm ci && npm start`): no Stripe, AI, drive or mail
// settings and no DEMO_MODE, so every outside service runs as its labelled demo (issue 44,
// e2e/*.default.spec.ts through playwright.default.config.ts). No stand-in is started.
const DEFAULT_INSTALL_ENV: Record<string, string> = Object.fromEntries(
  [
    "SMTP_URL",
    "OPERATOR_EMAIL",
    "DEMO_MODE",
    "AI_DEMO",
    "STRIPE_SECRET_KEY",
    "STRIPE_PUBLISHABLE_KEY",
    "STRIPE_WEBHOOK_SECRET",
    "STRIPE_API_BASE",
    "STRIPE_JS_URL",
    "OPENAI_API_KEY",
    "LEONARDO_API_KEY",
    "ELEVENLABS_API_KEY",
    "DROPBOX_CLIENT_ID",
    "DROPBOX_CLIENT_SECRET",
    "GOOGLE_CLIENT_ID",
    "GOOGLE_CLIENT_SECRET",
    "MICROSOFT_CLIENT_ID",
    "MICROSOFT_CLIENT_SECRET",
  ].map((name) => [name, ""]),
);

async function startStandIns(): Promise<StandIn[]> {
  if (process.env.E2E_INSTALL === "default") return [{ env: DEFAULT_INSTALL_ENV, close: async () => {} }];
  // Each outside service's stand-in (tests/stand-ins/) is started here and adds its env.
  rmSync(e2eMailDir(), { recursive: true, force: true });
  const smtp = await startSmtpSink(standInPorts.smtp, e2eMailDir());
  const storage = await Promise.all([startDropbox(standInPorts.dropbox), startGoogle(standInPorts.google), startMicrosoft(standInPorts.microsoft)]);
  // New contact-form leads are announced here (e2e/admin-leads.spec.ts reads the mail).
  return [{ env: { SMTP_URL: smtp.url, OPERATOR_EMAIL: E2E_OPERATOR_EMAIL }, close: smtp.close }, await startPayments(), await startAi(), ...storage];
}

// AI providers answer through their stand-ins unless E2E_AI=demo, which leaves every AI key
// unset so the labelled demo mode can be tested (e2e/ai-demo.spec.ts).
async function startAi(): Promise<StandIn> {
  if (process.env.E2E_AI === "demo") {
    return { env: { OPENAI_API_KEY: "", LEONARDO_API_KEY: "", ELEVENLABS_API_KEY: "" }, close: async () => {} };
  }
  const openai = await startOpenAiStandIn({ port: standInPorts.openai });
  const leonardo = await startLeonardoStandIn({ port: standInPorts.leonardo, pendingPolls: 3 });
  const elevenlabs = await startElevenLabsStandIn({ port: standInPorts.elevenlabs });
  return {
    env: {
      OPENAI_API_KEY: "sk-e2e",
      OPENAI_BASE_URL: openai.baseUrl,
      LEONARDO_API_KEY: leonardo.apiKey,
      LEONARDO_BASE_URL: leonardo.baseUrl,
      LEONARDO_POLL_INTERVAL_MS: "300",
      ELEVENLABS_API_KEY: elevenlabs.apiKey,
      ELEVENLABS_BASE_URL: elevenlabs.url,
    },
    close: async () => {
      await Promise.all([openai.close(), leonardo.close(), elevenlabs.close()]);
    },
  };
}

// Payments run in demo mode (no Stripe key) unless E2E_PAYMENTS=stripe, which
// playwright.stripe.config.ts sets: then the Stripe API and Stripe.js stand-ins answer, and
// the API stand-in forwards signed webhooks to the app like `stripe listen --forward-to`.
async function startPayments(): Promise<StandIn> {
  if (process.env.E2E_PAYMENTS !== "stripe") {
    // A demo-payments server is a declared demo, as a deployment without Stripe must be: every
    // page shows the demo banner (decision 096).
    return {
      env: { STRIPE_SECRET_KEY: "", STRIPE_PUBLISHABLE_KEY: "", STRIPE_WEBHOOK_SECRET: "", STRIPE_API_BASE: "", STRIPE_JS_URL: "", DEMO_MODE: "1" },
      close: async () => {},
    };
  }
  const webhookSecret = "whsec_e2e_standin";
  const api = await startStripeStandIn({
    port: standInPorts.stripe,
    webhook: { url: `http://localhost:${APP_PORT}/api/stripe/webhook`, secret: webhookSecret },
  });
  const js = await startStripeJsStandIn({ port: standInPorts.stripeJs, stripeApiUrl: api.url });
  return {
    env: {
      DEMO_MODE: "0",
      STRIPE_SECRET_KEY: STAND_IN_SECRET_KEY,
      STRIPE_PUBLISHABLE_KEY: STAND_IN_PUBLISHABLE_KEY,
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_BASE: api.url,
      STRIPE_JS_URL: js.scriptUrl,
    },
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
    DATA_DIR: process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `ais-e2e-${APP_PORT}-${Date.now()}`),
    APP_URL: `http://localhost:${APP_PORT}`,
    APP_ENV: "test",
    DATABASE_URL: databaseUrl,
    JOB_POLL_INTERVAL_MS: "200",
    ...Object.assign({}, ...standIns.map((s) => s.env)),
  };
  const root = createPrivateBuildRoot(process.cwd(), APP_PORT);
  const server = spawnNextStart(["-p", String(APP_PORT)], { stdio: "inherit", env, cwd: root });
  let stopping = false;
  // Playwright sends SIGTERM (gracefulShutdown): stop the app first, so its job worker never
  // polls a dropped database, then the stand-ins, then drop the run's database.
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    const exited = new Promise((resolve) => server.once("exit", resolve));
    server.kill("SIGTERM");
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    await Promise.all(standIns.map((s) => s.close()));
    await dropE2eDatabase(databaseUrl).catch(() => {});
    removePrivateBuildRoot(root);
    process.exit(0);
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
  server.on("exit", (code) => {
    if (stopping) return;
    removePrivateBuildRoot(root);
    process.exit(code ?? 1);
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
