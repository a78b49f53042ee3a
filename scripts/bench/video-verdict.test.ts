import { judgeVideo, median, type RenderRun } from "./video-verdict";

const run = (renderSeconds: number, videoSeconds = 31.2, expectedSeconds = 31.2): RenderRun => ({
  ok: true,
  renderSeconds,
  videoSeconds,
  expectedSeconds,
  peakMemoryBytes: 300 * 2 ** 20,
  cpuSeconds: renderSeconds * 1.5,
});

describe("the draft video speed verdict", () => {
  it("passes renders faster than real time and reports their figures", () => {
    const result = judgeVideo([run(12), run(15.6), run(14)]);
    expect(result.problems).toEqual([]);
    expect(result.summary).toEqual({
      verdict: "PASS",
      goal: 1,
      runs: 3,
      rendered: 3,
      medianRatio: 0.449,
      worstRatio: 0.5,
      medianRenderSeconds: 14,
      videoSeconds: 31.2,
      peakMemoryMB: 300,
      medianCpuPerVideoSecond: 0.673,
    });
  });

  it("fails when the median render is slower than real time (ratio 1.4)", () => {
    const result = judgeVideo([run(43.7), run(43.7), run(20)]);
    expect(result.verdict).toBe("FAIL");
    expect(result.problems).toEqual(["median render time ÷ video duration is 1.40, over the goal of 1.0"]);
  });

  it("fails with zero successful renders, however fast the failures were", () => {
    const result = judgeVideo([
      { ok: false, error: "ffmpeg failed (exit 1)" },
      { ok: false, error: "ffmpeg failed (exit 1)" },
    ]);
    expect(result.verdict).toBe("FAIL");
    expect(result.problems).toContain("no render produced a video");
    expect(result.summary).toMatchObject({ rendered: 0, medianRatio: null, peakMemoryMB: null });
    expect(judgeVideo([]).verdict).toBe("FAIL");
  });

  it("fails when one run failed even if the others were fast", () => {
    expect(judgeVideo([run(10), { ok: false, error: "killed" }, run(11)]).problems).toEqual(["run 2 failed: killed"]);
  });

  it("does not count a fast render of a video of the wrong length", () => {
    const result = judgeVideo([run(1, 3, 31.2)]);
    expect(result.verdict).toBe("FAIL");
    expect(result.problems).toEqual(["a 3.0 s video where 31.2 s was expected (render 1.0 s)", "no render produced a video"]);
  });

  it("takes the middle of an odd count and the mean of the middle two of an even count", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
  });
});
