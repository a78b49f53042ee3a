// Lighthouse report for the marketing pages (spec issue 5), run on demand and in CI as a
// report, not a pass/fail timing. Mobile settings (Lighthouse's default form factor and
// throttling) on Debian's Chromium, against `next start` of the built app, plus a blank Next app
// (scripts/bench/blank-app built in a temp folder, same Next/React runtime, never shipped)
// measured as the floor.
//
//   npx next build && node scripts/bench/lighthouse.mjs [--port 3420] [--runs 5]
//
// Prints Performance / Accessibility / Best Practices / SEO per page, script transfer against
// the blank page and the Total Blocking Time ratio, and writes scripts/bench/lighthouse-latest.json.
import { spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { blankDir, ensureBlankApp, launchChromium, measurePage, summarise, takeNumberFlag, warm } from "./lighthouse-shared.mjs";

const root = path.resolve(import.meta.dirname, "../..");
const flags = process.argv.slice(2);
const port = takeNumberFlag(flags, "--port", 3420);
const pages = ["/", "/products", "/services", "/sophia"];
const runCount = takeNumberFlag(flags, "--runs", 5);
const GOALS = { performance: 98, others: 100, scriptOverBlankKb: 25, tbtRatio: 1.3 };

function start(args, env) {
  const child = spawn("npx", ["next", "start", ...args], { cwd: root, env: { ...process.env, ...env }, stdio: "ignore", detached: true });
  return child;
}

async function waitFor(url) {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not start`);
}

async function assertPortFree(p) {
  // A server left over from an earlier run would be measured instead of this build.
  const taken = await fetch(`http://localhost:${p}/`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${p} is already serving; stop that server first`);
}

async function main() {
  await assertPortFree(port);
  await assertPortFree(port + 1);
  ensureBlankApp();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "ais-bench-"));
  const app = start(["-p", String(port)], { DATA_DIR: dataDir, APP_URL: `http://localhost:${port}` });
  const blank = start([blankDir, "-p", String(port + 1)], {});
  const chrome = await launchChromium();
  try {
    await Promise.all([waitFor(`http://localhost:${port}/`), waitFor(`http://localhost:${port + 1}/`)]);
    const urls = [`http://localhost:${port + 1}/`, ...pages.map((p) => `http://localhost:${port}${p}`)];
    await warm(urls);
    // Round robin (floor, then each page, then again), so a noisy minute on this shared machine
    // falls on every URL alike rather than on one; the medians are compared.
    const runs = new Map(urls.map((u) => [u, []]));
    for (let i = 0; i < runCount; i++) for (const url of urls) runs.get(url).push(await measurePage(chrome, url));
    const [floor, ...measured] = urls.map((u) => summarise(runs.get(u)));
    const results = [];
    for (const r of measured) {
      r.scriptOverBlankKb = Math.round((r.scriptKb - floor.scriptKb) * 10) / 10;
      r.tbtRatio = floor.tbtMs > 0 ? Math.round((r.tbtMs / floor.tbtMs) * 100) / 100 : null;
      r.meetsGoals =
        r.performance >= GOALS.performance &&
        r.accessibility === 100 &&
        r.bestPractices === 100 &&
        r.seo === 100 &&
        r.scriptOverBlankKb <= GOALS.scriptOverBlankKb &&
        (r.tbtRatio === null ? r.tbtMs <= 50 : r.tbtRatio <= GOALS.tbtRatio);
      results.push(r);
    }
    console.log(`medians of ${runCount} runs per URL`);
    console.table(
      [floor, ...results].map(
        ({
          url,
          performance,
          performanceRange,
          accessibility,
          bestPractices,
          seo,
          scriptKb,
          scriptOverBlankKb,
          tbtMs,
          tbtRatio,
          lcpMs,
          stuck,
          meetsGoals,
        }) => ({
          page: url === floor.url ? "blank floor" : new URL(url).pathname,
          performance,
          range: performanceRange.join("-"),
          accessibility,
          bestPractices,
          seo,
          scriptKb,
          scriptOverBlankKb,
          tbtMs,
          tbtRatio,
          lcpMs,
          stuck,
          meetsGoals,
        }),
      ),
    );
    for (const r of [floor, ...results]) if (r.failing.length) console.log(`${r.url} below 100: ${r.failing.join(", ")}`);
    writeFileSync(
      path.join(root, "scripts/bench/lighthouse-latest.json"),
      JSON.stringify({ at: new Date().toISOString(), goals: GOALS, blank: floor, pages: results }, null, 2) + "\n",
    );
  } finally {
    await chrome.kill();
    for (const child of [app, blank]) {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // already stopped
      }
    }
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
