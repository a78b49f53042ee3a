// The benchmark's Markdown report (docs/performance.md): every row with its raw counts, its ratio
// to the bare handler on the same server, and each issue 21 goal judged beside it.
import type { Target } from "./targets";
import type { ScenarioResult } from "./scenario";
import { judge, worst, type Judged, type Tally, type Verdict } from "./verdict";

export type Server = "before" | "after";
export type Row = { target: Target; connections: number; server: Server; tally: Tally };
export type ScenarioReport = { title: string; server: Server; result: ScenarioResult | null };

const f = (n: number, d = 0) => (Number.isFinite(n) ? n.toFixed(d) : "n/a");

/** Each row's goals judged against the bare handler measured on the same server at the same concurrency. */
export function judgeRows(rows: Row[]): { row: Row; judged: Judged[] }[] {
  const bare = (r: Row) => rows.find((b) => b.target.kind === "baseline" && b.server === r.server && b.connections === r.connections)?.tally;
  return rows.map((row) => ({ row, judged: (row.target.goals?.(row.connections) ?? []).map((goal) => judge(goal, row.tally, bare(row))) }));
}

export function renderReport(input: {
  rows: Row[];
  scenarios: ScenarioReport[];
  notes: string[];
  duration: number;
  repeat: number;
  cpus: number;
  node: string;
}) {
  const { rows, scenarios, notes } = input;
  const servers = [...new Set(rows.map((r) => r.server))];
  const compared = servers.length > 1;
  const bare = (r: Row) => rows.find((b) => b.target.kind === "baseline" && b.server === r.server && b.connections === r.connections)?.tally;
  const verdicts: Verdict[] = [];
  const lines = [
    "# Performance",
    "",
    `Measured by \`npm run bench\` on ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC: \`next start\` on 127.0.0.1 with PostgreSQL,`,
    `autocannon for ${input.duration} s per row, ${input.repeat} run(s) each (req/s and latencies are the median run; requests are counted over all runs),`,
    `on the same ${input.cpus}-core machine (Node ${input.node}). Ratios are against the bare handler (\`GET /api/health\`, a constant JSON body)`,
    "on the same server at the same number of connections.",
    ...(compared
      ? ["", "**before** is the checkout given with `--before` and **after** this one, each on its own database seeded alike, rows interleaved."]
      : []),
    "",
    `| Endpoint |${compared ? " Server |" : ""} Connections | req/s | p50 ms | p99 ms | requests | 2xx | non-2xx | errors/timeouts | req/s vs bare | p99 vs bare | Goal |`,
    `|---|${compared ? "---|" : ""}---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|`,
  ];
  for (const { row, judged } of judgeRows(rows)) {
    const t = row.tally;
    const b = bare(row);
    verdicts.push(...judged.map((j) => j.verdict));
    lines.push(
      `| ${row.target.name} |${compared ? ` ${row.server} |` : ""} ${row.connections} | ${f(t.rps, t.rps < 10 ? 1 : 0)} | ${t.p50} | ${t.p99} | ${t.requests} | ${t.ok} | ${t.non2xx} | ${t.errors} | ${b ? f(t.rps / b.rps, 2) : "n/a"} | ${b ? f(t.p99 / Math.max(1, b.p99), 2) : "n/a"} | ${judged.map((j) => j.text).join("; ") || "-"} |`,
    );
  }
  for (const s of scenarios) {
    lines.push("", `## ${s.title}${compared ? ` (${s.server})` : ""}`, "");
    if (!s.result) {
      lines.push("Skipped: its route is not in this checkout yet.");
      continue;
    }
    lines.push(...s.result.lines);
    if (s.result.checks.length) lines.push("", ...s.result.checks.map((c) => `- ${c.text}`));
    verdicts.push(...s.result.checks.map((c) => c.verdict));
  }
  if (notes.length) lines.push("", "## Notes", "", ...notes.map((n) => `- ${n}`));
  lines.push("", "POST /api/login verifies an argon2id hash per request by design, so it is not held to the JSON goal.", "");
  const overall = worst(verdicts);
  lines.push(
    `Overall: ${overall === "ok" ? "every goal met" : overall === "MISS" ? "some goals missed (MISS above)" : "some rows failed to measure (FAIL above)"}.`,
    "",
  );
  return { markdown: lines.join("\n"), overall };
}

const REPORT_START = "<!-- npm run bench writes from here; what follows its end mark is kept -->";
const REPORT_END = "<!-- npm run bench writes to here -->";

/**
 * The performance document with `report` in place of the last one, between the two marks; the
 * figures and history written by hand after them are kept. A document without the marks keeps
 * all of its text after the new report.
 */
export function spliceReport(document: string, report: string): string {
  const block = `${REPORT_START}\n${report.trimEnd()}\n${REPORT_END}`;
  const start = document.indexOf(REPORT_START);
  const end = document.indexOf(REPORT_END);
  if (start >= 0 && end > start) return document.slice(0, start) + block + document.slice(end + REPORT_END.length);
  return document.trim() ? `${block}\n\n${document}` : `${block}\n`;
}
