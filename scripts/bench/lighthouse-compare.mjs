// Paired Lighthouse comparison of builds (or pages) on this shared, noisy machine: each URL is
// measured in turn, round robin, so a slow minute falls on all of them alike, and the medians are
// compared. Mobile settings, performance only. Start each build on its own port first, e.g. the
// current build on 3420, a variant built in a git worktree on 3430, the blank floor on 3421
// (built by scripts/bench/lighthouse.mjs), then:
//
//   node scripts/bench/lighthouse-compare.mjs [--runs 6] http://localhost:3421/ http://localhost:3420/ http://localhost:3430/
//
// "stuck" counts runs whose first frame was shown late (isStuckRun; decision 083): it should stay
// 0, and such runs put every script on Lighthouse's simulated LCP path. "bench" is Lighthouse's benchmark index of the host
// during those runs (higher is faster); it moves by half between minutes here.
import lighthouse from "lighthouse";
import { isStuckRun, launchChromium, median, takeNumberFlag, warm } from "./lighthouse-shared.mjs";

const args = process.argv.slice(2);
const runs = takeNumberFlag(args, "--runs", 6);

const chrome = await launchChromium();
try {
  const results = new Map(args.map((url) => [url, []]));
  await warm(args);
  for (let i = 0; i < runs; i++) {
    for (const url of args) {
      const { lhr } = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
      const metrics = lhr.audits.metrics.details.items[0];
      results.get(url).push({
        performance: Math.round(lhr.categories.performance.score * 100),
        lcp: metrics.largestContentfulPaint,
        tbt: metrics.totalBlockingTime,
        observedFcp: metrics.observedFirstContentfulPaint,
        benchmarkIndex: lhr.environment.benchmarkIndex,
        stuck: isStuckRun(lhr),
      });
    }
  }
  for (const [url, rows] of results) {
    const pick = (key) => Math.round(median(rows.map((r) => r[key])));
    const scores = rows.map((r) => r.performance);
    console.log(
      [
        url.padEnd(34),
        `perf ${pick("performance")} (${Math.min(...scores)}-${Math.max(...scores)})`,
        `LCP ${pick("lcp")}`,
        `TBT ${pick("tbt")}`,
        `observed FCP ${pick("observedFcp")}`,
        `stuck ${rows.filter((r) => r.stuck).length}/${rows.length}`,
        `bench ${pick("benchmarkIndex")}`,
      ].join("  "),
    );
  }
} finally {
  await chrome.kill();
}
