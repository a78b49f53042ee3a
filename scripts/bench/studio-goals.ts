// The goals of the signed-in pages' Lighthouse report (issue 21) and the table it prints: kept
// apart from the script that runs Chromium so the pass/miss rule is tested on its own.

export const STUDIO_GOALS = { performance: 98, cls: 0.02, accessibility: 100, tbtRatio: 1.3 } as const;

/** When the blank page blocks for 0 ms a ratio means nothing: then up to this much TBT passes. */
const TBT_MS_WHEN_BLANK_IS_ZERO = 50;

/** One page's medians over its runs, as the Lighthouse script summarises them. */
export type PageTally = {
  page: string;
  performance: number;
  performanceRange: [number, number];
  accessibility: number;
  tbtMs: number;
  /** Largest Contentful Paint, ms (simulated mobile): shown beside Performance, no goal of its own. */
  lcpMs: number;
  cls: number;
  scriptKb: number;
  /** Audits below full marks outside Performance, in any run ("accessibility:color-contrast"). */
  failing: string[];
  /** The trace-based audits of the median run (absent in tallies made before they were kept). */
  traceAudits?: TraceAudits;
};

/** What a run's trace says the page spent its time on (lighthouse-shared.mjs traceOf). */
export type PageTrace = {
  lcpElement: string | null;
  /** timeToFirstByte, resourceLoadDelay, resourceLoadDuration, elementRenderDelay (ms, observed). */
  lcpSubparts: Record<string, number>;
  longTasks: { ms: number; script: string }[];
  /** Main-thread ms by kind: scriptEvaluation, styleLayout, scriptParseCompile, paintCompositeRender... */
  mainThread: Record<string, number>;
};

type TableItem = Record<string, unknown>;
type Details = { type?: string; items?: (TableItem & { type?: string; items?: TableItem[] })[] };
/** The trace-based audits of one Lighthouse run, as lighthouse-shared.mjs keeps them. */
export type TraceAudits = Record<string, { details?: Details } | undefined>;

const ms = (n: unknown) => Math.round(typeof n === "number" ? n : 0);
const scriptPath = (url: unknown) => (typeof url === "string" ? url.replace(/^https?:\/\/[^/]+/, "").replace(/\?.*$/, "") || url : "");

/**
 * What a run's trace says the page spent its time on: the LCP element and the parts of its time
 * (Lighthouse's LCP breakdown, observed in the trace), the three longest main-thread tasks with
 * the script each is attributed to, and the main thread's time by kind of work.
 */
export function traceOf(audits: TraceAudits | undefined): PageTrace | undefined {
  if (!audits) return undefined;
  const lcpLists = audits["lcp-breakdown-insight"]?.details?.items ?? [];
  const node = lcpLists.find((l) => l.type === "node");
  const label = node ? [node.nodeLabel, node.snippet, node.selector].find((v): v is string => typeof v === "string" && v.trim() !== "") : undefined;
  return {
    lcpElement: label ? label.replace(/\s+/g, " ").trim().slice(0, 80) : null,
    lcpSubparts: Object.fromEntries((lcpLists.find((l) => l.type === "table")?.items ?? []).map((i) => [String(i.subpart), ms(i.duration)])),
    longTasks: [...(audits["long-tasks"]?.details?.items ?? [])]
      .sort((a, b) => ms(b.duration) - ms(a.duration))
      .slice(0, 3)
      .map((t) => ({ ms: ms(t.duration), script: scriptPath(t.url) })),
    mainThread: Object.fromEntries((audits["mainthread-work-breakdown"]?.details?.items ?? []).map((i) => [String(i.group), ms(i.duration)])),
  };
}

const SUBPART_WORDS: Record<string, string> = {
  timeToFirstByte: "first byte",
  resourceLoadDelay: "load delay",
  resourceLoadDuration: "load",
  elementRenderDelay: "render delay",
};

/**
 * A miss named with its trace, in one line: the LCP element and where its time went, the largest
 * part first; the longest tasks and their scripts; script evaluation and style/layout totals.
 */
export function traceWords(trace: PageTrace | undefined): string {
  if (!trace) return "no trace recorded";
  const parts: string[] = [];
  const subparts = Object.entries(trace.lcpSubparts).sort((a, b) => b[1] - a[1]);
  if (trace.lcpElement || subparts.length) {
    const split = subparts.map(([k, v]) => `${SUBPART_WORDS[k] ?? k} ${v} ms`).join(", ");
    parts.push(`LCP element ${trace.lcpElement ? `"${trace.lcpElement}"` : "(not named)"}${split ? ` (${split})` : ""}`);
  }
  parts.push(
    trace.longTasks.length ? `longest tasks ${trace.longTasks.map((t) => `${t.ms} ms${t.script ? ` in ${t.script}` : ""}`).join(", ")}` : "no long task",
  );
  const work = (["scriptEvaluation", "styleLayout", "scriptParseCompile", "paintCompositeRender"] as const)
    .filter((k) => trace.mainThread[k] !== undefined)
    .map((k) => `${k} ${trace.mainThread[k]} ms`);
  if (work.length) parts.push(`main thread: ${work.join(", ")}`);
  return parts.join("; ");
}

export function tbtRatio(tbtMs: number, blankTbtMs: number): number | null {
  return blankTbtMs > 0 ? Math.round((tbtMs / blankTbtMs) * 100) / 100 : null;
}

/** The goals a page misses, in words for the table; empty when it meets them all. */
export function missesOf(page: PageTally, blankTbtMs: number): string[] {
  const misses: string[] = [];
  if (page.performance < STUDIO_GOALS.performance) misses.push(`Performance ${page.performance} < ${STUDIO_GOALS.performance}`);
  const ratio = tbtRatio(page.tbtMs, blankTbtMs);
  if (ratio === null ? page.tbtMs > TBT_MS_WHEN_BLANK_IS_ZERO : ratio > STUDIO_GOALS.tbtRatio) {
    misses.push(ratio === null ? `TBT ${page.tbtMs} ms > ${TBT_MS_WHEN_BLANK_IS_ZERO} ms` : `TBT ${ratio}× > ${STUDIO_GOALS.tbtRatio}×`);
  }
  if (page.cls > STUDIO_GOALS.cls) misses.push(`CLS ${formatCls(page.cls)} > ${STUDIO_GOALS.cls}`);
  if (page.accessibility < STUDIO_GOALS.accessibility) misses.push(`accessibility ${page.accessibility} < ${STUDIO_GOALS.accessibility}`);
  return misses;
}

const formatCls = (cls: number) => (Math.round(cls * 1000) / 1000).toFixed(3);

/** The table of docs/performance.md: one row a page under the blank floor's, each goal's miss named in the last column. */
export function studioTable(blank: PageTally, pages: PageTally[]): string {
  const head = ["Page", "Performance", "TBT vs blank", "LCP", "CLS", "Accessibility", "Script kB", "Goals"];
  const row = (cells: (string | number)[]) => `| ${cells.join(" | ")} |`;
  const range = (p: PageTally) => (p.performanceRange[0] === p.performanceRange[1] ? `${p.performance}` : `${p.performance} (${p.performanceRange.join("-")})`);
  const lines = [
    row(head),
    row(head.map(() => "---")),
    row(["blank page", range(blank), `${blank.tbtMs} ms`, `${blank.lcpMs} ms`, formatCls(blank.cls), blank.accessibility, blank.scriptKb, "floor"]),
  ];
  for (const p of pages) {
    const ratio = tbtRatio(p.tbtMs, blank.tbtMs);
    const misses = missesOf(p, blank.tbtMs);
    lines.push(
      row([
        `\`${p.page}\``,
        range(p),
        `${p.tbtMs} ms${ratio === null ? "" : ` (${ratio}×)`}`,
        `${p.lcpMs} ms`,
        formatCls(p.cls),
        p.accessibility,
        p.scriptKb,
        misses.length ? `miss: ${misses.join("; ")}` : "met",
      ]),
    );
  }
  return lines.join("\n");
}
