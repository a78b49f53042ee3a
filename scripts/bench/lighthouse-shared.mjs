// What the Lighthouse scripts in this folder share: the browser they run on, the blank floor app,
// one measured run of a page and how a figure of several runs is taken.
import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const root = path.resolve(import.meta.dirname, "../..");
const blankSource = path.join(root, "scripts/bench/blank-app");
/**
 * The floor app, built outside the repository: inside it, Turbopack takes the repository as the
 * floor app's root and picks up the real app's proxy.ts and instrumentation.ts. node_modules is
 * hard-linked (same Next and React, no copy), since Turbopack refuses a symlink that leaves its root.
 */
export const blankDir = path.join(os.tmpdir(), "ais-bench-blank-app");

/**
 * Debian's Chromium, headless, as Lighthouse drives it here (no GPU on these machines).
 *
 * `--hide-scrollbars` (Puppeteer's headless default too): under Lighthouse's mobile emulation
 * the previous page's overlay scrollbar fades out while the next page loads, and its compositor
 * frames carry the old surface id, so the display never draws them and throttles that renderer
 * to one frame a second. A page whose first frame is not ready within ~150 ms (any page with a
 * stylesheet) then waits up to a second to be shown: the "stuck" runs of docs/performance.md and
 * decision 083. Phones show no such scrollbar, so hiding it changes nothing a visitor sees.
 */
export function launchChromium() {
  return chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars"],
  });
}

/**
 * A run whose first frame was painted but shown late: observed FCP after 600 ms, where every page
 * here paints in 100-350 ms. With hidden scrollbars there should be none; any that appear mean
 * the stall of decision 083 (or a new one) is back and the scores of those runs are not ours.
 */
export function isStuckRun(lhr) {
  return lhr.audits.metrics.details.items[0].observedFirstContentfulPaint > 600;
}

/** The median: one slow or fast run on this shared machine does not move it. */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** `--name N` taken out of `args` (so the rest are URLs), or `fallback` when absent. */
export function takeNumberFlag(args, name, fallback) {
  const at = args.indexOf(name);
  return at >= 0 ? Number(args.splice(at, 2)[1]) : fallback;
}

/** Steady state, not a cold start: each page is served a few times before it is measured. */
export async function warm(urls) {
  for (const url of urls) for (let i = 0; i < 3; i++) await (await fetch(url)).arrayBuffer();
}

/** Changes when the floor app's source or the locked dependency versions change. */
function blankStamp() {
  const hash = createHash("sha256").update(readFileSync(path.join(root, "package-lock.json")));
  const files = readdirSync(blankSource, { recursive: true, withFileTypes: true }).filter((d) => d.isFile());
  for (const file of files.map((d) => path.join(d.parentPath, d.name)).sort()) hash.update(path.relative(blankSource, file)).update(readFileSync(file));
  return hash.digest("hex");
}

/** Builds the blank floor app into blankDir unless the build there is of the same source. */
export function ensureBlankApp() {
  const stamp = blankStamp();
  const stampFile = path.join(blankDir, ".bench-stamp");
  if (existsSync(path.join(blankDir, ".next/BUILD_ID")) && existsSync(stampFile) && readFileSync(stampFile, "utf8") === stamp) return;
  rmSync(blankDir, { recursive: true, force: true });
  cpSync(blankSource, blankDir, { recursive: true });
  cpSync(path.join(root, "package.json"), path.join(blankDir, "package.json"));
  spawnSync("cp", ["-al", path.join(root, "node_modules"), path.join(blankDir, "node_modules")], { stdio: "inherit" });
  const built = spawnSync("npx", ["next", "build"], { cwd: blankDir, stdio: "inherit" });
  if (built.status !== 0) throw new Error("blank app build failed");
  writeFileSync(stampFile, stamp);
}

/** `next start` of the blank floor app on 127.0.0.1:port (its own process group: stop it with process.kill(-child.pid)). */
export async function startBlank(port) {
  // A server left on the port would answer instead, and be measured as this floor.
  const taken = await fetch(`http://127.0.0.1:${port}/`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${port} is already serving; stop that server first`);
  const child = spawn("npx", ["next", "start", blankDir, "-H", "127.0.0.1", "-p", String(port)], { stdio: "ignore", detached: true });
  for (let i = 0; i < 120; i++) {
    const up = await fetch(`http://127.0.0.1:${port}/`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return child;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("the blank floor app did not start");
}

/** Stops what startBlank started (its whole process group: npx and next start), if it is still there. */
export function stopBlank(child) {
  if (!child?.pid) return;
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    // already stopped
  }
}

/**
 * One Lighthouse run of `url`. `headers` go with every request of the page (the signed-in
 * report's session cookie). `failing` says why a category other than Performance is below 100.
 */
export async function measurePage(chrome, url, headers = undefined) {
  const { lhr } = await lighthouse(url, {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    ...(headers ? { extraHeaders: headers } : {}),
  });
  // The whole report, for finding what a page's long tasks are (its trace-based audits).
  if (process.env.LIGHTHOUSE_REPORT_DIR) {
    const name = url.replace(/^https?:\/\/[^/]+/, "").replace(/[^a-z0-9]+/gi, "_") || "root";
    writeFileSync(path.join(process.env.LIGHTHOUSE_REPORT_DIR, `${name}-${Date.now()}.json`), JSON.stringify(lhr));
  }
  const items = lhr.audits["resource-summary"].details.items;
  return {
    url,
    finalUrl: lhr.finalDisplayedUrl,
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    bestPractices: Math.round(lhr.categories["best-practices"].score * 100),
    seo: Math.round(lhr.categories.seo.score * 100),
    scriptKb: Math.round((items.find((x) => x.resourceType === "script")?.transferSize ?? 0) / 102.4) / 10,
    tbtMs: Math.round(lhr.audits["total-blocking-time"].numericValue),
    lcpMs: Math.round(lhr.audits["largest-contentful-paint"].numericValue),
    cls: lhr.audits["cumulative-layout-shift"].numericValue,
    stuck: isStuckRun(lhr),
    failing: Object.values(lhr.categories)
      .flatMap((c) =>
        c.auditRefs.filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1).map((ref) => `${c.id}:${ref.id}`),
      )
      .filter((id) => !id.startsWith("performance:")),
    traceAudits: Object.fromEntries(TRACE_AUDITS.filter((id) => lhr.audits[id]).map((id) => [id, { details: lhr.audits[id].details }])),
    // What moved, for the CLS hunt: the shifted elements Lighthouse names.
    shifted: (lhr.audits["layout-shifts"]?.details?.items ?? []).map((i) => `${i.score?.toFixed?.(3) ?? "?"} ${i.node?.selector ?? i.node?.snippet ?? "?"}`),
  };
}

/** The trace-based audits studio-goals.ts traceOf reads (issue 34: each miss named with its trace). */
const TRACE_AUDITS = ["lcp-breakdown-insight", "long-tasks", "mainthread-work-breakdown"];

/** Each figure is the median of its runs; an audit counts as failing if it failed in any run. */
export function summarise(runs) {
  const pick = (key) => median(runs.map((r) => r[key]));
  return {
    url: runs[0].url,
    runs: runs.length,
    performance: pick("performance"),
    accessibility: pick("accessibility"),
    bestPractices: pick("bestPractices"),
    seo: pick("seo"),
    scriptKb: pick("scriptKb"),
    tbtMs: pick("tbtMs"),
    lcpMs: pick("lcpMs"),
    cls: pick("cls"),
    stuck: runs.filter((r) => r.stuck).length,
    // The trace of the run whose Performance is the median, so the causes match the figure.
    traceAudits: runs.slice().sort((a, b) => a.performance - b.performance)[Math.floor((runs.length - 1) / 2)].traceAudits,
    performanceRange: [Math.min(...runs.map((r) => r.performance)), Math.max(...runs.map((r) => r.performance))],
    failing: [...new Set(runs.flatMap((r) => r.failing))],
    shifted: [...new Set(runs.flatMap((r) => r.shifted ?? []))],
    finalUrls: [...new Set(runs.map((r) => r.finalUrl))],
  };
}
