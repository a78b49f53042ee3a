// Why a page's simulated LCP includes its scripts: one line per Lighthouse run (mobile,
// simulated throttling) with the observed timeline of the first frame, read from the trace.
// Lighthouse keeps a script on the LCP path when it finished downloading and started evaluating
// before the observed LCP; compare `paint`/`fcp` with `scriptsDone`/`firstEval`.
// See docs/performance.md. Start the servers first (`npx next start -p 3420`, the floor app
// built by scripts/bench/lighthouse.mjs on 3421), then:
//
//   node scripts/bench/lighthouse-first-paint.mjs [--runs 3] http://localhost:3421/ http://localhost:3420/
import lighthouse from "lighthouse";
import { launchChromium, takeNumberFlag } from "./lighthouse-shared.mjs";

const args = process.argv.slice(2);
const runs = takeNumberFlag(args, "--runs", 3);
const ms = (from, to) => Math.round((to - from) / 1000);

function firstFrame(traceEvents) {
  const threads = new Map(traceEvents.filter((e) => e.name === "thread_name").map((e) => [`${e.pid}:${e.tid}`, e.args.name]));
  const nav = traceEvents.find((e) => e.name === "navigationStart" && e.args?.data?.isLoadingMainFrame && e.args.data.documentLoaderURL?.startsWith("http"));
  const main = traceEvents.filter((e) => e.ts >= nav.ts && e.ph === "X" && threads.get(`${e.pid}:${e.tid}`) === "CrRendererMain");
  const paint = main.find((e) => e.name === "Paint");
  const firstEval = main.find((e) => e.name === "EvaluateScript" && /\/_next\//.test(e.args?.data?.url ?? ""));
  const busy = (name) => Math.round(main.filter((e) => e.name === name && e.ts <= paint.ts).reduce((sum, e) => sum + e.dur, 0) / 1000);
  return { paint: ms(nav.ts, paint.ts), firstEval: firstEval ? ms(nav.ts, firstEval.ts) : null, styleMs: busy("UpdateLayoutTree"), layoutMs: busy("Layout") };
}

const chrome = await launchChromium();
try {
  for (let i = 0; i < runs; i++) {
    for (const url of args) {
      const { lhr, artifacts } = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
      const metrics = lhr.audits.metrics.details.items[0];
      const requests = lhr.audits["network-requests"].details.items;
      const css = requests.find((r) => r.resourceType === "Stylesheet");
      const frame = firstFrame(artifacts.Trace.traceEvents);
      console.log(
        [
          url.padEnd(32),
          `perf ${Math.round(lhr.categories.performance.score * 100)}`,
          `simLCP ${Math.round(metrics.largestContentfulPaint)}`,
          `TBT ${Math.round(metrics.totalBlockingTime)}`,
          `| css ${css ? Math.round(css.networkEndTime) : "-"}`,
          `style ${frame.styleMs} layout ${frame.layoutMs}`,
          `paint ${frame.paint}`,
          `fcp ${Math.round(metrics.observedFirstContentfulPaint)}`,
          `firstEval ${frame.firstEval ?? "-"}`,
          `scriptsDone ${Math.round(Math.max(...requests.filter((r) => r.resourceType === "Script").map((r) => r.networkEndTime)))}`,
        ].join("  "),
      );
    }
  }
} finally {
  await chrome.kill();
}
