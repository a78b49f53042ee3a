import { datePlan, firstMonday, planCsv, planIcs } from "./plan-format";

const LINES = [
  "Week 2 · Tue · TikTok · Motivational: Day 1 or one day: you decide",
  'Week 1 · Mon · Instagram · Educational: =SUM(A1) "squats", done',
  "not a plan line",
];
// Wednesday 4 November 2026, late evening UTC.
const SAVED = new Date("2026-11-04T22:30:00Z");

describe("the plan's dates", () => {
  it("starts week 1 on the Monday on or after the day the plan was saved", () => {
    expect(firstMonday(SAVED).toISOString()).toBe("2026-11-09T00:00:00.000Z");
    expect(firstMonday(new Date("2026-11-09T08:00:00Z")).toISOString()).toBe("2026-11-09T00:00:00.000Z");
    expect(firstMonday(new Date("2026-11-15T23:59:00Z")).toISOString()).toBe("2026-11-16T00:00:00.000Z");
  });

  it("dates each post by its week and day, in date order, and skips lines in another form", () => {
    const posts = datePlan(LINES, SAVED);
    expect(posts.map((p) => [p.date.toISOString().slice(0, 10), p.platform])).toEqual([
      ["2026-11-09", "Instagram"],
      ["2026-11-17", "TikTok"],
    ]);
  });
});

describe("planCsv", () => {
  it("writes one quoted row per post and defuses spreadsheet formulas", () => {
    expect(planCsv(datePlan(LINES, SAVED))).toBe(
      "Date,Week,Day,Platform,Content type,Hook\r\n" +
        '2026-11-09,1,Mon,Instagram,Educational,"\'=SUM(A1) ""squats"", done"\r\n' +
        "2026-11-17,2,Tue,TikTok,Motivational,Day 1 or one day: you decide\r\n",
    );
  });
});

describe("planIcs", () => {
  it("writes an all-day event per post with a stable uid", () => {
    const ics = planIcs(datePlan(LINES, SAVED), { characterId: "c1", characterName: "Mia Lopez" });
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics).toContain("X-WR-CALNAME:Mia Lopez content plan");
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(ics).toContain("UID:c1-post-1@ai-influencer-studio");
    expect(ics).toContain("DTSTART;VALUE=DATE:20261109");
    expect(ics).toContain("DTEND;VALUE=DATE:20261110");
    expect(ics).toContain("DTSTART;VALUE=DATE:20261117");
    expect(ics.replace(/\r\n[ \t]/g, "")).toContain("SUMMARY:TikTok · Motivational: Day 1 or one day: you decide");
  });
});
