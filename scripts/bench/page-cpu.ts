// `npm run bench:page-cpu -- [--before <dir>] [--requests n] [--rounds n] [--flight] [path ...]`: the server
// CPU each signed-in page costs, as milliseconds per request read from /proc (scripts/lib/process-cpu.ts),
// beside the static landing page and the bare handler, on a buyer with 50 characters. With
// --before, that checkout's build (`next build` there first) is measured too, the two servers
// started in turn on the same database in every round. --flight: each page a second time as the
// Flight payload alone (the `RSC: 1` request of a client-side navigation), so the difference is
// what the HTML render and the inlined Flight data cost. Prints the median of the rounds per page.
// Why: on the shared 2-core machine req/s and p99 move with everything else that runs; where the
// CPU goes (the framework's dynamic render, common to every signed-in page, or the page's own
// work) is what decides whether a page can be made faster in one process (decision 235).
import autocannon from "autocannon";
import { argValue, BENCH_PG_URL, beforeCheckout, ensureBuild, freshDatabase, openAppDatabase, serverSecrets, startApp } from "../lib/app-server";
import { processesCpuMs } from "../lib/process-cpu";
import { seedBuyer } from "./seed";

process.env.APP_ENV = "production";
const PG_URL = BENCH_PG_URL;
const PORT = Number(process.env.BENCH_PORT ?? 3920);
process.env.APP_URL ??= `http://127.0.0.1:${PORT}`;
const REQUESTS = argValue("requests", 600);
const ROUNDS = argValue("rounds", 3);
const BEFORE = beforeCheckout();
const named = process.argv.slice(2).filter((a) => a.startsWith("/") && a !== BEFORE);
const PAGES = named.length ? named : ["/api/health", "/", "/user/dashboard", "/user/characters", "/user/course"];
// A Flight request is named by the suffix " (Flight)" after its path.
const FLIGHT = " (Flight)";
const PATHS = process.argv.includes("--flight") ? PAGES.flatMap((p) => [p, p + FLIGHT]) : PAGES;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  ensureBuild();
  serverSecrets();
  const { url, drop } = await freshDatabase(PG_URL, "bench_cpu");
  const db = await openAppDatabase(url);
  const checkouts = [{ name: "after", dir: process.cwd() }, ...(BEFORE ? [{ name: "before", dir: BEFORE }] : [])];
  const figures = new Map<string, number[]>();
  try {
    const user = await seedBuyer("bench@example.com", 50);
    const { createSession, sessionCookieName } = await import("@/lib/auth/session.server");
    const cookie = `${sessionCookieName()}=${(await createSession(user.id)).cookieValue}`;
    for (let round = 0; round < ROUNDS; round++) {
      for (const checkout of checkouts) {
        const app = await startApp(PORT, url, {}, checkout.dir);
        try {
          for (const page of PATHS) {
            const flight = page.endsWith(FLIGHT);
            const headers: Record<string, string> = flight ? { cookie, rsc: "1" } : { cookie };
            // Next answers a Flight request without its cache-busting `_rsc` parameter with a
            // redirect to the URL that has it: ask once and measure that URL.
            const url = flight ? (await fetch(app.url + page.replace(FLIGHT, ""), { headers })).url : app.url + page;
            const target = { url, connections: 10, headers };
            await autocannon({ ...target, amount: Math.ceil(REQUESTS / 2) }); // warm-up: JIT, pool, caches
            const before = processesCpuMs([app.process.pid!]);
            const r = await autocannon({ ...target, amount: REQUESTS });
            const after = processesCpuMs([app.process.pid!]);
            if (before === null || after === null) throw new Error("this script reads /proc: Linux only");
            if (r["2xx"] !== REQUESTS) throw new Error(`${page} on ${checkout.name}: ${r["2xx"]} of ${REQUESTS} requests answered 2xx`);
            const perRequest = (after - before) / REQUESTS;
            const key = `${checkout.name} ${page}`;
            figures.set(key, [...(figures.get(key) ?? []), perRequest]);
            console.log(`round ${round + 1} ${key}: ${perRequest.toFixed(2)} ms CPU per request (${r.requests.average} req/s, p99 ${r.latency.p99} ms)`);
          }
        } finally {
          await app.stop();
        }
      }
    }
    console.log(`\n| Page | ${checkouts.map((c) => `${c.name} ms CPU/request`).join(" | ")} |\n|---|${checkouts.map(() => "---:").join("|")}|`);
    for (const page of PATHS) console.log(`| ${page} | ${checkouts.map((c) => median(figures.get(`${c.name} ${page}`)!).toFixed(2)).join(" | ")} |`);
  } finally {
    await db.close().catch(() => {});
    await drop();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
