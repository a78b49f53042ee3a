// The bench's verdicts, kept pure so a test can feed them failing tallies: each goal of issue 21
// is judged against a row's figures and printed beside them ("0.58× (goal ≥ 0.6×) MISS").

/** What one target measured at one concurrency on one server: medians over the repeats, counts summed. */
export type Tally = { rps: number; p50: number; p99: number; requests: number; ok: number; non2xx: number; errors: number };

export type Goal =
  | { metric: "rps-ratio"; min: number } // req/s as a share of the bare handler's
  | { metric: "p99-ratio"; max: number } // p99 as a multiple of the bare handler's
  | { metric: "p99-ms"; below: number }; // p99 in milliseconds, strictly below

export type Verdict = "ok" | "MISS" | "FAIL";
export type Judged = { goal: Goal; value: number; verdict: Verdict; text: string };

const num = (n: number) => (Number.isFinite(n) ? String(Number(n.toFixed(2))) : "n/a");

/**
 * FAIL when the row proves nothing (no successful request, or failed requests, here or in the
 * bare handler it is compared with); MISS when it ran cleanly and misses the goal.
 */
export function judge(goal: Goal, row: Tally, bare: Tally | undefined): Judged {
  const needsBare = goal.metric !== "p99-ms";
  const broken = (t: Tally | undefined) => !t || t.ok === 0 || t.errors > 0 || t.non2xx > 0;
  const value = goal.metric === "rps-ratio" ? row.rps / (bare?.rps ?? NaN) : goal.metric === "p99-ratio" ? row.p99 / Math.max(1, bare?.p99 ?? NaN) : row.p99;
  const met = goal.metric === "rps-ratio" ? value >= goal.min : goal.metric === "p99-ratio" ? value <= goal.max : value < goal.below;
  const verdict: Verdict = broken(row) || (needsBare && broken(bare)) || !Number.isFinite(value) ? "FAIL" : met ? "ok" : "MISS";
  const text =
    goal.metric === "rps-ratio"
      ? `${num(value)}× (goal ≥ ${goal.min}×)`
      : goal.metric === "p99-ratio"
        ? `p99 ${num(value)}× (goal ≤ ${goal.max}×)`
        : `p99 ${num(value)} ms (goal < ${goal.below} ms)`;
  return { goal, value, verdict, text: `${text} ${verdict}` };
}

/** A free-standing check a scenario reports (a growth factor, a query count), judged the same way. */
export function judgeValue(label: string, value: number, goal: { max: number; unit?: string }, valid = true): { text: string; verdict: Verdict } {
  const verdict: Verdict = !valid || !Number.isFinite(value) ? "FAIL" : value <= goal.max ? "ok" : "MISS";
  return { verdict, text: `${label}: ${num(value)}${goal.unit ?? ""} (goal ≤ ${goal.max}${goal.unit ?? ""}) ${verdict}` };
}

export function median(values: number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Several runs of one row: median req/s and latencies, every request counted. */
export function combine(runs: Tally[]): Tally {
  const sum = (k: keyof Tally) => runs.reduce((a, r) => a + r[k], 0);
  return {
    rps: median(runs.map((r) => r.rps)),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    requests: sum("requests"),
    ok: sum("ok"),
    non2xx: sum("non2xx"),
    errors: sum("errors"),
  };
}

/** The line's worst verdict, for the summary and the exit code. */
export function worst(verdicts: Verdict[]): Verdict {
  return verdicts.includes("FAIL") ? "FAIL" : verdicts.includes("MISS") ? "MISS" : "ok";
}
