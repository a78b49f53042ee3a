// Prints the reliability table (docs/performance.md) from the JSON lines that `npm run load` and `npm run
// fault` end with: `tsx scripts/ci/figures-table.ts load=<log> fault=<log>` (each log's last
// JSON line is read, so the table always carries the run's own counts). The broadcast fault run
// (`npm run fault:broadcast`, its own figures) gets a table of its own below the buyers' runs.
import { readFileSync } from "node:fs";
import type { Verdict } from "../load/verdict";
import type { BroadcastFaultFigures } from "../fault/broadcast-verdict";

type Summary = Verdict["summary"];

export function lastJsonLine(log: string): Summary | BroadcastFaultFigures {
  const line = log
    .trim()
    .split("\n")
    .reverse()
    .find((l) => l.startsWith("{"));
  if (!line) throw new Error("no JSON line in the log");
  return JSON.parse(line) as Summary | BroadcastFaultFigures;
}

const isBroadcast = (s: Summary | BroadcastFaultFigures): s is BroadcastFaultFigures => (s as BroadcastFaultFigures).run === "broadcast-fault";

export function broadcastTable(runs: [string, BroadcastFaultFigures][]) {
  const rows = runs.map(
    ([name, f]) =>
      `| ${name} | ${f.verdict} | ${f.recipients} | ${f.deliveries} | ${f.received} | ${f.missing} | ${f.duplicates} | ${f.duplicatesInWindow} | ${f.kills} (at ${f.killedAtDelivered.join(", ")}) | ${f.reclaimed} | ${f.seconds} | ${f.perSecond} | ${f.wallSeconds} (allowed ${f.allowedSeconds}) |`,
  );
  return [
    "| Run | Verdict | Recipients | Messages at the SMTP stand-in | Received | Missing | Received twice | Of them in the named window | Kills (at delivered) | Claimed again | Seconds | Messages/s | Whole send, s |",
    "|---|---|---|---|---|---|---|---|---|---|---|---|---|",
    ...rows,
  ].join("\n");
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
  const runs = process.argv.slice(2).map((arg): [string, Summary | BroadcastFaultFigures] => {
    const [name, file] = arg.split("=");
    return [name!, lastJsonLine(readFileSync(file!, "utf8"))];
  });
  const buyers = runs.filter((r): r is [string, Summary] => !isBroadcast(r[1]));
  const broadcasts = runs.filter((r): r is [string, BroadcastFaultFigures] => isBroadcast(r[1]));
  if (buyers.length) console.log(figuresTable(buyers));
  if (broadcasts.length) console.log(`${buyers.length ? "\n" : ""}${broadcastTable(broadcasts)}`);
}
