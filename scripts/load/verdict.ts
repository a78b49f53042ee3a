// The verdict of a load or fault run, kept apart from the runs so that it can be fed a broken
// tally in a unit test and be seen to FAIL. A run passes only when it did the real work:
// enough acknowledged writes, every kind of request succeeding for every buyer, almost no
// answer outside the expected set, and every acknowledged write stored exactly once.

export const REQUEST_KINDS = [
  "sign-in",
  "character-create",
  "profile-save",
  "social-link-add",
  "social-link-edit",
  "character-list",
  "social-link-list",
] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

/** One answer (status 0: no answer at all, a network error or a time-out). */
export type Answer = { kind: RequestKind; buyer: number; status: number; at: number; ms: number };

/** What the database check found for the writes the server acknowledged. */
export type StoreCheck = { acknowledgedWrites: number; stored: number; lost: number; duplicated: number };

/** Acknowledged writes a run must reach: this many per buyer per minute of load, at least. */
export const WRITES_FLOOR_PER_BUYER_MINUTE = 20;
/** Share of requests that may be answered outside the expected set. */
export const UNEXPECTED_CEILING = 0.01;

export type VerdictInput = {
  answers: Answer[];
  buyers: number;
  seconds: number;
  store: StoreCheck;
  /** Kinds the script deliberately drives past a rate limit: 429 is expected there only. */
  limitedKinds?: ReadonlySet<RequestKind>;
  /** The fault window (ms since epoch): 503s and lost answers are expected inside it only. */
  faultWindow?: { from: number; to: number };
  /** Further problems the caller found (outage behaviour, recovery time). */
  extraProblems?: string[];
};

export type Verdict = {
  verdict: "PASS" | "FAIL";
  problems: string[];
  summary: {
    verdict: "PASS" | "FAIL";
    requests: number;
    byStatus: Record<string, number>;
    acknowledgedWrites: number;
    /** The writes floor of this run, and the acknowledged writes as a multiple of it. */
    floor: number;
    margin: number;
    stored: number;
    lost: number;
    duplicated: number;
    p50Ms: number;
    p99Ms: number;
    seconds: number;
    buyers: number;
  };
};

/** The acknowledged writes a run of `buyers` for `seconds` must reach. */
export function writesFloor(buyers: number, seconds: number) {
  return Math.ceil(WRITES_FLOOR_PER_BUYER_MINUTE * buyers * (seconds / 60));
}

/** How many times over its floor (or allowance) a figure is, to one decimal: 0 when the floor is 0. */
export function marginOver(figure: number, floor: number) {
  return floor > 0 ? Math.floor((figure / floor) * 10) / 10 : 0;
}

/**
 * The line CI prints for a run's writes, so a shrinking margin is seen before it fails (issue 41):
 * "stored 3,900 acknowledged writes against a floor of 134: 29.1×".
 */
export function marginLine(summary: Pick<Verdict["summary"], "acknowledgedWrites" | "floor" | "margin">) {
  const n = (x: number) => x.toLocaleString("en-US");
  return `stored ${n(summary.acknowledgedWrites)} acknowledged writes against a floor of ${n(summary.floor)}: ${summary.margin}×`;
}

/** A time against its allowance, as CI prints it: "8.0× under" (or "OVER" when it took longer). */
export function allowanceMargin(tookSeconds: number, allowedSeconds: number) {
  if (tookSeconds > allowedSeconds) return "OVER";
  return `${marginOver(allowedSeconds, Math.max(tookSeconds, 0.1))}× under`;
}

export function percentile(values: number[], p: number) {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function isExpected(answer: Answer, input: VerdictInput) {
  if (answer.status >= 200 && answer.status < 300) return true;
  if (answer.status === 429) return input.limitedKinds?.has(answer.kind) ?? false;
  if (answer.status === 503 || answer.status === 0) {
    const w = input.faultWindow;
    return w !== undefined && answer.at + answer.ms >= w.from && answer.at <= w.to;
  }
  return false;
}

export function judge(input: VerdictInput): Verdict {
  const { answers, buyers, seconds, store } = input;
  const problems: string[] = [...(input.extraProblems ?? [])];

  const floor = writesFloor(buyers, seconds);
  if (store.acknowledgedWrites < floor) {
    problems.push(`${store.acknowledgedWrites} acknowledged writes, below the floor of ${floor} (${WRITES_FLOOR_PER_BUYER_MINUTE} per buyer per minute)`);
  }

  const unexpected = answers.filter((a) => !isExpected(a, input));
  if (answers.length === 0 || unexpected.length > UNEXPECTED_CEILING * answers.length) {
    const statuses = countBy(unexpected.map((a) => a.status));
    problems.push(`${unexpected.length} of ${answers.length} answers outside the expected set (${describe(statuses)}), over ${UNEXPECTED_CEILING * 100}%`);
  }

  // A server error is a bug whatever the share: only the outage's 503 is an answer by design.
  const serverErrors = unexpected.filter((a) => a.status >= 500);
  if (serverErrors.length) problems.push(`${serverErrors.length} server errors (${describe(countBy(serverErrors.map((a) => a.status)))})`);

  const succeeded = new Set(answers.filter((a) => a.status >= 200 && a.status < 300).map((a) => `${a.buyer}:${a.kind}`));
  const missing: string[] = [];
  for (let buyer = 0; buyer < buyers; buyer++) {
    for (const kind of REQUEST_KINDS) if (!succeeded.has(`${buyer}:${kind}`)) missing.push(`buyer ${buyer} ${kind}`);
  }
  if (missing.length) problems.push(`${missing.length} buyer × request kinds never succeeded: ${missing.slice(0, 8).join(", ")}`);

  if (store.lost > 0) problems.push(`${store.lost} acknowledged writes lost`);
  if (store.duplicated > 0) problems.push(`${store.duplicated} writes stored twice or with no acknowledged write behind them`);

  const verdict = problems.length ? "FAIL" : "PASS";
  const ms = answers.filter((a) => a.status !== 0).map((a) => a.ms);
  return {
    verdict,
    problems,
    summary: {
      verdict,
      requests: answers.length,
      byStatus: countBy(answers.map((a) => a.status)),
      acknowledgedWrites: store.acknowledgedWrites,
      floor,
      margin: marginOver(store.acknowledgedWrites, floor),
      stored: store.stored,
      lost: store.lost,
      duplicated: store.duplicated,
      p50Ms: Math.round(percentile(ms, 50)),
      p99Ms: Math.round(percentile(ms, 99)),
      seconds: Math.round(seconds * 10) / 10,
      buyers,
    },
  };
}

function countBy(statuses: number[]) {
  const out: Record<string, number> = {};
  for (const s of statuses) out[String(s)] = (out[String(s)] ?? 0) + 1;
  return out;
}

const describe = (counts: Record<string, number>) =>
  Object.entries(counts)
    .map(([s, n]) => `${s === "0" ? "no answer" : s}×${n}`)
    .join(" ") || "none";

/** Answers and median milliseconds by kind of request, for the log above the verdict. */
export function describeByKind(answers: Answer[]) {
  return REQUEST_KINDS.map((kind) => {
    const mine = answers.filter((a) => a.kind === kind);
    const ok = mine.filter((a) => a.status >= 200 && a.status < 300).length;
    return `${kind}: ${ok}/${mine.length} ok, p50 ${Math.round(
      percentile(
        mine.map((a) => a.ms),
        50,
      ),
    )} ms`;
  }).join("; ");
}

/** The run's report: problems, then the one JSON line that is always the last line printed. */
export function report(result: Verdict, answers: Answer[]) {
  console.log(describeByKind(answers));
  console.log(marginLine(result.summary));
  console.log(result.problems.length ? `FAIL\n- ${result.problems.join("\n- ")}` : "PASS");
  console.log(JSON.stringify(result.summary));
}
