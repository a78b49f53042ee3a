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
};

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

/** The README's table: one row a page under the blank floor's, each goal's miss named in the last column. */
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
