import { parsePlanLine, planLine, type PlannedPost } from "./content-plan";

describe("content plan lines", () => {
  it("reads back what planLine wrote, colons in the hook included", () => {
    const post: PlannedPost = { week: 3, day: "Sat", platform: "YouTube", contentType: "Behind the Scenes", hook: "Day 1: what nobody shows you" };
    expect(planLine(post)).toBe("Week 3 · Sat · YouTube · Behind the Scenes: Day 1: what nobody shows you");
    expect(parsePlanLine(planLine(post))).toEqual(post);
  });

  it("is null for a line in another form or outside the four weeks", () => {
    expect(parsePlanLine("Post something on Monday")).toBeNull();
    expect(parsePlanLine("Week 5 · Mon · TikTok · Q&A: too late")).toBeNull();
    expect(parsePlanLine("Week 1 · Someday · TikTok · Q&A: which day")).toBeNull();
  });
});
