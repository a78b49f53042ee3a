// `npx tsx scripts/bench/cn-first-call.ts [--runs 9]`: the first class merge of a fresh process,
// tailwind-merge's twMerge() against the table-driven cn() (decision 230), alternating, each in
// its own Node process; prints each side's median and the ratio. The browser pays the same
// first-call work on every page load (on Lighthouse's phone, at a quarter of this CPU's speed).
import { execFileSync } from "node:child_process";
import path from "node:path";
import { median, takeNumberFlag } from "./lighthouse-shared.mjs";

const runs = takeNumberFlag(process.argv.slice(2), "--runs", 9);
const probe = path.join(import.meta.dirname, "cn-first-call-probe.ts");
const tsx = path.join(import.meta.dirname, "../../node_modules/.bin/tsx");
const times: Record<"twMerge" | "cn", number[]> = { twMerge: [], cn: [] };
for (let i = 0; i < runs; i++) {
  for (const which of ["twMerge", "cn"] as const) times[which].push(Number(execFileSync(tsx, [probe, which], { encoding: "utf8" }).trim()));
}
const tw = median(times.twMerge);
const ours = median(times.cn);
console.log(`first merge of a fresh process, median of ${runs}: twMerge ${tw.toFixed(2)} ms, cn ${ours.toFixed(2)} ms (${(tw / ours).toFixed(1)}x less)`);
console.log(JSON.stringify({ runs, twMergeMs: times.twMerge, cnMs: times.cn }));
