// The verdict of `npm run bench:inp` (issue 49 goal 2), apart from the measuring so that a unit
// test can feed it a broken tally and see MISS. An interaction meets the goal when the median of
// its runs' INP is at most INP_GOAL_MS; the blank page's figure for the same kind of input is
// printed beside it (and the ratio) so a reader can tell the machine's load from the product's cost.
import { median } from "./verdict";

export const INP_GOAL_MS = 100;
/** Runs an interaction needs before its median counts (issue 49: median of 5). */
export const INP_RUNS = 5;

/** One interaction's INP of each run (ms; NaN where a run reported none) and its floor's. */
export type InpTally = { interaction: string; runs: number[]; floorRuns: number[] };
export type InpRow = {
  interaction: string;
  medianMs: number | null;
  range: [number, number] | null;
  floorMs: number | null;
  ratio: number | null;
  verdict: "met" | "MISS";
  why: string | null;
};

const usable = (runs: number[]) => runs.filter((v) => Number.isFinite(v) && v >= 0);

export function judgeInp(tally: InpTally): InpRow {
  const runs = usable(tally.runs);
  const floor = usable(tally.floorRuns);
  const medianMs = runs.length ? median(runs) : null;
  const floorMs = floor.length ? median(floor) : null;
  let why: string | null = null;
  // A run with no figure is a run that did not measure: the verdict cannot rest on the others.
  if (runs.length < INP_RUNS) why = `${runs.length} of ${INP_RUNS} runs gave a figure`;
  else if (medianMs! > INP_GOAL_MS) why = `median ${medianMs} ms over ${INP_GOAL_MS} ms`;
  return {
    interaction: tally.interaction,
    medianMs,
    range: runs.length ? [Math.min(...runs), Math.max(...runs)] : null,
    floorMs,
    ratio: medianMs !== null && floorMs ? medianMs / floorMs : null,
    verdict: why ? "MISS" : "met",
    why,
  };
}

const ms = (v: number | null) => (v === null ? "–" : `${Math.round(v)}`);

/** The Markdown table of docs/performance.md: interaction | INP median (range) | blank-page median | ratio | verdict. */
export function inpTable(rows: InpRow[]): string {
  const lines = [
    `| interaction | INP median (range), ms | blank-page button median, ms | ratio | verdict (≤ ${INP_GOAL_MS} ms) |`,
    "| --- | --- | --- | --- | --- |",
  ];
  for (const r of rows) {
    const range = r.range ? ` (${ms(r.range[0])}-${ms(r.range[1])})` : "";
    const verdict = r.why ? `${r.verdict}: ${r.why}` : r.verdict;
    lines.push(`| ${r.interaction} | ${ms(r.medianMs)}${range} | ${ms(r.floorMs)} | ${r.ratio === null ? "–" : `${r.ratio.toFixed(1)}×`} | ${verdict} |`);
  }
  return lines.join("\n");
}
