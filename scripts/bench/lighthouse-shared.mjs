// What the Lighthouse scripts in this folder share: the browser they run on and how a figure of
// several runs is taken.
import * as chromeLauncher from "chrome-launcher";

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
