// `npm run bench:lighthouse:studio`: Lighthouse (mobile, as scripts/bench/lighthouse.mjs) on the
// signed-in pages (issue 21): the dashboard, the characters list, each of the wizard's 12 steps
// on a filled-in character, the course, a lesson and the AI test page, beside the blank floor app measured
// in the same run. A fresh PostgreSQL database, a seeded buyer signed in through the real
// POST /api/login, `next start` of the current build on it. A report, not a CI gate (minutes of
// Chromium on 17 URLs x runs).
//
//   npm run build && npm run bench:lighthouse:studio -- [--runs 3] [--port 3440] [--only dashboard,voice]
//
// Prints the README's Markdown table (studio-goals.ts marks each goal missed), why any
// accessibility score is below 100 and which elements shifted, then one JSON line.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { WIZARD_STEPS } from "@/lib/studio/wizard/registry";
import { ensureBuild, freshDatabase, openAppDatabase, startApp, type AppServer } from "../lib/app-server";
import { blankDir, ensureBlankApp, takeNumberFlag } from "./lighthouse-shared.mjs";
import { seedBuyer, seedCharacter, signIn } from "./studio-seed";
import { STUDIO_GOALS, missesOf, studioTable, type PageTally } from "./studio-goals";

process.env.APP_ENV = "production";
const PG_URL = process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const flags = process.argv.slice(2);
const port = takeNumberFlag(flags, "--port", 3440);
const runCount = takeNumberFlag(flags, "--runs", 3);
const onlyAt = flags.indexOf("--only");
const only = onlyAt >= 0 ? flags[onlyAt + 1]!.split(",") : null;

function studioPaths(characterId: string) {
  const paths = [
    "/user/dashboard",
    "/user/characters",
    ...WIZARD_STEPS.map((s) => `/user/characters/${characterId}?step=${s.slug}`),
    "/user/course",
    // A lesson page: server-rendered text, no Markdown code in the browser (issue 32).
    "/user/course/define-the-persona-and-niche",
    "/tests/ai",
  ];
  return only ? paths.filter((p) => only.some((o) => p.includes(o))) : paths;
}

async function assertPortFree(p: number) {
  // A server left over from an earlier run would be measured instead of this build.
  const taken = await fetch(`http://127.0.0.1:${p}/`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${p} is already serving; stop that server first`);
}

async function startBlank(p: number) {
  const child = spawn("npx", ["next", "start", blankDir, "-H", "127.0.0.1", "-p", String(p)], { stdio: "ignore", detached: true });
  for (let i = 0; i < 120; i++) {
    if (
      await fetch(`http://127.0.0.1:${p}/`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return child;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("the blank floor app did not start");
}

/** Serves each page a few times (steady state, not a cold start) and checks it answers signed in, not with a redirect. */
async function warm(urls: string[], cookie: string) {
  for (const url of urls) {
    for (let i = 0; i < 3; i++) {
      const response = await fetch(url, { headers: { cookie }, redirect: "manual" });
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
  const db = await freshDatabase(PG_URL, "lighthouse");
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "ais-lighthouse-studio-"));
  let app: AppServer | undefined;
  let blank: ReturnType<typeof spawn> | undefined;
  try {
    await openAppDatabase(db.url);
    await seedBuyer();
    app = await startApp(port, db.url, { DATA_DIR: dataDir });
    const cookie = await signIn(app.url);
    console.log("seeding a character through the API (demo generators)...");
    const characterId = await seedCharacter(app.url, cookie);
    blank = await startBlank(port + 1);
    const blankUrl = `http://127.0.0.1:${port + 1}/`;
    const paths = studioPaths(characterId);
    const urls = paths.map((p) => app!.url + p);
    await warm(urls, cookie);
    const summaries = await measureRounds([{ url: blankUrl }, ...urls.map((url) => ({ url, headers: { Cookie: cookie } }))], path.join(dataDir, "plan.json"));
    const tally = (i: number, page: string) => ({ ...summaries[i], page }) as PageTally & Record<string, unknown>;
    const floor = tally(0, "blank page");
    const pages = urls.map((_, i) => tally(i + 1, paths[i]!.replace(characterId, ":id")));
    console.log(`\nmedians of ${runCount} runs per page (Lighthouse mobile, signed in):\n`);
    console.log(studioTable(floor, pages));
    console.log("");
    for (const p of pages) {
      if (p.failing.length) console.log(`${p.page} below 100: ${p.failing.join(", ")}`);
      const shifted = p.shifted as string[];
      if (p.cls > 0 && shifted.length) console.log(`${p.page} shifted: ${shifted.slice(0, 5).join(" | ")}`);
      const landed = (p.finalUrls as string[]).filter((u) => !u.startsWith(app!.url + paths[pages.indexOf(p)]!.split("?")[0]!));
      if (landed.length) console.log(`${p.page} WARNING: landed on ${landed.join(", ")} (not signed in?)`);
    }
    const json = {
      at: new Date().toISOString(),
      runs: runCount,
      goals: STUDIO_GOALS,
      blank: floor,
      pages: pages.map((p) => ({ ...p, misses: missesOf(p, floor.tbtMs) })),
    };
    console.log(JSON.stringify(json));
  } finally {
    if (blank?.pid) {
      try {
        process.kill(-blank.pid, "SIGTERM");
      } catch {
        // already stopped
      }
    }
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
