import { addDays, addMonths, dateToWallTime, daysBetween, isRealWallTime, moveToDay, nextMonday, startOfWeek, wallTimeToDate, weekdayIndex } from "./wall-time";

describe("calendar wall-clock dates", () => {
  it("round-trips a wall time through the stored Date without any zone shift", () => {
    expect(dateToWallTime(wallTimeToDate("2026-03-29T02:30"))).toBe("2026-03-29T02:30");
    expect(wallTimeToDate("2026-11-30T19:00").toISOString()).toBe("2026-11-30T19:00:00.000Z");
  });

  it("rejects days and times that do not exist", () => {
    expect(isRealWallTime("2026-02-28T23:59")).toBe(true);
    expect(isRealWallTime("2026-02-30T10:00")).toBe(false);
    expect(isRealWallTime("2026-01-01T24:00")).toBe(false);
    expect(isRealWallTime("2026-01-01 10:00")).toBe(false);
  });

  it("counts weeks from Monday, and next Monday is strictly after today", () => {
    expect(weekdayIndex("2026-11-30")).toBe(0); // a Monday
    expect(weekdayIndex("2026-11-29")).toBe(6); // a Sunday
    expect(nextMonday("2026-11-25")).toBe("2026-11-30");
    expect(nextMonday("2026-11-29")).toBe("2026-11-30");
    expect(nextMonday("2026-11-30")).toBe("2026-12-07");
    expect(startOfWeek("2026-12-06")).toBe("2026-11-30");
  });

  it("crosses month and year ends", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addMonths("2026-12-15", 1)).toBe("2027-01-01");
    expect(addMonths("2026-03-31", -1)).toBe("2026-02-01");
    expect(daysBetween("2026-11-30", "2026-12-07")).toBe(7);
  });

  it("keeps the time of day when a post moves to another day", () => {
    expect(moveToDay("2026-11-30T07:45", "2026-12-03")).toBe("2026-12-03T07:45");
  });
});
