// `npm run bench`: throughput and latency of the main endpoints against `next start` on
// PostgreSQL, each as a ratio of a bare route handler at the same concurrency and judged against
// issue 21's goals, then the scenarios (scenarios/index.ts) on a server whose queries are counted.
// Writes its report at the top of docs/performance.md (between marks; the rest is kept). Options: --duration <s> (default 5), --repeat <n> (default 1; the
// median run counts), --build (rebuild first), --before <dir>: also serve that checkout's build
// (`next build` there first), on its own database, interleaving its rows with this checkout's.
// --only <text>: just the bare handler and the targets whose name holds <text>, no scenarios; the
// table is printed and docs/performance.md, a report of every target, is left as it is.
// --instances <n>: serve this checkout through n `next start` processes behind the round-robin
// proxy of the load and cluster runs (scripts/load/round-robin.ts), on PORT (the processes on
// PORT+3...); the --before side keeps one. Each row's console line and the report's notes give the
// server CPU per request (scripts/lib/process-cpu.ts), summed over the processes.
// BENCH_PG_URL names the PostgreSQL server.
import autocannon from "autocannon";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  argText,
  argValue,
  BENCH_PG_URL,
  beforeCheckout,
  ensureBuild,
  freshDatabase,
  openAppDatabase,
  serverSecrets,
  startApp,
  type AppServer,
} from "../lib/app-server";
import { startPgCounter } from "../lib/pg-counter";
import { processesCpuMs } from "../lib/process-cpu";
import { startRoundRobin } from "../load/round-robin";
import { targets, type Seeded, type Target } from "./targets";
import { renderReport, spliceReport, type Row, type ScenarioReport, type Server } from "./report";
import { scenarios } from "./scenarios";
import { seedBuyer } from "./seed";
import { combine, type Tally } from "./verdict";

process.env.APP_ENV = "production";
const PG_URL = BENCH_PG_URL;
const REPORT_FILE = "docs/performance.md";
const PORT = Number(process.env.BENCH_PORT ?? 3920);
// This process seals the cookies the servers read, so it runs with their production settings.
process.env.APP_URL ??= `http://127.0.0.1:${PORT}`;
const DURATION = argValue("duration", 5);
const REPEAT = argValue("repeat", 1);
const BEFORE = beforeCheckout();
const ONLY = argText("only");
const INSTANCES = argValue("instances", 1);
const CONNECTIONS = [1, 10, 50];
const PASSWORD = "bench-passphrase-2026";

type Database = Awaited<ReturnType<typeof openAppDatabase>>;
type Side = {
  server: Server;
  dir?: string;
  dbUrl: string;
  drop: () => Promise<void>;
  db: Database;
  app?: AppServer;
  pids?: number[];
  cookie: string;
  seeded: Seeded;
};

async function cookieFor(userId: string) {
  const { createSession, sessionCookieName } = await import("@/lib/auth/session.server");
  return `${sessionCookieName()}=${(await createSession(userId)).cookieValue}`;
}

/** The target as one side asks for it: a path naming seeded rows names that side's own. */
const onSide = (target: Target, side: { seeded: Seeded }): Target => (target.pathFor ? { ...target, path: target.pathFor(side.seeded) } : target);

/** The bench buyer (50 characters) and 300 users to sign in, in the database installed in this process. */
async function seed() {
  const { prisma } = await import("@/lib/db/client.server");
  const { hashPassword } = await import("@/lib/auth/password.server");
  const passwordHash = await hashPassword(PASSWORD);
  const user = await seedBuyer("bench@example.com", 50, passwordHash);
  const emails = Array.from({ length: 300 }, (_, i) => `login-${i}@example.com`);
  await prisma().user.createMany({ data: emails.map((email) => ({ email, passwordHash })) });
  const seeded: Seeded = {
    characterId: (await prisma().character.findFirstOrThrow({ where: { userId: user.id }, orderBy: { name: "asc" }, select: { id: true } })).id,
    lessonSlug: (await prisma().courseLesson.findFirstOrThrow({ where: { status: "published" }, orderBy: { slug: "asc" }, select: { slug: true } })).slug,
  };
  return { cookie: await cookieFor(user.id), emails, seeded };
}

async function measure(
  app: AppServer,
  target: Target,
  cookie: string,
  connections: number,
  duration: number,
  pids: number[] = [],
): Promise<Tally & { cpuMs: number | null }> {
  const cpuBefore = processesCpuMs(pids);
  const headers: Record<string, string> = target.signedIn ? { cookie } : {};
  let i = 0;
  const method = target.method ?? "GET";
  const r = await autocannon({
    url: app.url + target.path,
    connections,
    duration,
    timeout: 10,
    requests: [
      target.vary ? { method, headers, setupRequest: (req) => ({ ...req, method, ...withHeaders(target.vary!(i++), headers) }) } : { method, headers },
    ],
  });
  const cpuAfter = processesCpuMs(pids);
  const answered = r["2xx"] + r.non2xx;
  return {
    cpuMs: cpuBefore === null || cpuAfter === null || answered === 0 ? null : (cpuAfter - cpuBefore) / answered,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    requests: r["2xx"] + r.non2xx,
    ok: r["2xx"],
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  };
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

/** This checkout's side: a fresh database migrated and seeded from here. */
async function afterSide(): Promise<Side & { emails: string[] }> {
  const { url, drop } = await freshDatabase(PG_URL, "bench");
  const db = await openAppDatabase(url);
  return { server: "after", dbUrl: url, drop, db, ...(await seed()) };
}

/** The --before side: its own server migrates its own database (its schema, its indexes), then it is seeded from here. */
async function beforeSide(dir: string): Promise<Side> {
  if (!existsSync(path.join(dir, ".next", "BUILD_ID"))) throw new Error(`--before ${dir}: no production build there (run \`npx next build\` in it first)`);
  const { url, drop } = await freshDatabase(PG_URL, "bench_before");
  const app = await startApp(PORT + 1, url, {}, dir).catch(async (error) => {
    await drop();
    throw error;
  });
  const { openDatabase } = await import("@/lib/db/connect.server");
  const { installDatabase } = await import("@/lib/db/client.server");
  const db = openDatabase({ url });
  installDatabase(db);
  return { server: "before", dir, dbUrl: url, drop, db, app, pids: [app.process.pid!], ...(await seed()) };
}

/**
 * This checkout's server: one `next start` on PORT, or with --instances n, n of them behind the
 * round-robin proxy on PORT, which appends its own X-Forwarded-For entry (so two trusted hops).
 */
async function serveAfter(dbUrl: string): Promise<{ app: AppServer; pids: number[] }> {
  if (INSTANCES <= 1) {
    const app = await startApp(PORT, dbUrl);
    return { app, pids: [app.process.pid!] };
  }
  const apps: AppServer[] = [];
  for (let i = 0; i < INSTANCES; i++) apps.push(await startApp(PORT + 3 + i, dbUrl, { TRUSTED_PROXY_HOPS: "2" }));
  const balancer = await startRoundRobin(
    apps.map((a) => a.url),
    PORT,
  );
  const stop = async () => {
    await balancer.close();
    await Promise.all(apps.map((a) => a.stop()));
  };
  return { app: { url: balancer.url, port: PORT, process: apps[0].process, stop }, pids: apps.map((a) => a.process.pid!) };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function runScenarios(side: Side, reports: ScenarioReport[]) {
  const { installDatabase } = await import("@/lib/db/client.server");
  installDatabase(side.db);
  // A second server behind a counting proxy, so the counting hop does not slow the rows above.
  const pgUrl = new URL(side.dbUrl);
  const counter = await startPgCounter({ host: pgUrl.hostname, port: Number(pgUrl.port || 5432) });
  const counted = new URL(side.dbUrl);
  counted.port = String(counter.port);
  const app = await startApp(PORT + 2, counted.toString(), {}, side.dir);
  try {
    for (const s of scenarios) {
      const result = s.available() ? await s.run({ app, counter, server: side.server, cookieFor }) : null;
      reports.push({ title: s.title, server: side.server, result });
    }
  } finally {
    await app.stop();
    await counter.close();
  }
}

async function main() {
  ensureBuild();
  serverSecrets();
  const sides: Side[] = [];
  try {
    const after = await afterSide();
    sides.push(after);
    if (BEFORE) sides.push(await beforeSide(BEFORE));
    Object.assign(after, await serveAfter(after.dbUrl));
    const rows: Row[] = [];
    const notes: string[] = [];
    if (INSTANCES > 1)
      notes.push(`after: ${INSTANCES} \`next start\` processes behind the round-robin proxy (scripts/load/round-robin.ts); before: one process.`);
    const chosen = targets(after.emails, PASSWORD).filter((t) => !ONLY || t.kind === "baseline" || t.name.includes(ONLY));
    for (const target of chosen) {
      if (!target.available()) {
        notes.push(`${target.name}: skipped, the route is not in this checkout yet.`);
        continue;
      }
      for (const side of sides) await measure(side.app!, onSide(target, side), side.cookie, 10, 1); // warm-up: compile, JIT, connection pool
      const runs = new Map<string, Tally[]>();
      const cpu = new Map<Server, number[]>();
      for (let rep = 0; rep < REPEAT; rep++) {
        for (const connections of CONNECTIONS) {
          for (const side of sides) {
            await settle(side.app!);
            const { cpuMs, ...tally } = await measure(side.app!, onSide(target, side), side.cookie, connections, DURATION, side.pids);
            if (cpuMs !== null) cpu.set(side.server, [...(cpu.get(side.server) ?? []), cpuMs]);
            runs.set(`${side.server}|${connections}`, [...(runs.get(`${side.server}|${connections}`) ?? []), tally]);
            console.log(
              `${target.name} [${side.server}] c=${connections}: ${tally.rps} req/s p50 ${tally.p50} ms p99 ${tally.p99} ms 2xx ${tally.ok} non-2xx ${tally.non2xx} server CPU ${cpuMs?.toFixed(2) ?? "n/a"} ms/request`,
            );
          }
        }
      }
      for (const side of sides) {
        const perRequest = cpu.get(side.server);
        const processes = side.pids?.length ?? 1;
        if (perRequest?.length)
          notes.push(
            `${target.name} [${side.server}, ${processes} process${processes > 1 ? "es" : ""}]: server CPU ${median(perRequest).toFixed(2)} ms per request (median of ${perRequest.length} rows, all connection counts).`,
          );
      }
      for (const connections of CONNECTIONS) {
        for (const side of sides) rows.push({ target, connections, server: side.server, tally: combine(runs.get(`${side.server}|${connections}`)!) });
      }
    }
    for (const side of sides) await side.app?.stop();
    const reports: ScenarioReport[] = [];
    if (!ONLY) for (const side of sides) await runScenarios(side, reports);
    const { markdown, overall } = renderReport({
      rows,
      scenarios: reports,
      notes,
      duration: DURATION,
      repeat: REPEAT,
      cpus: os.cpus().length,
      node: process.version,
    });
    // The generated report replaces the last one; the hand-written history after it stays.
    if (!ONLY) writeFileSync(REPORT_FILE, spliceReport(existsSync(REPORT_FILE) ? readFileSync(REPORT_FILE, "utf8") : "", markdown));
    console.log(markdown);
    if (overall === "FAIL") process.exitCode = 1;
  } finally {
    for (const side of sides) {
      await side.app?.stop();
      await side.db.close().catch(() => {});
      await side.drop();
    }
  }
}

main().then(
  () => process.exit(process.exitCode ?? 0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
