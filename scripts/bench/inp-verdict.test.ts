import { INP_GOAL_MS, inpTable, judgeInp } from "./inp-verdict";

const floorRuns = [24, 16, 24, 32, 24];

describe("judgeInp", () => {
  it("meets the goal when the median of five runs is at most the goal, even with one slow run", () => {
    const row = judgeInp({ interaction: "Next", runs: [48, 56, 400, 64, 40], floorRuns });
    expect(row).toMatchObject({ medianMs: 56, range: [40, 400], floorMs: 24, verdict: "met", why: null });
    expect(row.ratio).toBeCloseTo(56 / 24);
  });

  it("misses a broken tally: a median over the goal", () => {
    const row = judgeInp({ interaction: "typing", runs: [120, 136, 104, 96, 152], floorRuns });
    expect(row.verdict).toBe("MISS");
    expect(row.why).toBe(`median 120 ms over ${INP_GOAL_MS} ms`);
  });

  it("misses a tally where runs reported no INP, however fast the others were", () => {
    const row = judgeInp({ interaction: "drag", runs: [24, Number.NaN, 32, Number.NaN, 24], floorRuns });
    expect(row).toMatchObject({ verdict: "MISS", why: "3 of 5 runs gave a figure" });
    expect(judgeInp({ interaction: "none", runs: [], floorRuns: [] })).toMatchObject({ medianMs: null, ratio: null, verdict: "MISS" });
  });
});

describe("inpTable", () => {
  it("prints each interaction's median, range, floor, ratio and verdict", () => {
    const table = inpTable([
      judgeInp({ interaction: "Apply a code", runs: [40, 48, 56, 48, 48], floorRuns }),
      judgeInp({ interaction: "Refund…", runs: [200, 208, 216, 180, 190], floorRuns }),
    ]);
    expect(table).toContain("| Apply a code | 48 (40-56) | 24 | 2.0× | met |");
    expect(table).toContain("| Refund… | 200 (180-216) | 24 | 8.3× | MISS: median 200 ms over 100 ms |");
  });
});
