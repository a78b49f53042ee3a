import { dailyNet, periodEnding, periodQuerySchema } from "./period";

describe("periodEnding", () => {
  it("covers whole UTC days, today included, whatever the hour", () => {
    const late = periodEnding(new Date("2026-11-25T23:59:59.999Z"), 7);
    const early = periodEnding(new Date("2026-11-25T00:00:00.000Z"), 7);
    for (const p of [late, early]) {
      expect(p.from.toISOString()).toBe("2026-11-19T00:00:00.000Z");
      expect(p.to.toISOString()).toBe("2026-11-26T00:00:00.000Z");
      expect(p.dayKeys).toEqual(["2026-11-19", "2026-11-20", "2026-11-21", "2026-11-22", "2026-11-23", "2026-11-24", "2026-11-25"]);
    }
  });

  it("crosses months and years", () => {
    const p = periodEnding(new Date("2027-01-02T10:00:00Z"), 7);
    expect(p.dayKeys[0]).toBe("2026-12-27");
    expect(p.dayKeys.at(-1)).toBe("2027-01-02");
  });
});

describe("periodQuerySchema", () => {
  it.each([
    ["7", 7],
    ["90", 90],
    ["30", 30],
    ["31", 30],
    ["abc", 30],
    [undefined, 30],
  ])("?days=%s reads as %i", (days, expected) => {
    expect(periodQuerySchema.parse({ days }).days).toBe(expected);
  });
});

describe("dailyNet", () => {
  it("sums payments and refunds into their UTC day and leaves rows outside the period out", () => {
    const p = periodEnding(new Date("2026-11-25T12:00:00Z"), 3);
    const series = dailyNet(
      p,
      [
        { at: new Date("2026-11-23T00:00:00Z"), cents: 3999 },
        { at: new Date("2026-11-23T23:59:59Z"), cents: 3999 },
        { at: new Date("2026-11-22T23:59:59Z"), cents: 100 },
      ],
      [{ at: new Date("2026-11-25T08:00:00Z"), cents: 3999 }],
    );
    expect(series).toEqual([
      { day: "2026-11-23", paymentsCents: 7998, refundsCents: 0, netCents: 7998 },
      { day: "2026-11-24", paymentsCents: 0, refundsCents: 0, netCents: 0 },
      { day: "2026-11-25", paymentsCents: 0, refundsCents: 3999, netCents: -3999 },
    ]);
  });
});
