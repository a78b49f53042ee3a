// `npm run bench:inp`: how fast the studio answers an input (issue 49 goal 2, INP ≤ 100 ms) on a
// phone-class CPU (Chromium's 4× CPU throttling), measured by the web-vitals library injected
// into each page (the product's code is unchanged), beside the same kind of input on the blank
// floor app's button page in the same rounds. A fresh PostgreSQL database, the studio's
// Lighthouse buyer (studio-seed.ts: a filled-in character, signed in through POST /api/login),
// `next start` of the current build. A report, not a CI gate: timings on a shared machine.
//
//   npm run build && npm run bench:inp -- [--runs 5] [--port 4110] [--only calendar,Refund] [--before <dir>] [--profile <dir>]
//
// Each run opens a fresh page per interaction and times one input (typing: each keystroke, INP
// the worst), so the page's INP is that interaction's own. --before <dir> also serves that
// checkout's build (port + 2) and times each interaction there right after this build's.
// --profile <dir> writes a CPU profile of each timed input (its sampling adds to the figures);
// --trace <dir> a Chromium performance trace of it (style, layout and paint are in the trace,
// not in a CPU profile, where they show as "(program)"; open it in DevTools' Performance panel).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { BENCH_PG_URL, ensureBuild, freshDatabase, openAppDatabase, startApp, type AppServer } from "../lib/app-server";
import { TYPED, act, interactions, type InputKind, type Interaction, type Session } from "./inp-interactions";
import { inpTable, judgeInp } from "./inp-verdict";
import { ensureBlankApp, startBlank, stopBlank, takeNumberFlag } from "./lighthouse-shared.mjs";
import { STUDIO_OPERATOR, seedBuyer, seedCharacter, seedConsole, signIn } from "./studio-seed";

process.env.APP_ENV = "production";
const flags = process.argv.slice(2);
const port = takeNumberFlag(flags, "--port", 4110);
const runCount = takeNumberFlag(flags, "--runs", 5);
const listFlag = (name: string) => (flags.includes(name) ? flags[flags.indexOf(name) + 1]!.split(",") : null);
const only = listFlag("--only");
const before = listFlag("--before")?.[0];
const profileDir = listFlag("--profile")?.[0];
const traceDir = listFlag("--trace")?.[0];
const CPU_SLOWDOWN = 4;
const WEB_VITALS = path.resolve("node_modules/web-vitals/dist/web-vitals.attribution.iife.js");
// Every INP report (reportAllChanges) with its attribution; durationThreshold 0 (Chromium's floor
// is 16 ms) so a fast interaction reports too.
const COLLECT = `window.__inp = [];
webVitals.onINP((m) => { const a = m.attribution; window.__inp.push({ value: m.value, target: a.interactionTarget, type: a.interactionType,
  inputDelay: a.inputDelay, processing: a.processingDuration, presentation: a.presentationDelay,
  script: a.longestScript ? [a.longestScript.entry.invoker, a.longestScript.entry.sourceURL, Math.round(a.longestScript.intersectingDuration)].join(" ") : "" }); },
  { reportAllChanges: true, durationThreshold: 0 });`;

type Sample = { value: number; target: string; type: string; inputDelay: number; processing: number; presentation: number; script: string };

/**
 * web-vitals reports INP after an idle period or when the page is hidden: wait for idle, then say
 * hidden to take the last report. A string, not a function: tsx's __name helper is not in the page.
 */
const READ_INP = `(async () => {
  const idle = () => new Promise((r) => requestIdleCallback(r, { timeout: 2000 }));
  await idle();
  await idle();
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
  document.dispatchEvent(new Event("visibilitychange"));
  await new Promise((r) => setTimeout(r, 50));
  return window.__inp.at(-1) ?? null;
})()`;
const SETTLED = `new Promise((r) => requestIdleCallback(() => requestIdleCallback(r, { timeout: 3000 }), { timeout: 3000 }))`;
const readInp = (page: Page) => page.evaluate(READ_INP) as Promise<Sample | null>;

let visits = 0;

/** One timed input on a fresh page: open, let it hydrate and settle, set up, time, read INP. */
async function timeOnce(context: BrowserContext, url: string, kind: InputKind, it: Pick<Interaction, "ready" | "drop" | "done" | "response">) {
  const page = await context.newPage();
  // Each page as another visitor (the server trusts one X-Forwarded-For hop from the bench, as
  // in the load scripts): the checkout limits codes tried from one address, and 10 runs pass it.
  visits += 1;
  await page.setExtraHTTPHeaders({ "x-forwarded-for": `10.49.${visits >> 8}.${visits & 255}` });
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await page.goto(url);
    await page.waitForLoadState("networkidle", { timeout: 15_000 }).catch(() => {});
    // Hydrated before the setup (a field filled before hydration is reset by it), and idle again
    // after it: the main thread has nothing of the load left when the input comes.
    await page.evaluate(SETTLED);
    const target = await it.ready(page);
    await target.waitFor({ state: "visible" });
    await page.evaluate(SETTLED);
    const answered = it.response?.(page);
    if (profileDir) await cdp.send("Profiler.enable").then(() => cdp.send("Profiler.start"));
    const traceFile = traceDir && path.join(traceDir, `${new URL(url).pathname.replace(/[^a-z0-9]+/gi, "_")}-${Date.now()}.json`);
    if (traceFile) await context.browser()!.startTracing(page, { path: traceFile, categories: ["devtools.timeline", "disabled-by-default-devtools.timeline"] });
    await act(page, kind, target, it.drop?.(page));
    // Nothing of Playwright's runs in the page until the input's frame is painted: its locators
    // poll in the page's main thread, which would count in the input's delay and paint.
    await new Promise((r) => setTimeout(r, 1000));
    // The input did what it does: a figure for an input the page ignored would flatter it.
    await answered;
    await it.done?.(page);
    if (traceFile) await context.browser()!.stopTracing();
    if (profileDir) {
      // What ran from the input to its effect, for finding a slow handler (open in Chromium's DevTools).
      const { profile } = await cdp.send("Profiler.stop");
      writeFileSync(path.join(profileDir, `${new URL(url).pathname.replace(/[^a-z0-9]+/gi, "_")}-${Date.now()}.cpuprofile`), JSON.stringify(profile));
    }
    return await readInp(page);
  } catch (error) {
    // What the page showed when the input's effect never came.
    const shot = path.join(os.tmpdir(), `inp-failed-${Date.now()}.png`);
    await page.screenshot({ path: shot, fullPage: true }).catch(() => {});
    throw new Error(`${url}: ${error instanceof Error ? error.message.split("\n")[0] : error} (screenshot ${shot})`);
  } finally {
    await page.close();
  }
}

/** The blank floor app's button page: the same kind of input on a button or a field with React state. */
function floorOf(kind: InputKind): Pick<Interaction, "ready" | "drop" | "done" | "response"> {
  return {
    ready: async (page) => (kind === "type" ? page.getByLabel("Text") : page.getByRole("button")),
    // A drag that leaves the button and comes back to it: the pointer inputs of a drag, and a click to show it was taken.
    drop: (page) => page.getByRole("button"),
    done: async (page) =>
      kind === "type" ? page.waitForFunction((typed) => document.querySelector("input")!.value === typed, TYPED) : page.getByText("Pressed 1").waitFor(),
  };
}

/**
 * A browser profile with the session's cookies on every request and web-vitals in every page.
 * A header, as the Lighthouse bench sends them: production's __Host- session cookie is Secure,
 * which Chromium's cookie store refuses for http://127.0.0.1.
 */
async function contextFor(browser: Browser, cookie: string | null) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, ...(cookie && { extraHTTPHeaders: { cookie } }) });
  // One script: Playwright runs each init script in its own scope, so the library's global must be in the same one.
  await context.addInitScript(`${readFileSync(WEB_VITALS, "utf8")}\n${COLLECT}`);
  return context;
}

async function main() {
  for (const dir of [profileDir, traceDir]) if (dir) mkdirSync(dir, { recursive: true });
  ensureBuild();
  ensureBlankApp();
  const db = await freshDatabase(BENCH_PG_URL, "inp");
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "ais-inp-"));
  const apps: AppServer[] = [];
  let blank: Awaited<ReturnType<typeof startBlank>> | undefined;
  let browser: Browser | undefined;
  try {
    await openAppDatabase(db.url);
    const { prisma } = await import("@/lib/db/client.server");
    const order = await seedBuyer();
    await seedConsole(order);
    const discount = await prisma().discountCode.create({ data: { code: "BENCH25", kind: "percent", percentOff: 25 } });
    apps.push(await startApp(port, db.url, { DATA_DIR: dataDir }));
    if (before) apps.push(await startApp(port + 2, db.url, { DATA_DIR: dataDir }, path.resolve(before)));
    const app = apps[0]!;
    const buyer = await signIn(app.url);
    console.log("seeding a character through the API (demo generators)...");
    const characterId = await seedCharacter(app.url, buyer);
    const operator = await signIn(app.url, STUDIO_OPERATOR);
    // The first lesson the seeded buyer has not done (seedCharacter marks three).
    const lesson = (
      await prisma().courseLesson.findMany({ where: { status: "published" }, orderBy: [{ module: { position: "asc" } }, { position: "asc" }] })
    )[3]!;
    const posts = await prisma().contentPost.findMany({ where: { characterId }, select: { id: true, scheduledAt: true } });
    const messages = await prisma().characterStepData.findUniqueOrThrow({ where: { characterId_step: { characterId, step: "messages" } } });
    let list = interactions({
      characterId,
      lessonSlug: lesson.slug,
      orderId: order.id,
      discountCode: discount.code,
      resetLesson: async () => void (await prisma().lessonProgress.deleteMany({ where: { lessonId: lesson.id, userId: order.userId } })),
      resetPosts: async () =>
        void (await Promise.all(posts.map((p) => prisma().contentPost.update({ where: { id: p.id }, data: { scheduledAt: p.scheduledAt } })))),
      resetMessages: async () =>
        void (await prisma().characterStepData.update({ where: { characterId_step: { characterId, step: "messages" } }, data: { data: messages.data! } })),
    });
    if (only) list = list.filter((it) => only.some((o) => it.name.includes(o)));

    blank = await startBlank(port + 1);
    const blankUrl = `http://127.0.0.1:${port + 1}/button`;
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/lib/chromium/chromium-headless-shell",
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
    });
    // One set of profiles for both servers: a --before server shares the database and the session secret.
    const contexts: Record<Session | "blank", BrowserContext> = {
      buyer: await contextFor(browser, buyer),
      operator: await contextFor(browser, operator),
      visitor: await contextFor(browser, null),
      blank: await contextFor(browser, null),
    };
    const kinds = [...new Set(list.map((it) => it.kind))];
    const floor = Object.fromEntries(kinds.map((k) => [k, [] as number[]])) as Record<InputKind, number[]>;
    const samples = apps.map(() => list.map(() => [] as (Sample | null)[]));
    const loads: number[] = [];
    const startedAt = new Date().toISOString();
    // Round robin: each run times the floor and every interaction, so a spell of load on the
    // shared machine falls on all of them alike.
    for (let run = 1; run <= runCount; run++) {
      for (const kind of kinds) floor[kind].push((await timeOnce(contexts.blank, blankUrl, kind, floorOf(kind)))?.value ?? NaN);
      for (const [i, it] of list.entries()) {
        for (const [s, server] of apps.entries()) {
          samples[s]![i]!.push(await timeOnce(contexts[it.session], server.url + it.path, it.kind, it));
          await it.reset?.();
        }
      }
      loads.push(os.loadavg()[0]!);
      console.log(`run ${run} of ${runCount} done (1-minute load ${os.loadavg()[0]!.toFixed(1)})`);
    }
    const report = (s: number) =>
      inpTable(list.map((it, i) => judgeInp({ interaction: it.name, runs: samples[s]![i]!.map((x) => x?.value ?? NaN), floorRuns: floor[it.kind] })));
    const sorted = [...loads].sort((a, b) => a - b);
    console.log(
      `\nINP medians of ${runCount} runs, CPU ${CPU_SLOWDOWN}× slowed, ${startedAt} to ${new Date().toISOString()}, 1-minute load average ${sorted[sorted.length >> 1]!.toFixed(1)} (${sorted[0]!.toFixed(1)}-${sorted.at(-1)!.toFixed(1)}):\n`,
    );
    console.log(report(0));
    if (before) console.log(`\nthe --before build (${before}), in the same rounds:\n\n${report(1)}`);
    console.log(`\nfloor runs (ms): ${kinds.map((k) => `${k} ${floor[k].join(", ")}`).join("; ")}`);
    for (const [s] of apps.entries())
      for (const [i, it] of list.entries()) {
        console.log(`${s ? "before: " : ""}${it.name}:`);
        for (const x of samples[s]![i]!)
          console.log(
            x
              ? `  ${x.value} ms = ${Math.round(x.inputDelay)} delay + ${Math.round(x.processing)} handlers + ${Math.round(x.presentation)} paint; ${x.type} on ${(x.target ?? "?").slice(0, 60)}${x.script ? `; longest script ${x.script}` : ""}`
              : "  none",
          );
      }
    console.log(
      JSON.stringify({
        startedAt,
        at: new Date().toISOString(),
        loads,
        floor,
        samples: samples.map((byApp) => Object.fromEntries(list.map((it, i) => [it.name, byApp[i]]))),
      }),
    );
  } finally {
    await browser?.close();
    stopBlank(blank);
    for (const server of apps) await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    await db.drop().catch(() => {});
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
