import { judgePublishUpload, PUBLISH_RSS_CAP_BYTES } from "./publish-upload-verdict";

const good = {
  videoBytes: 200 * 1024 ** 2,
  receivedBytes: 200 * 1024 ** 2,
  chunks: 100,
  baselineRssBytes: 300 * 1024 ** 2,
  peakRssBytes: 320 * 1024 ** 2,
  published: true,
};

it("passes a whole video streamed in chunks under the memory cap", () => {
  expect(judgePublishUpload(good).verdict).toBe("PASS");
});

it("fails each broken tally, saying why", () => {
  const fail = (over: Partial<typeof good>) => judgePublishUpload({ ...good, ...over });
  expect(fail({ peakRssBytes: good.baselineRssBytes + PUBLISH_RSS_CAP_BYTES }).lines).toContain(
    "problem: the worker's peak RSS rose by 64.0 MB: the cap is 64.0 MB",
  );
  expect(fail({ receivedBytes: 10 }).verdict).toBe("FAIL");
  expect(fail({ chunks: 1 }).lines).toContain("problem: the video went in 1 request(s), not streamed in chunks");
  expect(fail({ published: false }).verdict).toBe("FAIL");
  expect(fail({ peakRssBytes: 0 }).lines).toContain("problem: no memory figure was measured");
});
