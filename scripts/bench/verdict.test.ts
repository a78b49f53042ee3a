import { combine, judge, judgeValue, median, worst, type Tally } from "./verdict";

const tally = (t: Partial<Tally> = {}): Tally => ({ rps: 1000, p50: 4, p99: 10, requests: 5000, ok: 5000, non2xx: 0, errors: 0, ...t });
const bare = tally({ rps: 2000, p99: 8 });

describe("the bench verdicts (a proof must be able to fail)", () => {
  it("marks a ratio below its goal MISS, next to the figure and the goal", () => {
    expect(judge({ metric: "rps-ratio", min: 0.6 }, tally({ rps: 1160 }), bare)).toMatchObject({ verdict: "MISS", text: "0.58× (goal ≥ 0.6×) MISS" });
    expect(judge({ metric: "rps-ratio", min: 0.6 }, tally({ rps: 1200 }), bare)).toMatchObject({ verdict: "ok", text: "0.6× (goal ≥ 0.6×) ok" });
  });

  it("marks a p99 above its multiple of the bare handler's, or above its milliseconds, MISS", () => {
    expect(judge({ metric: "p99-ratio", max: 2 }, tally({ p99: 18.24 }), bare).text).toBe("p99 2.28× (goal ≤ 2×) MISS");
    expect(judge({ metric: "p99-ratio", max: 2 }, tally({ p99: 16 }), bare).verdict).toBe("ok");
    expect(judge({ metric: "p99-ms", below: 250 }, tally({ p99: 616 }), undefined).text).toBe("p99 616 ms (goal < 250 ms) MISS");
    expect(judge({ metric: "p99-ms", below: 100 }, tally({ p99: 100 }), undefined).verdict).toBe("MISS");
    expect(judge({ metric: "p99-ms", below: 100 }, tally({ p99: 99 }), undefined).verdict).toBe("ok");
  });

  it("fails a row with zero successful requests, even when its figures would meet the goal", () => {
    const nothing = tally({ ok: 0, non2xx: 5000, rps: 5000, p99: 1 });
    expect(judge({ metric: "rps-ratio", min: 0.6 }, nothing, bare)).toMatchObject({ verdict: "FAIL", text: "2.5× (goal ≥ 0.6×) FAIL" });
    expect(judge({ metric: "p99-ms", below: 100 }, nothing, undefined).verdict).toBe("FAIL");
  });

  it("fails a row with errors or non-2xx answers, or when the bare handler it is compared with failed or is missing", () => {
    expect(judge({ metric: "rps-ratio", min: 0.6 }, tally({ errors: 3 }), bare).verdict).toBe("FAIL");
    expect(judge({ metric: "rps-ratio", min: 0.6 }, tally({ non2xx: 1 }), bare).verdict).toBe("FAIL");
    expect(judge({ metric: "rps-ratio", min: 0.6 }, tally(), tally({ ok: 0 })).verdict).toBe("FAIL");
    expect(judge({ metric: "p99-ratio", max: 2 }, tally(), undefined)).toMatchObject({ verdict: "FAIL", text: "p99 n/a× (goal ≤ 2×) FAIL" });
  });

  it("judges a scenario's own figure, and fails one measured on failed requests", () => {
    expect(judgeValue("1,000 vs 1 character", 5.3, { max: 2, unit: "×" })).toEqual({ verdict: "MISS", text: "1,000 vs 1 character: 5.3× (goal ≤ 2×) MISS" });
    expect(judgeValue("queries", 3, { max: 3 }).verdict).toBe("ok");
    expect(judgeValue("queries", 3, { max: 3 }, false).verdict).toBe("FAIL");
  });

  it("combines repeats by their median and counts every request; the worst verdict wins", () => {
    const combined = combine([tally({ rps: 900, p99: 12 }), tally({ rps: 1100, p99: 30, errors: 1 }), tally({ rps: 1000, p99: 11 })]);
    expect(combined).toEqual({ rps: 1000, p50: 4, p99: 12, requests: 15000, ok: 15000, non2xx: 0, errors: 1 });
    expect(judge({ metric: "rps-ratio", min: 0.1 }, combined, bare).verdict).toBe("FAIL");
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(worst(["ok", "MISS", "ok"])).toBe("MISS");
    expect(worst(["ok", "MISS", "FAIL"])).toBe("FAIL");
    expect(worst(["ok"])).toBe("ok");
  });
});
