// `npm run cluster [-- --seconds 30 --buyers 6]`: the app as users who outgrow one process run it
// (docs/deploy.md): two `next start` processes with their in-process worker off behind a
// round-robin proxy, one `npm run worker`, one PostgreSQL database (a fresh one on
// CLUSTER_PG_URL, else LOAD_PG_URL) and media in one S3 bucket (the s3rver stand-in). Buyers create through both
// processes while a render buyer generates a reference image and renders a draft video. While the
// video renders, one app process and the worker are killed with SIGKILL, then started again.
// Afterwards: every acknowledged write is stored exactly once, the render finished once with one
// MP4 and no orphan file in the bucket, wrong sign-ins spread over both processes meet the limit
// at the same count as on one, and the video quota counts the one video once.
// Prints PASS or FAIL (scripts/cluster/verdict.ts) and, last, one JSON line of figures.
import type { ChildProcess } from "node:child_process";
import { argValue, ensureBuild, freshDatabase, openAppDatabase, startApp, type AppServer } from "../lib/app-server";
import { startWorker } from "../lib/worker-process";
import { startS3StandIn } from "@/tests/stand-ins/s3";
import { startRoundRobin } from "../load/round-robin";
import { seedBuyers, simulateBuyers, BUYER_PASSWORD } from "../load/simulate";
import { verifyLedger } from "../load/verify";
import { allowanceMargin, describeByKind, judge, marginLine } from "../load/verdict";
import { clusterClient, ended, startRender, watchJob } from "./render";
import { judgeCluster, type LimitCheck, type RenderCheck } from "./verdict";

process.env.APP_ENV = "production";
// The server the load test uses (CI exports LOAD_PG_URL), unless CLUSTER_PG_URL names another.
const PG_URL = process.env.CLUSTER_PG_URL ?? process.env.LOAD_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const PROXY_PORT = Number(process.env.CLUSTER_PORT ?? 7100);
const APP_PORTS = [PROXY_PORT + 10, PROXY_PORT + 11];
// Links in the buyers' receipts, sent while seeding from this process.
process.env.APP_URL ??= `http://127.0.0.1:${PROXY_PORT}`;
/** Seconds the killed render may take to finish once the worker is back. */
const RENDER_ALLOWED_S = 300;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const log = (line: string) => console.log(`[cluster ${new Date().toISOString().slice(11, 19)}] ${line}`);

// A short lease, so the restarted worker takes the killed worker's job over within seconds.
const JOBS = { JOB_LEASE_SECONDS: "10", JOB_POLL_INTERVAL_MS: "250" };

async function killApp(app: AppServer) {
  const exited = new Promise<void>((resolve) => (app.process as ChildProcess).once("exit", () => resolve()));
  app.process.kill("SIGKILL");
  await exited;
}

async function main() {
  // 30 s: the kill and the restart come in its first 11 s, and the run waits for the killed render
  // (17-26 s after the restart on CI's machines) whatever the window; 40 s measured the same rate
  // for up to 10 s more of CI (issue 41).
  const seconds = argValue("seconds", 30);
  const buyers = argValue("buyers", 6);
  ensureBuild();
  const s3 = await startS3StandIn("media-cluster");
  // This process seeds the buyers and lists the bucket afterwards with the app's own store.
  Object.assign(process.env, s3.env);
  const db = await freshDatabase(PG_URL, "cluster");
  const shared = { ...s3.env, ...JOBS, DATABASE_URL: db.url, AI_DEMO: "1" };
  const apps: (AppServer | undefined)[] = [];
  let worker: ReturnType<typeof startWorker> | undefined;
  let proxy: Awaited<ReturnType<typeof startRoundRobin>> | undefined;
  let passed = false;
  try {
    await openAppDatabase(db.url);
    const emails = await seedBuyers(buyers + 1);
    const renderEmail = emails.pop()!;
    // Each client's X-Forwarded-For entry stands for the outer load balancer's; the proxy adds one more.
    const appEnv = { ...shared, JOB_WORKER: "off", TRUSTED_PROXY_HOPS: "2", APP_URL: process.env.APP_URL! };
    const startOne = (i: number) => startApp(APP_PORTS[i], db.url, appEnv);
    apps.push(...(await Promise.all(APP_PORTS.map((_, i) => startOne(i)))));
    worker = startWorker(shared);
    proxy = await startRoundRobin(
      APP_PORTS.map((p) => `http://127.0.0.1:${p}`),
      PROXY_PORT,
    );
    log(`${buyers} buyers for ${seconds} s and a render buyer against ${proxy.url} (app processes on ${APP_PORTS.join(", ")}, one worker)`);

    const load = simulateBuyers(proxy.url, emails, seconds);
    const renderer = clusterClient(proxy.url, "10.8.0.1");
    const { characterId, jobId } = await startRender(renderer, renderEmail, BUYER_PASSWORD);

    const { prisma } = await import("@/lib/db/client.server");
    const killedAt = Date.now();
    await Promise.all([killApp(apps[1]!), worker.kill9()]);
    apps[1] = undefined;
    const killedAtProgress = (await prisma().generationJob.findUniqueOrThrow({ where: { id: jobId } })).progress;
    log(`killed app process ${APP_PORTS[1]} and the worker (SIGKILL) while the draft video rendered at ${killedAtProgress}%`);
    await sleep(2000);
    worker = startWorker(shared);
    apps[1] = await startOne(1);
    const restartedAt = Date.now();
    log(`app process ${APP_PORTS[1]} and the worker started again after ${((restartedAt - killedAt) / 1000).toFixed(1)} s`);

    const finished = await watchJob(renderer, jobId, ended, RENDER_ALLOWED_S * 1000);
    const renderSeconds = (Date.now() - restartedAt) / 1000;
    log(
      `draft video ${finished.status} (${finished.stage}) ${renderSeconds.toFixed(1)} s after the restart (allowed ${RENDER_ALLOWED_S} s: ${allowanceMargin(renderSeconds, RENDER_ALLOWED_S)})`,
    );
    const { ledger, tally, seconds: took } = await load;
    console.log(describeByKind(tally.answers));

    // Wrong passwords for one e-mail from one address, alternately through both processes.
    const { RATE_LIMITS } = await import("@/lib/policy/limits");
    const limit = RATE_LIMITS.loginFailuresPerEmail.limit;
    const guesser = clusterClient(proxy.url, "10.8.0.2");
    const attempts: LimitCheck["attempts"] = [];
    for (let i = 0; i < limit + 4; i++) {
      const reply = await guesser.send("POST", "/api/login", { email: emails[0], password: `wrong-${i}` }, false);
      attempts.push({ status: reply.status, upstream: reply.upstream ?? "none" });
    }
    log(`wrong sign-ins: ${attempts.map((a) => `${a.status}@${a.upstream}`).join(" ")}`);

    const store = await verifyLedger(ledger, emails, tally.failedWrites);
    log(`database: ${store.stored} of ${store.acknowledgedWrites} acknowledged writes stored as sent; ${tally.failedWrites} failed writes`);
    const faultWindow = { from: killedAt, to: restartedAt + 1000 };
    const loadVerdict = judge({ answers: tally.answers, buyers, seconds: took, store, faultWindow, extraProblems: store.problems.slice(0, 10) });

    const render = await renderFigures(jobId, characterId, killedAtProgress);
    const user = await prisma().user.findUniqueOrThrow({ where: { email: renderEmail } });
    const spent = await prisma().rateLimit.aggregate({ where: { key: `quota-video:${user.id}` }, _sum: { count: true } });
    const result = judgeCluster({
      load: loadVerdict,
      render,
      limit: { limit, attempts },
      quota: { kind: "video", spent: spent._sum.count ?? 0, started: 1 },
      servedBy: { ...proxy.served },
      processes: APP_PORTS.length,
    });
    passed = result.verdict === "PASS";
    console.log(marginLine(result.summary));
    console.log(result.problems.length ? `FAIL\n- ${result.problems.join("\n- ")}` : "PASS");
    console.log(JSON.stringify(result.summary));
  } finally {
    await proxy?.close();
    await Promise.all([...apps.map((a) => a?.stop()), worker?.stop()]);
    const { database } = await import("@/lib/db/client.server");
    await database()
      .close()
      .catch(() => {});
    await db.drop().catch((error) => console.error(`could not drop ${db.name}: ${error}`));
    await s3.close();
  }
  process.exit(passed ? 0 : 1);
}

/** The draft video's job, its files in the database and every key in the bucket. */
async function renderFigures(jobId: string, characterId: string, killedAtProgress: number): Promise<RenderCheck> {
  const { prisma } = await import("@/lib/db/client.server");
  const { mediaStore } = await import("@/lib/media/media-store.server");
  const { characterMediaPrefix } = await import("@/lib/media/assets.server");
  const job = await prisma().generationJob.findUniqueOrThrow({ where: { id: jobId } });
  const jobs = await prisma().generationJob.findMany({ where: { userId: job.userId, kind: "draft_video" } });
  const assets = await prisma().asset.findMany({ where: { storageKey: { not: null } }, select: { storageKey: true, kind: true, characterId: true } });
  const keys = await mediaStore().list("characters/");
  const named = new Set(assets.map((a) => a.storageKey));
  const inBucket = new Set(keys);
  const rendered = await prisma().activity.count({ where: { userId: job.userId, subject: { startsWith: "Draft video rendered" } } });
  return {
    jobs: jobs.length,
    done: jobs.filter((j) => j.status === "done").length,
    attempts: job.attempts,
    killedAtProgress,
    videoAssets: assets.filter((a) => a.characterId === characterId && a.kind === "video").length,
    mp4Files: keys.filter((k) => k.startsWith(characterMediaPrefix(characterId)) && k.endsWith(".mp4")).length,
    orphanKeys: keys.filter((k) => !named.has(k)),
    missingKeys: assets.map((a) => a.storageKey!).filter((k) => !inBucket.has(k)),
    renderedActivities: rendered,
  };
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
