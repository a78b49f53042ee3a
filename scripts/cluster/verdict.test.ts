import { judge, type Answer } from "../load/verdict";
import { judgeCluster, type ClusterInput, type LimitCheck, type RenderCheck } from "./verdict";

const T0 = 1_700_000_000_000;
const kinds = ["sign-in", "character-create", "profile-save", "social-link-add", "social-link-edit", "character-list", "social-link-list"] as const;

/** A healthy load verdict: 4 buyers for 30 s, every kind answered 200. */
function healthyLoad() {
  const answers: Answer[] = [];
  for (let buyer = 0; buyer < 4; buyer++)
    for (let round = 0; round < 10; round++) for (const kind of kinds) answers.push({ kind, buyer, status: 200, at: T0 + answers.length, ms: 10 });
  return judge({ answers, buyers: 4, seconds: 30, store: { acknowledgedWrites: 200, stored: 200, lost: 0, duplicated: 0 } });
}

const render: RenderCheck = {
  jobs: 1,
  done: 1,
  attempts: 2,
  killedAtProgress: 40,
  videoAssets: 1,
  mp4Files: 1,
  orphanKeys: [],
  missingKeys: [],
  renderedActivities: 1,
};

/** Ten wrong sign-ins answered 401 alternately by both processes, then 429s. */
const sharedLimit = (first429 = 10, total = 14): LimitCheck => ({
  limit: 10,
  attempts: Array.from({ length: total }, (_, i) => ({ status: i < first429 ? 401 : 429, upstream: String(7110 + (i % 2)) })),
});

const healthy = (): ClusterInput => ({
  load: healthyLoad(),
  render,
  limit: sharedLimit(),
  quota: { kind: "video", spent: 1, started: 1 },
  servedBy: { "7110": 300, "7111": 290 },
  processes: 2,
});

const problemsOf = (input: ClusterInput) => judgeCluster(input).problems.join("\n");

describe("the cluster verdict", () => {
  it("passes a healthy run and carries its figures in the summary", () => {
    const result = judgeCluster(healthy());
    expect(result.problems).toEqual([]);
    expect(result.verdict).toBe("PASS");
    expect(result.summary).toMatchObject({
      verdict: "PASS",
      buyers: 4,
      servedBy: { "7110": 300, "7111": 290 },
      render: { done: 1, attempts: 2, videoAssets: 1, mp4Files: 1, orphanKeys: 0 },
      limit: { limit: 10, first429: 11, processes: 2 },
    });
  });

  it("fails when the buyers' load fails", () => {
    const load = healthyLoad();
    const broken = judge({ answers: [], buyers: 4, seconds: 30, store: { acknowledgedWrites: 200, stored: 199, lost: 1, duplicated: 0 } });
    expect(load.verdict).toBe("PASS");
    expect(judgeCluster({ ...healthy(), load: broken }).verdict).toBe("FAIL");
  });

  it("fails a render that ran twice, left two MP4s, an orphan, or never finished", () => {
    expect(problemsOf({ ...healthy(), render: { ...render, renderedActivities: 2, videoAssets: 2, mp4Files: 2 } })).toMatch(
      /2 completed renders.*\n2 video assets.*\n2 MP4 files/,
    );
    expect(problemsOf({ ...healthy(), render: { ...render, orphanKeys: ["characters/c/a.mp4"] } })).toMatch(
      /1 orphan files in the bucket: characters\/c\/a.mp4/,
    );
    expect(problemsOf({ ...healthy(), render: { ...render, missingKeys: ["characters/c/b.srt"] } })).toMatch(/1 assets whose file is not in the bucket/);
    expect(problemsOf({ ...healthy(), render: { ...render, done: 0, renderedActivities: 0, videoAssets: 0, mp4Files: 0 } })).toMatch(/did not finish/);
    expect(problemsOf({ ...healthy(), render: { ...render, jobs: 2 } })).toMatch(/2 draft video jobs instead of 1/);
  });

  it("fails when the kill did not land while the video rendered", () => {
    expect(problemsOf({ ...healthy(), render: { ...render, killedAtProgress: 100 } })).toMatch(/killed at 100%/);
    expect(problemsOf({ ...healthy(), render: { ...render, attempts: 1 } })).toMatch(/claimed 1 time/);
  });

  it("fails a rate limit counted once per process: twice the wrong sign-ins before the 429, or none", () => {
    expect(problemsOf({ ...healthy(), limit: sharedLimit(20, 24) })).toMatch(/first 429 came after 20 wrong sign-ins instead of 10/);
    expect(problemsOf({ ...healthy(), limit: sharedLimit(14, 14) })).toMatch(/no 429 after 14 wrong sign-ins/);
  });

  it("fails a limit check that reached one process only, or saw answers other than 401 before the 429", () => {
    const oneProcess = sharedLimit();
    oneProcess.attempts = oneProcess.attempts.map((a) => ({ ...a, upstream: "7110" }));
    expect(problemsOf({ ...healthy(), limit: oneProcess })).toMatch(/reached 1 of 2 processes/);
    const errors = sharedLimit();
    errors.attempts[3] = { status: 500, upstream: "7111" };
    expect(problemsOf({ ...healthy(), limit: errors })).toMatch(/answered 401, 500/);
  });

  it("fails a quota counted twice for one generation, or not at all", () => {
    expect(problemsOf({ ...healthy(), quota: { kind: "video", spent: 2, started: 1 } })).toMatch(/video quota counts 2 for 1 started/);
    expect(judgeCluster({ ...healthy(), quota: { kind: "video", spent: 0, started: 1 } }).verdict).toBe("FAIL");
  });

  it("fails when one app process answered none of the buyers' requests", () => {
    expect(problemsOf({ ...healthy(), servedBy: { "7110": 590, "7111": 0 } })).toMatch(/only 1 of 2 app processes/);
  });
});
