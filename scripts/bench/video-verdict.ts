// The verdict of `npm run bench:video`, kept apart from the renders so that a unit test can feed
// it a broken tally and see it FAIL. A run passes only when every render produced a video of the
// expected length and the median render took at most RATIO_GOAL × the video's length.

/** Render time ÷ video duration: real time or faster on the 2-core reference machine (issue 22). */
export const RATIO_GOAL = 1.0;
/** A video more than this share off the length it should have does not count as rendered. */
export const DURATION_TOLERANCE = 0.1;

export type RenderRun =
  | { ok: true; renderSeconds: number; videoSeconds: number; expectedSeconds: number; peakMemoryBytes: number; cpuSeconds?: number }
  | { ok: false; error: string };

export type VideoVerdict = {
  verdict: "PASS" | "FAIL";
  problems: string[];
  summary: {
    verdict: "PASS" | "FAIL";
    goal: number;
    runs: number;
    rendered: number;
    medianRatio: number | null;
    worstRatio: number | null;
    medianRenderSeconds: number | null;
    videoSeconds: number | null;
    peakMemoryMB: number | null;
    /** ffmpeg's CPU seconds per second of video: what the render costs whatever else the machine runs. */
    medianCpuPerVideoSecond: number | null;
  };
};

export function median(values: number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const round = (n: number | null, digits: number) => (n === null ? null : Number(n.toFixed(digits)));

export function judgeVideo(runs: RenderRun[]): VideoVerdict {
  const problems: string[] = [];
  const rendered = runs.filter((run) => run.ok);
  for (const [i, run] of runs.entries()) if (!run.ok) problems.push(`run ${i + 1} failed: ${run.error}`);
  const good = rendered.filter((run) => {
    const off = Math.abs(run.videoSeconds - run.expectedSeconds) / run.expectedSeconds;
    const valid = Number.isFinite(run.renderSeconds) && run.renderSeconds > 0 && run.videoSeconds > 0 && off <= DURATION_TOLERANCE;
    if (!valid)
      problems.push(
        `a ${run.videoSeconds.toFixed(1)} s video where ${run.expectedSeconds.toFixed(1)} s was expected (render ${run.renderSeconds.toFixed(1)} s)`,
      );
    return valid;
  });
  if (good.length === 0) problems.push("no render produced a video");

  const ratios = good.map((run) => run.renderSeconds / run.videoSeconds);
  const medianRatio = median(ratios);
  if (medianRatio !== null && medianRatio > RATIO_GOAL) {
    problems.push(`median render time ÷ video duration is ${medianRatio.toFixed(2)}, over the goal of ${RATIO_GOAL.toFixed(1)}`);
  }

  const verdict = problems.length ? "FAIL" : "PASS";
  const peak = good.length ? Math.max(...good.map((run) => run.peakMemoryBytes)) / 2 ** 20 : null;
  return {
    verdict,
    problems,
    summary: {
      verdict,
      goal: RATIO_GOAL,
      runs: runs.length,
      rendered: good.length,
      medianRatio: round(medianRatio, 3),
      worstRatio: round(ratios.length ? Math.max(...ratios) : null, 3),
      medianRenderSeconds: round(median(good.map((run) => run.renderSeconds)), 2),
      videoSeconds: round(median(good.map((run) => run.videoSeconds)), 2),
      peakMemoryMB: round(peak, 0),
      medianCpuPerVideoSecond: round(
        median(good.flatMap((run) => (run.cpuSeconds === undefined || !Number.isFinite(run.cpuSeconds) ? [] : [run.cpuSeconds / run.videoSeconds]))),
        3,
      ),
    },
  };
}
