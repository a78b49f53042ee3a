// `npm run load [-- --seconds 60 --buyers 50 --instances 2]`: simulated buyers against `next
// start` on loopback and a fresh PostgreSQL database (LOAD_PG_URL), then a check that every
// acknowledged write is stored exactly once. With --instances 2, two servers behind the
// round-robin proxy share the database. Exits non-zero on any 5xx or lost/duplicated write.
import { argValue, ensureBuild, freshDatabase, hasRoute, openAppDatabase, startApp, type AppServer } from "../lib/app-server";
import { startRoundRobin } from "./round-robin";
import { describeTally, seedBuyers, simulateBuyers } from "./simulate";
import { verifyLedger } from "./verify";

process.env.APP_ENV = "production";
const PG_URL = process.env.LOAD_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const PORT = Number(process.env.LOAD_PORT ?? 3940);

async function main() {
  const seconds = argValue("seconds", 60);
  const buyers = argValue("buyers", 50);
  const instances = argValue("instances", 1);
  if (!hasRoute("/api/login") || !hasRoute("/api/user/characters")) {
    console.log("note: sign-in or studio routes are not in this checkout yet; buyers exercise what exists.");
  }
  ensureBuild();
  const db = await freshDatabase(PG_URL, "load");
  const apps: AppServer[] = [];
  let balancer: Awaited<ReturnType<typeof startRoundRobin>> | undefined;
  let failed = false;
  try {
    await openAppDatabase(db.url);
    const emails = await seedBuyers(buyers);
    // Behind the round-robin proxy each simulated buyer's own X-Forwarded-For entry stands for
    // the outer load balancer's, and the proxy appends one more: two trusted hops.
    for (let i = 0; i < instances; i++) apps.push(await startApp(PORT + 1 + i, db.url, instances > 1 ? { TRUSTED_PROXY_HOPS: "2" } : {}));
    balancer = instances > 1 ? await startRoundRobin(apps.map((a) => a.url), PORT) : undefined;
    const base = balancer?.url ?? apps[0].url;
    console.log(`${buyers} buyers for ${seconds} s against ${base} (${instances} instance${instances > 1 ? "s" : ""})`);
    const { ledger, tally, seconds: took } = await simulateBuyers(base, emails, seconds);
    console.log(describeTally(tally, took));
    const check = await verifyLedger(ledger, emails);
    console.log(`database: ${check.characters} characters for ${check.acknowledgedCharacters} acknowledged creates, ${check.acknowledgedLinks} acknowledged social links`);
    const fiveXx = [...tally.byStatus].filter(([s]) => s >= 500).reduce((n, [, c]) => n + c, 0);
    if (fiveXx > 0) check.problems.unshift(`${fiveXx} responses were 5xx`);
    if (tally.networkErrors > 0) check.problems.unshift(`${tally.networkErrors} requests failed without an answer`);
    failed = check.problems.length > 0;
    console.log(failed ? `FAIL\n- ${check.problems.slice(0, 20).join("\n- ")}` : "PASS: zero 5xx, every acknowledged write stored once with its content");
  } finally {
    await balancer?.close();
    await Promise.all(apps.map((a) => a.stop()));
    const { database } = await import("@/lib/db/client");
    await database().close().catch(() => {});
    await db.drop();
  }
  process.exit(failed ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
