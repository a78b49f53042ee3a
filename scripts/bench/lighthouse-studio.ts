// `npm run bench:lighthouse:studio`: Lighthouse (mobile, as scripts/bench/lighthouse.mjs) on the
// signed-in pages (issues 21 and 34), beside the blank floor app measured in the same run, in three
// sets (`--sets`, all by default):
//   full     a buyer with a filled-in character: the dashboard, the characters list, each of the
//            wizard's 12 steps (the Posts step is the publishing calendar), the course, two lessons,
//            the AI test page, Settings › Account and Cloud storage, and the character's public page as a
//            visitor sees it (no session);
//   empty    a buyer who has just paid and created their first character with a name only (the
//            first wizard every buyer sees): the dashboard, the list, the create page, the 12 steps;
//   console  an operator: the console's lists and detail pages (order, customer, lead, lesson editor),
//            the e-mail console (broadcasts, a new broadcast) and the outbox.
// A fresh PostgreSQL database, the accounts signed in through the real POST /api/login, `next start`
// of the current build on it. A report, not a CI gate (about 20 minutes of Chromium on 51 URLs × 3 runs).
//
//   npm run build && npm run bench:lighthouse:studio -- [--runs 3] [--port 3440] [--sets full,empty,console] [--only dashboard,voice] [--before <dir>] [--photos]
//
// --photos makes the full character's reference image and shots PNG photos of Leonardo's sizes
// (1.3-1.7 MB each) instead of the demo's SVG portraits: a live buyer's pictures (issue 49 goal 3).
//
// --before <dir> also serves that checkout's build (same database and accounts, port + 2) and
// measures each of its pages right after this build's, in the same rounds: a before/after on
// this shared machine where a later run meets another load.
//
// Prints the Markdown table of docs/performance.md (studio-goals.ts marks each goal missed), why any
// accessibility score is below 100, which elements shifted, for each page that misses a goal what
// its median run's trace says (LCP element and its parts, longest tasks), then one JSON line.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { WIZARD_STEPS } from "@/lib/studio/wizard/registry";
import { BENCH_PG_URL, ensureBuild, freshDatabase, openAppDatabase, startApp, type AppServer } from "../lib/app-server";
import { ensureBlankApp, startBlank, stopBlank, takeNumberFlag } from "./lighthouse-shared.mjs";
import {
  NEW_BUYER,
  STUDIO_OPERATOR,
  publishCharacterPage,
  seedBuyer,
  seedCharacter,
  seedConsole,
  seedFirstCharacter,
  seedPhotoPictures,
  signIn,
} from "./studio-seed";
import { STUDIO_GOALS, missesOf, studioTable, traceOf, traceWords, type PageTally } from "./studio-goals";

process.env.APP_ENV = "production";
const PG_URL = BENCH_PG_URL;
const flags = process.argv.slice(2);
const port = takeNumberFlag(flags, "--port", 3440);
const runCount = takeNumberFlag(flags, "--runs", 3);
const listFlag = (name: string) => {
  const at = flags.indexOf(name);
  return at >= 0 ? flags[at + 1]!.split(",") : null;
};
const only = listFlag("--only");
const before = listFlag("--before")?.[0];
const photos = flags.includes("--photos");
const SETS = ["full", "empty", "console"] as const;
const sets = listFlag("--sets") ?? [...SETS];
for (const set of sets) if (!(SETS as readonly string[]).includes(set)) throw new Error(`--sets: no set "${set}" (${SETS.join(", ")})`);

/** One measured page: its URL path, the label the table shows, and whose session it is measured in ("" for a visitor). */
type Target = { path: string; label: string; cookie: string };

const stepPaths = (characterId: string) => WIZARD_STEPS.map((s) => `/user/characters/${characterId}?step=${s.slug}`);

function fullTargets(characterId: string, cookie: string): Target[] {
  const paths = [
    "/user/dashboard",
    "/user/characters",
    ...stepPaths(characterId),
    "/user/course",
    // Lesson pages: server-rendered text, no Markdown code in the browser (issue 32).
    "/user/course/define-the-persona-and-niche",
    "/user/course/choose-a-voice-that-fits-the-persona",
    "/tests/ai",
    // Account and data (e-mail, password, export, deletion) and the connected drives.
    "/user/settings/account",
    "/user/settings/storage",
  ];
  return paths.map((p) => ({ path: p, label: p.replace(characterId, ":id"), cookie }));
}

function emptyTargets(characterId: string, cookie: string): Target[] {
  const paths = ["/user/dashboard", "/user/characters", "/user/characters/new", ...stepPaths(characterId)];
  return paths.map((p) => ({ path: p, label: `first: ${p.replace(characterId, ":first")}`, cookie }));
}

async function assertPortFree(p: number) {
  // A server left over from an earlier run would be measured instead of this build.
  const taken = await fetch(`http://127.0.0.1:${p}/`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${p} is already serving; stop that server first`);
}

/** Serves each page a few times (steady state, not a cold start) and checks it answers signed in, not with a redirect. */
async function warm(urls: string[], cookie: string) {
  for (const url of urls) {
    for (let i = 0; i < 3; i++) {
      // A visitor's page ("" for no session) is warmed without a Cookie header, as it is measured.
      const response = await fetch(url, { headers: cookie ? { cookie } : {}, redirect: "manual" });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${url} answered ${response.status} signed in`);
    }
  }
}

/** Lighthouse in plain Node (lighthouse-rounds.mjs): round robin over the URLs, each URL's summary back. */
function measureRounds(urls: { url: string; headers?: Record<string, string> }[], planFile: string): Promise<Record<string, unknown>[]> {
  writeFileSync(planFile, JSON.stringify({ runs: runCount, urls }));
  const child = spawn(process.execPath, [path.join(import.meta.dirname, "lighthouse-rounds.mjs"), planFile], { stdio: ["ignore", "pipe", "inherit"] });
  let out = "";
  child.stdout!.setEncoding("utf8").on("data", (chunk: string) => (out += chunk));
  return new Promise((resolve, reject) =>
    child.on("error", reject).on("close", (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`lighthouse-rounds.mjs exited with ${code}`)))),
  );
}

async function main() {
  ensureBuild();
  ensureBlankApp();
  await assertPortFree(port);
  await assertPortFree(port + 1);
  if (before) await assertPortFree(port + 2);
  const db = await freshDatabase(PG_URL, "lighthouse");
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "ais-lighthouse-studio-"));
  let app: AppServer | undefined;
  let beforeApp: AppServer | undefined;
  let blank: ReturnType<typeof spawn> | undefined;
  try {
    await openAppDatabase(db.url);
    const order = await seedBuyer();
    if (sets.includes("empty")) await seedBuyer(NEW_BUYER);
    const consolePaths = sets.includes("console") ? await seedConsole(order) : [];
    app = await startApp(port, db.url, { DATA_DIR: dataDir });
    let targets: Target[] = [];
    if (sets.includes("full")) {
      const cookie = await signIn(app.url);
      console.log("seeding a character through the API (demo generators)...");
      const characterId = await seedCharacter(app.url, cookie);
      if (photos) console.log(`${await seedPhotoPictures(characterId, path.join(dataDir, "media"))} pictures made PNG photos (--photos)`);
      targets.push(...fullTargets(characterId, cookie));
      // The character's public page (issue 48), as a visitor sees it: no session.
      targets.push({ path: await publishCharacterPage(app.url, cookie, characterId), label: "public: /c/:slug", cookie: "" });
    }
    if (sets.includes("empty")) {
      const cookie = await signIn(app.url, NEW_BUYER);
      targets.push(...emptyTargets(await seedFirstCharacter(app.url, cookie), cookie));
    }
    if (consolePaths.length) {
      const cookie = await signIn(app.url, STUDIO_OPERATOR);
      targets.push(...consolePaths.map((p) => ({ path: p, label: p.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/, ":id"), cookie })));
    }
    if (only) targets = targets.filter((t) => only.some((o) => t.label.includes(o)));
    blank = await startBlank(port + 1);
    const blankUrl = `http://127.0.0.1:${port + 1}/`;
    if (before) beforeApp = await startApp(port + 2, db.url, { DATA_DIR: dataDir }, path.resolve(before));
    const servers = beforeApp ? [app, beforeApp] : [app];
    for (const t of targets) for (const server of servers) await warm([server.url + t.path], t.cookie);
    // The machine is shared: the 1-minute load average, sampled while Chromium runs, says how far to trust a miss.
    const loads: number[] = [];
    const sampler = setInterval(() => loads.push(os.loadavg()[0]!), 15_000);
    const startedAt = new Date().toISOString();
    const summaries = await measureRounds(
      [
        { url: blankUrl },
        ...targets.flatMap((t) => servers.map((server) => ({ url: server.url + t.path, ...(t.cookie && { headers: { Cookie: t.cookie } }) }))),
      ],
      path.join(dataDir, "plan.json"),
    ).finally(() => clearInterval(sampler));
    const sorted = [...loads, os.loadavg()[0]!].sort((a, b) => a - b);
    const load = { min: sorted[0]!, median: sorted[Math.floor(sorted.length / 2)]!, max: sorted.at(-1)! };
    const tally = (i: number, page: string) => ({ ...summaries[i], page }) as PageTally & Record<string, unknown>;
    const floor = tally(0, "blank page");
    const pages = targets.map((t, i) => tally(1 + i * servers.length, t.label));
    const beforePages = beforeApp ? targets.map((t, i) => tally(2 + i * servers.length, t.label)) : [];
    console.log(
      `\nmedians of ${runCount} runs per page (Lighthouse mobile, signed in), ${startedAt} to ${new Date().toISOString()}, 1-minute load average ${load.median.toFixed(1)} (${load.min.toFixed(1)}-${load.max.toFixed(1)}):\n`,
    );
    console.log(studioTable(floor, pages));
    if (beforeApp) console.log(`\nthe --before build (${before}), in the same rounds:\n\n${studioTable(floor, beforePages)}`);
    console.log("");
    for (const p of pages) {
      if (p.failing.length) console.log(`${p.page} below 100: ${p.failing.join(", ")}`);
      if (missesOf(p, floor.tbtMs).length) console.log(`${p.page} trace: ${traceWords(traceOf(p.traceAudits))}`);
      const shifted = p.shifted as string[];
      if (p.cls > 0 && shifted.length) console.log(`${p.page} shifted: ${shifted.slice(0, 5).join(" | ")}`);
      const landed = (p.finalUrls as string[]).filter((u) => !u.startsWith(app!.url + targets[pages.indexOf(p)]!.path.split("?")[0]!));
      if (landed.length) console.log(`${p.page} WARNING: landed on ${landed.join(", ")} (not signed in?)`);
    }
    const json = {
      startedAt,
      at: new Date().toISOString(),
      load,
      runs: runCount,
      goals: STUDIO_GOALS,
      blank: floor,
      pages: pages.map((p) => ({ ...p, misses: missesOf(p, floor.tbtMs) })),
      ...(beforeApp && { before: { dir: before, pages: beforePages.map((p) => ({ ...p, misses: missesOf(p, floor.tbtMs) })) } }),
    };
    console.log(JSON.stringify(json));
  } finally {
    stopBlank(blank);
    await beforeApp?.stop();
    await app?.stop();
    await db.drop().catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
