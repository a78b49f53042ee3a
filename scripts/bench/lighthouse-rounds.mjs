// Round-robin Lighthouse runs for a script that cannot run Lighthouse in its own process: under
// tsx, esbuild's name-keeping wraps the functions Lighthouse sends into the page in a `__name`
// helper the page does not have. The signed-in report (lighthouse-studio.ts) runs this in plain
// Node:
//
//   node scripts/bench/lighthouse-rounds.mjs <plan.json>   plan: { runs, urls: [{ url, headers? }] }
//
// Each round measures every URL in turn, so a noisy minute on this shared machine falls on all of
// them alike. Prints progress on stderr and, on stdout, one JSON array: each URL's summary.
import { readFileSync } from "node:fs";
import { launchChromium, measurePage, summarise } from "./lighthouse-shared.mjs";

const plan = JSON.parse(readFileSync(process.argv[2], "utf8"));
const chrome = await launchChromium();
try {
  const runs = plan.urls.map(() => []);
  for (let round = 0; round < plan.runs; round++) {
    for (const [i, { url, headers }] of plan.urls.entries()) runs[i].push(await measurePage(chrome, url, headers));
    console.error(`round ${round + 1} of ${plan.runs} done`);
  }
  process.stdout.write(JSON.stringify(runs.map((r) => summarise(r))) + "\n");
} finally {
  await chrome.kill();
}
