import { missesOf, studioTable, tbtRatio, type PageTally } from "./studio-goals";

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
