// CI: the README's first command as a newcomer runs it. `npm start` on a fresh embedded
// database with PORT=3917 and no APP_URL must answer /api/ready, sell the course in demo mode
// with the receipt's link on port 3917 (not 3000), and a second `npm start` on the same data
// folder must exit at once with the message naming the first. Exits non-zero otherwise.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const PORT = 3917;
const base = `http://localhost:${PORT}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), "ais-embedded-"));
const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, APP_ENV: "development" };
for (const name of ["APP_URL", "DATABASE_URL", "STRIPE_SECRET_KEY", "SMTP_URL", "JOB_WORKER"]) delete env[name];

function start(port: number) {
  const child = spawn("npm", ["start"], { env: { ...env, PORT: String(port) }, stdio: ["ignore", "pipe", "pipe"], detached: true });
  let output = "";
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  return { child, output: () => output };
}

const stop = (child: ChildProcess) => {
  try {
    process.kill(-child.pid!, "SIGTERM");
  } catch {
    // already gone
  }
};

async function waitFor<T>(what: string, seconds: number, probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`timed out after ${seconds} s waiting for ${what}`);
}

async function post(pathname: string, body: unknown) {
  const res = await fetch(base + pathname, { method: "POST", headers: { "content-type": "application/json", origin: base }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${pathname}: ${res.status} ${await res.text()}`);
  return res.json();
}

async function main() {
  const first = start(PORT);
  try {
    await waitFor("/api/ready", 300, async () => ((await fetch(`${base}/api/ready`)).ok ? true : undefined));
    console.log(`npm start serves ${base} on the embedded database`);

    const { AI_ASSISTED_PRODUCT_UUID } = await import("@/lib/catalog/catalog");
    const { clientSecret } = await post("/api/create-guest-payment-intent", { email: "newcomer@example.com", productId: AI_ASSISTED_PRODUCT_UUID });
    const { paymentIntentId } = await post("/api/demo-payments/confirm", { clientSecret });
    const confirmed = await post("/api/confirm-guest-payment", { paymentIntentId });
    console.log(`demo purchase: ${confirmed.message}`);
    const link = await waitFor("the receipt in the server log", 30, async () => first.output().match(/http:\/\/localhost:\d+\/\S*/)?.[0]);
    if (!link.startsWith(`${base}/`)) throw new Error(`the receipt links to ${link}, not to port ${PORT}`);
    console.log(`the receipt links to ${link}`);

    const second = start(PORT + 1);
    const code = await waitFor("the second npm start to exit", 120, async () => second.child.exitCode ?? undefined);
    const message = second.output().match(/The embedded database .*DATABASE_URL\./)?.[0];
    if (code === 0 || !message) throw new Error(`the second npm start exited ${code} without the lock message:\n${second.output()}`);
    console.log(`a second npm start exits ${code}: ${message}`);
  } finally {
    stop(first.child);
    await new Promise((r) => setTimeout(r, 1000));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(`embedded smoke test failed: ${(error as Error).message}`);
    process.exit(1);
  },
);
