// `npm run load [-- --seconds 60 --buyers 50 --instances 2]`: simulated buyers, each owning a
// purchase made through the fulfilment a payment uses, against `next start` on loopback and a
// fresh PostgreSQL database (LOAD_PG_URL); then every acknowledged write is checked in the
// database. Prints PASS or FAIL (scripts/load/verdict.ts) and, last, one JSON line of figures.
import { argValue, ensureBuild, freshDatabase, openAppDatabase, startApp, type AppServer } from "../lib/app-server";
import { startRoundRobin } from "./round-robin";
import { seedBuyers, simulateBuyers } from "./simulate";
import { verifyLedger } from "./verify";
import { judge, report } from "./verdict";

process.env.APP_ENV = "production";
const PG_URL = process.env.LOAD_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const PORT = Number(process.env.LOAD_PORT ?? 3940);
// Links in the buyers' receipts, sent while seeding from this process.
process.env.APP_URL ??= `http://127.0.0.1:${PORT}`;

async function main() {
  const seconds = argValue("seconds", 60);
  const buyers = argValue("buyers", 50);
  const instances = argValue("instances", 1);
  ensureBuild();
  const db = await freshDatabase(PG_URL, "load");
  const apps: AppServer[] = [];
  let balancer: Awaited<ReturnType<typeof startRoundRobin>> | undefined;
  let passed = false;
  try {
    await openAppDatabase(db.url);
    const emails = await seedBuyers(buyers);
    // Each buyer's X-Forwarded-For entry stands for the outer load balancer's (one trusted hop);
    // behind the round-robin proxy, which appends one more, two.
    const hops = instances > 1 ? "2" : "1";
    for (let i = 0; i < instances; i++) apps.push(await startApp(PORT + 1 + i, db.url, { TRUSTED_PROXY_HOPS: hops }));
    balancer =
      instances > 1
        ? await startRoundRobin(
            apps.map((a) => a.url),
            PORT,
          )
        : undefined;
    const base = balancer?.url ?? apps[0].url;
    console.log(`${buyers} buyers for ${seconds} s against ${base} (${instances} instance${instances > 1 ? "s" : ""})`);
    const { ledger, tally, seconds: took } = await simulateBuyers(base, emails, seconds);
    const store = await verifyLedger(ledger, emails);
    console.log(`database: ${store.stored} of ${store.acknowledgedWrites} acknowledged writes stored as sent`);
    const result = judge({ answers: tally.answers, buyers, seconds: took, store, extraProblems: store.problems.slice(0, 10) });
    passed = result.verdict === "PASS";
    report(result, tally.answers);
  } finally {
    await balancer?.close();
    await Promise.all(apps.map((a) => a.stop()));
    const { database } = await import("@/lib/db/client.server");
    await database()
      .close()
      .catch(() => {});
    await db.drop();
  }
  process.exit(passed ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
