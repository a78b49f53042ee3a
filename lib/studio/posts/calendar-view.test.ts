import { clockTime, dayName, stepAnchor, visibleRange } from "./calendar-view";

describe("calendar views", () => {
  it("a week runs Monday to Sunday around the anchor", () => {
    const week = visibleRange("week", "2026-12-03");
    expect(week).toMatchObject({ from: "2026-11-30", to: "2026-12-07", title: "Nov 30 – Dec 6, 2026" });
    expect(week.days).toEqual(["2026-11-30", "2026-12-01", "2026-12-02", "2026-12-03", "2026-12-04", "2026-12-05", "2026-12-06"]);
  });

  it("a month is shown as the whole weeks that hold it", () => {
    const november = visibleRange("month", "2026-11-25");
    expect(november).toMatchObject({ from: "2026-10-26", to: "2026-12-07", title: "November 2026" });
    expect(november.days).toHaveLength(42);
    // February 2027 starts on a Monday and ends on a Sunday: exactly four weeks.
    expect(visibleRange("month", "2027-02-10")).toMatchObject({ from: "2027-02-01", to: "2027-03-01" });
  });

  it("prev and next move by a week or a month", () => {
    expect(stepAnchor("week", "2026-12-31", 1)).toBe("2027-01-07");
    expect(stepAnchor("month", "2026-12-31", 1)).toBe("2027-01-01");
    expect(stepAnchor("month", "2026-01-15", -1)).toBe("2025-12-01");
  });

  it("names days and times without the machine's zone", () => {
    expect(dayName("2026-11-30")).toBe("Monday, November 30");
    expect(clockTime("2026-11-30T19:05")).toBe("7:05 PM");
    expect(clockTime("2026-11-30T00:00")).toBe("12:00 AM");
  });
});
