// The verdict of `npm run bench:publish` (issue 47: "publishing a 200 MB video raises the worker's
// peak memory by less than 64 MB"), apart from the run so a unit test can feed it broken tallies.

export const PUBLISH_RSS_CAP_BYTES = 64 * 1024 * 1024;

export type PublishTally = { videoBytes: number; receivedBytes: number; chunks: number; baselineRssBytes: number; peakRssBytes: number; published: boolean };

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** PASS only when the whole video reached the platform in chunks, the post is published, and RSS stayed under the cap. */
export function judgePublishUpload(t: PublishTally): { verdict: "PASS" | "FAIL"; lines: string[] } {
  const rise = t.peakRssBytes - t.baselineRssBytes;
  const problems = [
    !(t.peakRssBytes > 0 && Number.isFinite(rise)) && "no memory figure was measured",
    rise >= PUBLISH_RSS_CAP_BYTES && `the worker's peak RSS rose by ${mb(rise)}: the cap is ${mb(PUBLISH_RSS_CAP_BYTES)}`,
    t.receivedBytes !== t.videoBytes && `the platform received ${t.receivedBytes} of ${t.videoBytes} bytes`,
    t.chunks < 2 && `the video went in ${t.chunks} request(s), not streamed in chunks`,
    !t.published && "the publication did not end published",
  ].filter((p): p is string => typeof p === "string");
  const verdict = problems.length === 0 ? "PASS" : "FAIL";
  return {
    verdict,
    lines: [
      `video ${mb(t.videoBytes)}: ${mb(t.receivedBytes)} received in ${t.chunks} chunks`,
      `peak RSS rise ${mb(rise)} (cap ${mb(PUBLISH_RSS_CAP_BYTES)}, margin ${mb(PUBLISH_RSS_CAP_BYTES - rise)})`,
      ...problems.map((p) => `problem: ${p}`),
      verdict,
    ],
  };
}
