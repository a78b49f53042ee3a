import { judgePublishingFault, type PublishingFaultTally } from "./publishing-verdict";

const ids = ["a", "b", "c"];
const good = (): PublishingFaultTally => ({
  scheduled: 3,
  delivered: new Map(ids.map((id) => [id, 1])),
  publications: ids.map((id) => ({ id, state: "published", attempts: id === "b" ? 2 : 1 })),
  killedId: "b",
});

it("passes when each post arrived once, all are published and the killed one was retried", () => {
  expect(judgePublishingFault(good())).toMatchObject({ verdict: "PASS" });
});

it("fails a post published twice, one never delivered, one left failed, or a killed one never retried", () => {
  const twice = good();
  twice.delivered.set("a", 2);
  expect(judgePublishingFault(twice).lines).toContain("problem: published more than once: a");
  const lost = good();
  lost.delivered.delete("c");
  expect(judgePublishingFault(lost).lines).toContain("problem: never delivered: 1 (c)");
  const failed = good();
  failed.publications[0]!.state = "failed";
  expect(judgePublishingFault(failed).verdict).toBe("FAIL");
  const stuck = good();
  stuck.publications[1]!.attempts = 1;
  expect(judgePublishingFault(stuck).lines).toContain("problem: the killed worker's publication was not claimed again");
  expect(judgePublishingFault({ ...good(), scheduled: 4 }).verdict).toBe("FAIL");
});
