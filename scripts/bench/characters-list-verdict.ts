// The verdict of `npm run bench:list` (issue 21 item 5), apart from the measuring so that a unit
// test can feed it a failing tally and see MISS. The characters list meets its goal when a
// request for a user with many characters takes at most TIME_RATIO_GOAL × the time for a user
// with one, and costs the same number of database queries.

export const TIME_RATIO_GOAL = 2;
export const BASELINE_CHARACTERS = 1;

/** One user's figures: the median of several requests for the first page of their list. */
export type ListSample = {
  characters: number;
  medianMs: number;
  /** Database queries per request (the median over the requests, so a stray background query does not count). */
  queries: number;
  bytes: number;
  /** How many characters the answer carried. */
  returned: number;
};

export type ListRow = ListSample & { ratio: number | null; mark: "ok" | "MISS" };
export type ListVerdict = { verdict: "PASS" | "MISS"; rows: ListRow[]; problems: string[] };

export function judgeCharactersList(samples: ListSample[]): ListVerdict {
  const problems: string[] = [];
  const base = samples.find((s) => s.characters === BASELINE_CHARACTERS);
  const usable = (s: ListSample) => Number.isFinite(s.medianMs) && s.medianMs > 0 && Number.isFinite(s.queries);
  if (!base || !usable(base)) problems.push(`no usable measurement for ${BASELINE_CHARACTERS} character to compare with`);
  if (samples.length < 2) problems.push("fewer than two list sizes measured");

  const rows = samples.map((s): ListRow => {
    const own: string[] = [];
    const ratio = base && usable(base) && usable(s) ? s.medianMs / base.medianMs : null;
    if (!usable(s)) own.push(`${s.characters} characters: no usable measurement`);
    if (ratio !== null && ratio > TIME_RATIO_GOAL)
      own.push(`${s.characters} characters take ${ratio.toFixed(2)}× the time for one, over the goal of ${TIME_RATIO_GOAL}×`);
    if (base && usable(s) && s.queries !== base.queries)
      own.push(`${s.characters} characters cost ${s.queries} queries a request, ${base.queries} for one: not constant`);
    problems.push(...own);
    return { ...s, ratio, mark: own.length ? "MISS" : "ok" };
  });
  return { verdict: problems.length ? "MISS" : "PASS", rows, problems };
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** The Markdown table for docs/performance.md and the README, each row beside its goal. */
export function renderCharactersListTable(result: ListVerdict): string[] {
  const lines = [
    `| Characters | Returned | Median ms | vs 1 character (goal ≤ ${TIME_RATIO_GOAL}×) | Queries a request (goal: constant) | Response |  |`,
    "|---:|---:|---:|---:|---:|---:|---|",
  ];
  for (const r of result.rows) {
    const ratio = r.ratio === null ? "n/a" : `${r.ratio.toFixed(2)}×`;
    lines.push(`| ${r.characters.toLocaleString("en-US")} | ${r.returned} | ${r.medianMs.toFixed(1)} | ${ratio} | ${r.queries} | ${kB(r.bytes)} | ${r.mark} |`);
  }
  lines.push("", result.verdict === "PASS" ? "Verdict: PASS" : `Verdict: MISS\n${result.problems.map((p) => `- ${p}`).join("\n")}`);
  return lines;
}
