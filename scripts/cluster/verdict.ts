// The cluster run's own checks (scripts/cluster/run.ts), kept pure so a unit test can feed them
// broken tallies and see FAIL. The buyers' load is judged by the load verdict
// (scripts/load/verdict.ts); this adds what only several processes can get wrong: the draft
// video whose app process and worker were killed mid-render finishes once, with one MP4 and no
// file left in the bucket that no asset names; a rate limit and a quota count once across the
// processes rather than once in each; and both processes really served.
import type { Verdict } from "../load/verdict";

export type RenderCheck = {
  /** draft_video jobs the render buyer has (one was started). */
  jobs: number;
  /** Of them, done. */
  done: number;
  /** Claims of the job: the killed worker's and the one that finished. */
  attempts: number;
  /** The job's progress when the worker was killed (rendering is between 10 and 95). */
  killedAtProgress: number;
  /** Video assets of the character, and MP4 files under its folder in the bucket. */
  videoAssets: number;
  mp4Files: number;
  /** Keys in the bucket that no asset names, and assets whose key is not in the bucket. */
  orphanKeys: string[];
  missingKeys: string[];
  /** "Draft video rendered" activity lines for the character: one per completed render. */
  renderedActivities: number;
};

export type LimitCheck = {
  /** The limit's allowance (hits answered before the first 429 when counted once). */
  limit: number;
  /** Each attempt's status and the process that answered it, in order. */
  attempts: { status: number; upstream: string }[];
};

export type QuotaCheck = { kind: string; spent: number; started: number };

export type ClusterInput = {
  load: Verdict;
  render: RenderCheck;
  limit: LimitCheck;
  quota: QuotaCheck;
  /** Answers each app process gave the buyers (by port). */
  servedBy: Record<string, number>;
  processes: number;
};

export type ClusterVerdict = {
  verdict: "PASS" | "FAIL";
  problems: string[];
  summary: Verdict["summary"] & {
    servedBy: Record<string, number>;
    render: { done: number; attempts: number; killedAtProgress: number; videoAssets: number; mp4Files: number; orphanKeys: number; missingKeys: number };
    limit: { limit: number; first429: number | null; processes: number };
    quota: QuotaCheck;
  };
};

export function judgeCluster(input: ClusterInput): ClusterVerdict {
  const { load, render, limit, quota } = input;
  const problems = [...load.problems];

  const serving = Object.values(input.servedBy).filter((n) => n > 0).length;
  if (serving < input.processes) problems.push(`only ${serving} of ${input.processes} app processes answered the buyers`);

  if (render.jobs !== 1) problems.push(`${render.jobs} draft video jobs instead of 1`);
  if (render.done !== 1) problems.push(`the draft video did not finish (${render.done} done)`);
  if (render.killedAtProgress < 10 || render.killedAtProgress >= 95) {
    problems.push(`the worker was killed at ${render.killedAtProgress}%, not while the video rendered (10-94%)`);
  }
  if (render.attempts < 2) problems.push(`the draft video was claimed ${render.attempts} time(s): the kill did not interrupt a claim`);
  if (render.renderedActivities !== 1) problems.push(`${render.renderedActivities} completed renders recorded instead of 1`);
  if (render.videoAssets !== 1) problems.push(`${render.videoAssets} video assets instead of 1`);
  if (render.mp4Files !== 1) problems.push(`${render.mp4Files} MP4 files in the bucket instead of 1`);
  if (render.orphanKeys.length) problems.push(`${render.orphanKeys.length} orphan files in the bucket: ${render.orphanKeys.slice(0, 3).join(", ")}`);
  if (render.missingKeys.length)
    problems.push(`${render.missingKeys.length} assets whose file is not in the bucket: ${render.missingKeys.slice(0, 3).join(", ")}`);

  const first429 = limit.attempts.findIndex((a) => a.status === 429);
  const before = limit.attempts.slice(0, first429 < 0 ? undefined : first429);
  const limitProcesses = new Set(before.map((a) => a.upstream)).size;
  if (first429 !== limit.limit) {
    problems.push(
      first429 < 0
        ? `no 429 after ${limit.attempts.length} wrong sign-ins (limit ${limit.limit}): the limit is not counted across processes`
        : `the first 429 came after ${first429} wrong sign-ins instead of ${limit.limit}`,
    );
  }
  if (before.some((a) => a.status !== 401))
    problems.push(`wrong sign-ins before the limit answered ${[...new Set(before.map((a) => a.status))].join(", ")}, not only 401`);
  if (limitProcesses < input.processes) problems.push(`the wrong sign-ins reached ${limitProcesses} of ${input.processes} processes`);

  if (quota.spent !== quota.started) problems.push(`the ${quota.kind} quota counts ${quota.spent} for ${quota.started} started`);

  const verdict = problems.length ? "FAIL" : "PASS";
  return {
    verdict,
    problems,
    summary: {
      ...load.summary,
      verdict,
      servedBy: input.servedBy,
      render: {
        done: render.done,
        attempts: render.attempts,
        killedAtProgress: render.killedAtProgress,
        videoAssets: render.videoAssets,
        mp4Files: render.mp4Files,
        orphanKeys: render.orphanKeys.length,
        missingKeys: render.missingKeys.length,
      },
      limit: { limit: limit.limit, first429: first429 < 0 ? null : first429 + 1, processes: limitProcesses },
      quota,
    },
  };
}
