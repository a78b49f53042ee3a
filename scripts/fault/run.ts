// `npm run fault`: the database goes away in the middle of the buyers' load test and comes back.
// Requests during the outage must get a prompt 503 { message } (no 500, no hang), the app must
// serve again within seconds of the database returning without a restart, and every write it
// acknowledged must be stored. Runs on a throwaway cluster (initdb in /tmp, port FAULT_PG_PORT).
// Prints PASS or FAIL (scripts/load/verdict.ts) and, last, one JSON line of figures.
import { ensureBuild, openAppDatabase, startApp, argValue, type AppServer } from "../lib/app-server";
import { seedBuyers, simulateBuyers } from "../load/simulate";
import { verifyLedger } from "../load/verify";
import { allowanceMargin, judge, report, type Answer, type Verdict } from "../load/verdict";
import { createCluster } from "./cluster";
import { recoverySeconds, startProbing, untilRecovered } from "./probe";

process.env.APP_ENV = "production";
const PG_PORT = Number(process.env.FAULT_PG_PORT ?? 3961);
const APP_PORT = Number(process.env.FAULT_PORT ?? 3960);
// Links in the buyers' receipts, sent while seeding from this process.
process.env.APP_URL ??= `http://127.0.0.1:${APP_PORT}`;
/** Seconds the app may take to serve again once the database is back. */
const RECOVERY_ALLOWED_S = 10;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function main() {
  // 20 s: the outage at 12 s finds the buyers past their sign-ins (p50 250 ms) and writing, and
  // the probes go on after the load until the app serves again or its 10 s are up. 45 s and 30 s
  // measured the same rate for 25 s and 10 s more of CI (issue 41); the floor follows the window.
  const seconds = argValue("seconds", 20);
  const buyers = argValue("buyers", 30);
  const outage = argValue("outage", 4);
  const stopAt = argValue("at", seconds * 0.6); // after the buyers' sign-ins, in the middle of their writes
  ensureBuild();
  const cluster = createCluster(PG_PORT);
  let app: AppServer | undefined;
  const problems: string[] = [];
  let result: Verdict | undefined;
  let answers: Answer[] = [];
  try {
    cluster.start();
    await openAppDatabase(cluster.url);
    const emails = await seedBuyers(buyers);
    const { prisma } = await import("@/lib/db/client.server");
    const { createSession, sessionCookieName } = await import("@/lib/auth/session.server");
    const watcher = await prisma().user.create({ data: { email: "watcher@fault.example.com" } });
    const cookie = `${sessionCookieName()}=${(await createSession(watcher.id)).cookieValue}`;
    app = await startApp(APP_PORT, cluster.url, { TRUSTED_PROXY_HOPS: "1" });

    const load = simulateBuyers(app.url, emails, seconds);
    const probing = startProbing(app.url, cookie);
    await sleep(stopAt * 1000);
    const { database } = await import("@/lib/db/client.server");
    await database().close(); // the script's own pool must not hold the stop up
    const down = Date.now();
    console.log("stopping PostgreSQL");
    cluster.stop();
    await sleep(outage * 1000);
    cluster.start();
    const up = Date.now();
    console.log(`PostgreSQL back after ${((up - down) / 1000).toFixed(1)} s`);
    const { ledger, tally, seconds: took } = await load;
    answers = tally.answers;
    // The allowance is judged whole: a window that ends sooner than 10 s after the return would
    // call a slow recovery none (a probe sent just before the limit may still answer in time).
    await untilRecovered(probing.probes, up, (RECOVERY_ALLOWED_S + 1) * 1000);
    await probing.stop();

    const during = probing.probes.filter((p) => p.at >= down + 200 && p.at + p.ms <= up);
    const statuses = [...new Set(during.map((p) => p.status))];
    console.log(`during the outage: ${during.length} probes, statuses ${statuses.join(", ")}, slowest ${Math.max(0, ...during.map((p) => p.ms))} ms`);
    if (during.length === 0) problems.push("no probe completed during the outage");
    if (during.some((p) => p.status !== 503 || !p.message)) problems.push(`outage answers other than 503 { message }: ${statuses.join(", ")}`);
    if (during.some((p) => p.ms > 5000)) problems.push("a request hung for more than 5 s during the outage");
    const recovery = recoverySeconds(probing.probes, up);
    console.log(
      `serving again ${recovery.toFixed(1)} s after the database returned (allowed ${RECOVERY_ALLOWED_S} s: ${allowanceMargin(recovery, RECOVERY_ALLOWED_S)})`,
    );
    if (recovery > RECOVERY_ALLOWED_S) problems.push(`no recovery within ${RECOVERY_ALLOWED_S} s (${recovery} s)`);

    await openAppDatabase(cluster.url);
    const store = await verifyLedger(ledger, emails, tally.failedWrites);
    console.log(
      `database: ${store.stored} of ${store.acknowledgedWrites} acknowledged writes stored as sent; ${store.extraCharacters} characters whose answer was lost; ${tally.failedWrites} failed writes`,
    );
    // 503s (and answers lost) are expected from the stop until the app served again.
    const faultWindow = { from: down, to: up + Math.min(recovery, RECOVERY_ALLOWED_S) * 1000 + 1000 };
    result = judge({ answers: tally.answers, buyers, seconds: took, store, faultWindow, extraProblems: [...problems, ...store.problems.slice(0, 10)] });
  } finally {
    await app?.stop();
    const { database } = await import("@/lib/db/client.server");
    await database()
      .close()
      .catch(() => {});
    cluster.destroy();
  }
  if (!result) throw new Error("the fault run stopped before its verdict");
  report(result, answers);
  process.exit(result.verdict === "PASS" ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
