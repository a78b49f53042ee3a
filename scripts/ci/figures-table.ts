// Prints the reliability table (docs/performance.md) from the JSON lines that `npm run load` and `npm run
// fault` end with: `tsx scripts/ci/figures-table.ts load=<log> fault=<log>` (each log's last
// JSON line is read, so the table always carries the run's own counts).
import { readFileSync } from "node:fs";
import type { Verdict } from "../load/verdict";

type Summary = Verdict["summary"];

export function lastJsonLine(log: string): Summary {
  const line = log
    .trim()
    .split("\n")
    .reverse()
    .find((l) => l.startsWith("{"));
  if (!line) throw new Error("no JSON line in the log");
  return JSON.parse(line) as Summary;
}

export function figuresTable(runs: [string, Summary][]) {
  const rows = runs.map(([name, s]) => {
    const statuses = Object.entries(s.byStatus)
      .map(([code, n]) => `${code}×${n}`)
      .join(" ");
    return `| ${name} | ${s.verdict} | ${s.buyers} | ${s.seconds} | ${s.requests} | ${statuses} | ${s.acknowledgedWrites} | ${s.floor ?? "?"} | ${s.margin === undefined ? "?" : `${s.margin}×`} | ${s.stored} | ${s.lost} | ${s.duplicated} | ${s.p50Ms} | ${s.p99Ms} |`;
  });
  return [
    "| Run | Verdict | Buyers | Seconds | Requests | Answers by status | Acknowledged writes | Floor | Margin | Stored | Lost | Duplicated | p50 ms | p99 ms |",
    "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|",
    ...rows,
  ].join("\n");
}

if (require.main === module) {
  const runs = process.argv.slice(2).map((arg): [string, Summary] => {
    const [name, file] = arg.split("=");
    return [name, lastJsonLine(readFileSync(file, "utf8"))];
  });
  console.log(figuresTable(runs));
}
