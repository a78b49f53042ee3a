import { DEFAULT_POST_TIME, parseBestTimes, schedulePlan } from "./plan-schedule";
import type { PlannedPost } from "@/lib/validation/content-plan";

describe("parseBestTimes", () => {
  it.each([
    ["7am and 7pm local time", ["07:00", "19:00"]],
    ["7:30 p.m., 12pm, 12am", ["00:00", "12:00", "19:30"]],
    ["18:00 or 09:15", ["09:15", "18:00"]],
    ["mornings and evening", ["09:00", "19:00"]],
    ["weekdays 12-1pm", ["13:00"]],
    ["7pm, 19:00 and evening", ["19:00"]],
  ])("reads %j as %j", (text, times) => {
    expect(parseBestTimes(text)).toEqual(times);
  });

  it("falls back to noon when no time can be read, and ignores bare numbers and impossible times", () => {
    expect(parseBestTimes("")).toEqual([DEFAULT_POST_TIME]);
    expect(parseBestTimes("3 times a week")).toEqual([DEFAULT_POST_TIME]);
    expect(parseBestTimes("25:00 and 13pm")).toEqual([DEFAULT_POST_TIME]);
  });
});

describe("schedulePlan", () => {
  const post = (week: number, day: PlannedPost["day"], hook: string, platform = "TikTok"): PlannedPost => ({
    week,
    day,
    platform,
    contentType: "Educational",
    hook,
  });

  it("starts week 1 on the Monday after today and cycles the best times in plan order", () => {
    const plan = [post(2, "Mon", "c"), post(1, "Wed", "b", "instagram"), post(1, "Mon", "a"), post(1, "Wed", "b2")];
    expect(schedulePlan(plan, "2026-11-25", "7am and 7pm")).toEqual([
      { scheduledAt: "2026-11-30T07:00", platform: "TikTok", caption: "a", contentType: "Educational" },
      { scheduledAt: "2026-12-02T19:00", platform: "Instagram", caption: "b", contentType: "Educational" },
      { scheduledAt: "2026-12-02T07:00", platform: "TikTok", caption: "b2", contentType: "Educational" },
      { scheduledAt: "2026-12-07T19:00", platform: "TikTok", caption: "c", contentType: "Educational" },
    ]);
  });

  it("puts week 4's Sunday 27 days after the start, across a month end", () => {
    expect(schedulePlan([post(4, "Sun", "last")], "2026-11-30", "")[0]!.scheduledAt).toBe(`2027-01-03T${DEFAULT_POST_TIME}`);
  });
});
