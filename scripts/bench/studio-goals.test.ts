import { missesOf, studioTable, tbtRatio, traceOf, traceWords, type PageTally, type TraceAudits } from "./studio-goals";

const blank: PageTally = {
  page: "blank",
  performance: 100,
  performanceRange: [100, 100],
  accessibility: 100,
  tbtMs: 100,
  lcpMs: 900,
  cls: 0,
  scriptKb: 140,
  failing: [],
};
const meeting: PageTally = {
  page: "/user/dashboard",
  performance: 99,
  performanceRange: [98, 100],
  accessibility: 100,
  tbtMs: 130,
  lcpMs: 1800,
  cls: 0.02,
  scriptKb: 200,
  failing: [],
};

it("a page at every goal's edge misses none", () => {
  expect(missesOf(meeting, blank.tbtMs)).toEqual([]);
});

it("a failing tally names each goal it misses", () => {
  const failing = { ...meeting, performance: 83, tbtMs: 393, cls: 0.209, accessibility: 98 };
  expect(missesOf(failing, blank.tbtMs)).toEqual(["Performance 83 < 98", "TBT 3.93× > 1.3×", "CLS 0.209 > 0.02", "accessibility 98 < 100"]);
});

it("one point below or one step over a goal is a miss", () => {
  expect(missesOf({ ...meeting, performance: 97 }, 100)).toEqual(["Performance 97 < 98"]);
  expect(missesOf({ ...meeting, tbtMs: 131 }, 100)).toEqual(["TBT 1.31× > 1.3×"]);
  expect(missesOf({ ...meeting, cls: 0.021 }, 100)).toEqual(["CLS 0.021 > 0.02"]);
  expect(missesOf({ ...meeting, accessibility: 99 }, 100)).toEqual(["accessibility 99 < 100"]);
});

it("against a blank page that blocks for 0 ms, TBT passes up to 50 ms", () => {
  expect(tbtRatio(40, 0)).toBeNull();
  expect(missesOf({ ...meeting, tbtMs: 50 }, 0)).toEqual([]);
  expect(missesOf({ ...meeting, tbtMs: 51 }, 0)).toEqual(["TBT 51 ms > 50 ms"]);
});

it("the table puts the floor first and marks misses", () => {
  const table = studioTable(blank, [meeting, { ...meeting, page: "/tests/ai", accessibility: 98 }]).split("\n");
  expect(table[0]).toBe("| Page | Performance | TBT vs blank | LCP | CLS | Accessibility | Script kB | Goals |");
  expect(table[2]).toBe("| blank page | 100 | 100 ms | 900 ms | 0.000 | 100 | 140 | floor |");
  expect(table[3]).toBe("| `/user/dashboard` | 99 (98-100) | 130 ms (1.3×) | 1800 ms | 0.020 | 100 | 200 | met |");
  expect(table[4]).toBe("| `/tests/ai` | 99 (98-100) | 130 ms (1.3×) | 1800 ms | 0.020 | 98 | 200 | miss: accessibility 98 < 100 |");
});

// A Lighthouse 13 result cut down to the audits traceOf reads, shaped as lighthouse writes them.
const auditsWith = (renderDelay: number): TraceAudits => ({
  "lcp-breakdown-insight": {
    details: {
      type: "list",
      items: [
        {
          type: "table",
          items: [
            { subpart: "timeToFirstByte", label: "Time to first byte", duration: 41.6 },
            { subpart: "elementRenderDelay", label: "Element render delay", duration: renderDelay },
          ],
        },
        { type: "node", nodeLabel: "Voice\n   for Ava", snippet: '<h1 class="text-2xl">', selector: "main > h1" },
      ],
    },
  },
  "long-tasks": {
    details: {
      items: [
        { url: "http://127.0.0.1:3440/_next/static/chunks/a1.js", duration: 90.4, startTime: 900 },
        { url: "http://127.0.0.1:3440/_next/static/chunks/b2.js?v=1", duration: 272.2, startTime: 1200 },
        { url: "Unattributable", duration: 60, startTime: 2000 },
        { url: "http://127.0.0.1:3440/_next/static/chunks/c3.js", duration: 55, startTime: 2100 },
      ],
    },
  },
  "mainthread-work-breakdown": {
    details: {
      items: [
        { group: "scriptEvaluation", groupLabel: "Script Evaluation", duration: 1204.5 },
        { group: "styleLayout", groupLabel: "Style & Layout", duration: 498.9 },
      ],
    },
  },
});

it("traceOf names the LCP element, its parts, the three longest tasks and the main thread's work", () => {
  expect(traceOf(auditsWith(1810.2))).toEqual({
    lcpElement: "Voice for Ava",
    lcpSubparts: { timeToFirstByte: 42, elementRenderDelay: 1810 },
    longTasks: [
      { ms: 272, script: "/_next/static/chunks/b2.js" },
      { ms: 90, script: "/_next/static/chunks/a1.js" },
      { ms: 60, script: "Unattributable" },
    ],
    mainThread: { scriptEvaluation: 1205, styleLayout: 499 },
  });
});

it("traceOf of a run without those audits says nothing rather than inventing", () => {
  expect(traceOf({})).toEqual({ lcpElement: null, lcpSubparts: {}, longTasks: [], mainThread: {} });
});

it("traceWords puts the largest part of the LCP first and names each long task's script", () => {
  expect(traceWords(traceOf(auditsWith(1810)))).toBe(
    'LCP element "Voice for Ava" (render delay 1810 ms, first byte 42 ms); longest tasks 272 ms in /_next/static/chunks/b2.js, 90 ms in /_next/static/chunks/a1.js, 60 ms in Unattributable; main thread: scriptEvaluation 1205 ms, styleLayout 499 ms',
  );
  expect(traceWords(undefined)).toBe("no trace recorded");
  expect(traceWords(traceOf({}))).toBe("no long task");
});
