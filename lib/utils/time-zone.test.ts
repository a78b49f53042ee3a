import { formatInZone, isTimeZone, wallTimeToInstant } from "./time-zone";

describe("wallTimeToInstant", () => {
  it("reads a floating time in the buyer's zone, summer and winter", () => {
    expect(wallTimeToInstant("2026-07-01T19:00", "Europe/Paris").toISOString()).toBe("2026-07-01T17:00:00.000Z");
    expect(wallTimeToInstant("2026-12-01T19:00", "Europe/Paris").toISOString()).toBe("2026-12-01T18:00:00.000Z");
    expect(wallTimeToInstant("2026-12-01T19:00", "America/New_York").toISOString()).toBe("2026-12-02T00:00:00.000Z");
    expect(wallTimeToInstant("2026-12-01T19:00", "UTC").toISOString()).toBe("2026-12-01T19:00:00.000Z");
    expect(wallTimeToInstant("2026-12-01T19:00", "Asia/Kolkata").toISOString()).toBe("2026-12-01T13:30:00.000Z");
  });

  it("a time in the spring-forward gap lands just after it; a doubled autumn time is its first occurrence", () => {
    // Paris skips 02:00-03:00 on 2026-03-29.
    expect(wallTimeToInstant("2026-03-29T02:30", "Europe/Paris").toISOString()).toBe("2026-03-29T01:30:00.000Z");
    // 02:30 happens twice on 2026-10-25: first at UTC+2.
    expect(wallTimeToInstant("2026-10-25T02:30", "Europe/Paris").toISOString()).toBe("2026-10-25T00:30:00.000Z");
  });

  it("round-trips through the zone's clock", () => {
    expect(formatInZone(wallTimeToInstant("2026-12-03T19:00", "Asia/Tokyo"), "Asia/Tokyo")).toBe("Dec 3, 7:00 PM");
  });
});

it("isTimeZone knows IANA names and refuses others", () => {
  expect(isTimeZone("Europe/Paris")).toBe(true);
  expect(isTimeZone("Mars/Olympus")).toBe(false);
  expect(isTimeZone("")).toBe(false);
});
