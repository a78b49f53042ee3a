// `npm run bench`: throughput and latency of the main endpoints against `next start` on
// PostgreSQL, each as a ratio of a bare route handler at the same concurrency, plus how the
// characters list grows with the number of characters. Writes docs/performance.md.
// Options: --duration <s> (default 5), --build (rebuild first). BENCH_PG_URL names the server.
import autocannon, { type Result } from "autocannon";
import { writeFileSync } from "node:fs";
import os from "node:os";
import { argValue, ensureBuild, freshDatabase, openAppDatabase, startApp, type AppServer } from "../lib/app-server";
import { startPgCounter } from "../lib/pg-counter";
import { targets, type Target } from "./targets";
import { measureGrowth, renderReport, type Row } from "./report";

process.env.APP_ENV = "production";
const PG_URL = process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const PORT = Number(process.env.BENCH_PORT ?? 3920);
const DURATION = argValue("duration", 5);
const CONNECTIONS = [1, 10, 50];
const PASSWORD = "bench-passphrase-2026";

async function seed(databaseUrl: string) {
  await openAppDatabase(databaseUrl);
  const { prisma } = await import("@/lib/db/client.server");
  const { createSession, sessionCookieName } = await import("@/lib/auth/session.server");
  const { hashPassword } = await import("@/lib/auth/password.server");
  const passwordHash = await hashPassword(PASSWORD);
  const user = await prisma().user.create({ data: { email: "bench@example.com", passwordHash } });
  await prisma().character.createMany({ data: Array.from({ length: 50 }, (_, i) => ({ userId: user.id, name: `Character ${i + 1}` })) });
  const emails = Array.from({ length: 300 }, (_, i) => `login-${i}@example.com`);
  await prisma().user.createMany({ data: emails.map((email) => ({ email, passwordHash })) });
  const cookie = `${sessionCookieName()}=${(await createSession(user.id)).cookieValue}`;
  return { cookie, emails };
}

async function measure(app: AppServer, target: Target, cookie: string, connections: number, duration: number): Promise<Result> {
  const headers: Record<string, string> = target.signedIn ? { cookie } : {};
  let i = 0;
  const method = target.method ?? "GET";
  return autocannon({
    url: app.url + target.path,
    connections,
    duration,
    timeout: 10,
    requests: [
      target.vary ? { method, headers, setupRequest: (req) => ({ ...req, method, ...withHeaders(target.vary!(i++), headers) }) } : { method, headers },
    ],
  });
}

/** Waits (up to 30 s) until the server answers promptly again, so one row's backlog does not bleed into the next. */
async function settle(app: AppServer) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const t0 = performance.now();
    await fetch(`${app.url}/api/health`).then(
      (r) => r.arrayBuffer(),
      () => null,
    );
    if (performance.now() - t0 < 200) return;
    await new Promise((r) => setTimeout(r, 500));
  }
}

function withHeaders(v: { body: string; headers: Record<string, string> }, base: Record<string, string>) {
  return { body: v.body, headers: { ...base, ...v.headers } };
}

async function main() {
  ensureBuild();
  const db = await freshDatabase(PG_URL, "bench");
  let app: AppServer | undefined;
  try {
    const { cookie, emails } = await seed(db.url);
    app = await startApp(PORT, db.url);
    const rows: Row[] = [];
    const notes: string[] = [];
    for (const target of targets(emails, PASSWORD)) {
      if (!target.available()) {
        notes.push(`${target.name}: skipped, the route is not in this checkout yet.`);
        continue;
      }
      await settle(app);
      await measure(app, target, cookie, 10, 1); // warm-up: compile, JIT, connection pool
      for (const connections of CONNECTIONS) {
        await settle(app);
        const r = await measure(app, target, cookie, connections, DURATION);
        rows.push({ target, connections, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors + r.timeouts });
        console.log(`${target.name} c=${connections}: ${r.requests.average} req/s p50 ${r.latency.p50} ms p99 ${r.latency.p99} ms non-2xx ${r.non2xx}`);
      }
    }
    await app.stop();
    app = undefined;

    // Growth, through a counting proxy in front of PostgreSQL (a second server, so the counting
    // hop does not slow the figures above).
    const pgUrl = new URL(db.url);
    const counter = await startPgCounter({ host: pgUrl.hostname, port: Number(pgUrl.port || 5432) });
    const counted = new URL(db.url);
    counted.port = String(counter.port);
    app = await startApp(PORT, counted.toString());
    const growth = await measureGrowth(app, counter);
    await counter.close();
    const report = renderReport({ rows, growth, notes, duration: DURATION, cpus: os.cpus().length, node: process.version });
    writeFileSync("docs/performance.md", report);
    console.log(report);
  } finally {
    await app?.stop();
    const { database } = await import("@/lib/db/client.server");
    await database()
      .close()
      .catch(() => {});
    await db.drop();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
