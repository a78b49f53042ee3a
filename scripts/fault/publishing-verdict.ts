// The verdict of the publishing fault run (issue 47): posts scheduled for the same minute across
// many buyers, several workers, one killed mid-upload. It passes only when the platform received
// every post exactly once, every publication ended published, and the killed one was retried.
// Kept apart from the run so a unit test can feed it broken tallies.

export type PublishingFaultTally = {
  scheduled: number;
  /** Deliveries counted at the platform, per publication id. */
  delivered: Map<string, number>;
  /** Each publication's final state and its claims. */
  publications: { id: string; state: string; attempts: number }[];
  killedId: string;
};

export function judgePublishingFault(t: PublishingFaultTally): { verdict: "PASS" | "FAIL"; lines: string[] } {
  const twice = [...t.delivered].filter(([, n]) => n > 1).map(([id]) => id);
  const never = t.publications.filter((p) => !t.delivered.get(p.id)).map((p) => p.id);
  const unfinished = t.publications.filter((p) => p.state !== "published").map((p) => `${p.id} (${p.state})`);
  const killed = t.publications.find((p) => p.id === t.killedId);
  const problems = [
    t.publications.length !== t.scheduled && `${t.publications.length} publications found for ${t.scheduled} scheduled`,
    twice.length > 0 && `published more than once: ${twice.join(", ")}`,
    never.length > 0 && `never delivered: ${never.length} (${never.slice(0, 3).join(", ")})`,
    unfinished.length > 0 && `not published: ${unfinished.slice(0, 3).join(", ")}`,
    !(killed && killed.attempts >= 2) && "the killed worker's publication was not claimed again",
  ].filter((p): p is string => typeof p === "string");
  const total = [...t.delivered.values()].reduce((a, b) => a + b, 0);
  const verdict = problems.length === 0 ? "PASS" : "FAIL";
  return { verdict, lines: [`${t.scheduled} scheduled, ${total} deliveries counted at the platform`, ...problems.map((p) => `problem: ${p}`), verdict] };
}
