import { outTimeSeconds, progressReader } from "./progress";

describe("reading ffmpeg's progress output", () => {
  it("reads out_time_us, the older out_time_ms (also microseconds) and out_time", () => {
    expect(outTimeSeconds("out_time_us=2500000")).toBe(2.5);
    expect(outTimeSeconds("out_time_ms=2500000")).toBe(2.5);
    expect(outTimeSeconds("out_time=00:01:02.500000")).toBe(62.5);
  });

  it("ignores other lines, N/A and the negative time ffmpeg prints before the first frame", () => {
    for (const line of ["frame=10", "out_time_us=N/A", "out_time_ms=-9223372036854775807", "progress=continue", ""]) {
      expect(outTimeSeconds(line)).toBeUndefined();
    }
  });

  it("turns chunks split anywhere into rising whole percentages, at most 99", () => {
    const seen: number[] = [];
    const feed = progressReader(10, (p) => seen.push(p));
    feed("frame=1\nout_time_us=1000000\nprogress=cont");
    feed("inue\nout_time_us=25");
    feed("00000\nout_time_ms=2500000\nout_time_us=2400000\n");
    feed("out_time_us=10000000\nprogress=end\n");
    expect(seen).toEqual([10, 25, 99]);
  });

  it("reports nothing for a video of no length", () => {
    const seen: number[] = [];
    progressReader(0, (p) => seen.push(p))("out_time_us=1000000\n");
    expect(seen).toEqual([]);
  });
});
