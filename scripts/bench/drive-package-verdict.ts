// The verdict of `npm run bench:drive`, kept apart from the upload so that a unit test can feed
// it a broken tally and see it FAIL (issue 29, item 4). A run passes only when the whole package
// arrived at the drive, in more than one chunk, and the server's peak RSS rose by less than the cap.

/** The server's peak RSS may rise by less than this while it sends a 300 MB package. */
export const RSS_RISE_CAP_BYTES = 64 * 1024 * 1024;

export type DriveTally = { packageBytes: number; receivedBytes: number; chunks: number; baselineRssBytes: number; peakRssBytes: number };

export type DriveVerdict = { verdict: "PASS" | "FAIL"; problems: string[]; lines: string[] };

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export function judgeDriveUpload(tally: DriveTally): DriveVerdict {
  const rise = tally.peakRssBytes - tally.baselineRssBytes;
  const problems: string[] = [];
  if (!Number.isFinite(rise) || tally.peakRssBytes <= 0) problems.push("no RSS figure was measured");
  else if (rise >= RSS_RISE_CAP_BYTES) problems.push(`peak RSS rose by ${mb(rise)}, not under the ${mb(RSS_RISE_CAP_BYTES)} cap`);
  if (tally.receivedBytes !== tally.packageBytes) problems.push(`the drive received ${tally.receivedBytes} of ${tally.packageBytes} bytes`);
  if (tally.chunks < 2) problems.push(`the package went in ${tally.chunks} request(s), not in chunks`);
  const verdict = problems.length === 0 ? "PASS" : "FAIL";
  return {
    verdict,
    problems,
    lines: [
      `package: ${mb(tally.packageBytes)} sent, ${mb(tally.receivedBytes)} received in ${tally.chunks} chunks`,
      `peak RSS rise: ${Number.isFinite(rise) ? mb(rise) : "n/a"} (cap ${mb(RSS_RISE_CAP_BYTES)})`,
      ...problems.map((p) => `problem: ${p}`),
      verdict,
    ],
  };
}
