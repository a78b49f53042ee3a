// Shared by the bench, load and fault scripts: a fresh PostgreSQL database, a production build,
// `next start` processes on loopback, and the app's own modules opened on the same database
// (for seeding and for checking what was written).
import { spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { spawnNextStart } from "./next-start";

/**
 * Secrets shared by the script and the servers it starts, so cookies sealed here are read there.
 * The harness runs APP_ENV=production without Stripe or SMTP, which production allows only as a
 * declared demo (DEMO_MODE=1, decision 096), in this process and in the servers.
 */
export function serverSecrets() {
  process.env.SESSION_SECRET ??= randomBytes(48).toString("base64");
  process.env.ENCRYPTION_KEY ??= randomBytes(32).toString("base64");
  process.env.DEMO_MODE ??= "1";
  return { SESSION_SECRET: process.env.SESSION_SECRET, ENCRYPTION_KEY: process.env.ENCRYPTION_KEY, DEMO_MODE: process.env.DEMO_MODE };
}

export async function freshDatabase(serverUrl: string, prefix: string) {
  const name = `${prefix}_${Date.now()}_${randomBytes(3).toString("hex")}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), name, drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

/** Builds once when there is no production build (or when --build is passed). */
export function ensureBuild(force = process.argv.includes("--build")) {
  if (!force && existsSync(".next/BUILD_ID")) return;
  console.log("building (npx next build)...");
  const result = spawnSync("npx", ["next", "build"], { stdio: "inherit" });
  if (result.status !== 0) throw new Error("next build failed");
}

export type AppServer = { url: string; port: number; process: ChildProcess; stop(): Promise<void> };

/**
 * `next start` on 127.0.0.1:port against databaseUrl; resolves once /api/health answers. `cwd`
 * serves another checkout's build (the bench's --before), which migrates its own database.
 */
export async function startApp(port: number, databaseUrl: string, extraEnv: Record<string, string> = {}, cwd?: string): Promise<AppServer> {
  const url = `http://127.0.0.1:${port}`;
  const child = spawnNextStart(["-H", "127.0.0.1", "-p", String(port)], {
    cwd,
    stdio: ["ignore", "ignore", "inherit"],
    // The scripts stand in for many clients from loopback: each request's own X-Forwarded-For
    // plays the entry a load balancer would append, so one trusted hop (decision 090). A
    // script that adds a proxy of its own (load --instances 2) passes one more.
    env: { ...process.env, ...serverSecrets(), APP_ENV: "production", APP_URL: url, DATABASE_URL: databaseUrl, TRUSTED_PROXY_HOPS: "1", ...extraEnv },
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
      setTimeout(() => child.kill("SIGKILL"), 5000).unref();
    });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start on ${port} exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { url, port, process: child, stop };
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`next start on ${port} did not answer /api/health within 60 s`);
}

/** The app's database modules in this process, opened on databaseUrl (migrated on open). */
export async function openAppDatabase(databaseUrl: string) {
  serverSecrets();
  const { openAndMigrate } = await import("@/lib/db/connect.server");
  const { installDatabase } = await import("@/lib/db/client.server");
  const db = await openAndMigrate({ url: databaseUrl });
  installDatabase(db);
  return db;
}

/** True when the app has a route file for the path (features land on their own branches). */
export function hasRoute(apiPath: string) {
  return existsSync(`app${apiPath}/route.ts`);
}

export function argValue(name: string, fallback: number) {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}

/** The word after `--name` on the command line, or null. */
export function argText(name: string): string | null {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? null) : null;
}

/** The PostgreSQL server the bench scripts make their databases on (BENCH_PG_URL). */
export const BENCH_PG_URL = process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** --before <dir>: another checkout whose build a bench serves beside this one, or null. */
export function beforeCheckout(): string | null {
  const dir = argText("before");
  return dir ? path.resolve(dir) : null;
}
