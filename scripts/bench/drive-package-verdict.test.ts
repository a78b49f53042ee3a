import { judgeDriveUpload, RSS_RISE_CAP_BYTES } from "./drive-package-verdict";

const MB = 1024 * 1024;
const good = { packageBytes: 300 * MB, receivedBytes: 300 * MB, chunks: 60, baselineRssBytes: 200 * MB, peakRssBytes: 230 * MB };

describe("the drive upload memory verdict", () => {
  it("passes a whole package sent in chunks under the RSS cap, printing the figure beside the cap", () => {
    const result = judgeDriveUpload(good);
    expect(result.verdict).toBe("PASS");
    expect(result.lines).toContain("peak RSS rise: 30.0 MB (cap 64.0 MB)");
  });

  it.each([
    ["the RSS rose past the cap (the ZIP held in memory)", { ...good, peakRssBytes: good.baselineRssBytes + 300 * MB }],
    ["the RSS rose exactly by the cap", { ...good, peakRssBytes: good.baselineRssBytes + RSS_RISE_CAP_BYTES }],
    ["no RSS was measured", { ...good, peakRssBytes: 0 }],
    ["the drive received less than was sent", { ...good, receivedBytes: 100 * MB }],
    ["the package went in one request", { ...good, chunks: 1 }],
  ])("fails when %s", (_label, tally) => {
    const result = judgeDriveUpload(tally);
    expect(result.verdict).toBe("FAIL");
    expect(result.problems.length).toBeGreaterThan(0);
    expect(result.lines.at(-1)).toBe("FAIL");
  });
});
