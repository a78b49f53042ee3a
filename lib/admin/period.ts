import { z } from "zod";

// The overview's period (issue 23, item 5): the last 7, 30 or 90 UTC days, today included.
// Pure, so the page, the figures and the tests agree on every boundary.

export const PERIOD_DAYS = [7, 30, 90] as const;
export type PeriodDays = (typeof PERIOD_DAYS)[number];

/** ?days= on /admin: one of the offered periods; anything else reads as 30. */
export const periodQuerySchema = z.object({
  days: z.coerce
    .number()
    .refine((n): n is PeriodDays => (PERIOD_DAYS as readonly number[]).includes(n))
    .catch(30),
});

const DAY_MS = 24 * 60 * 60 * 1000;

export type Period = { days: number; from: Date; to: Date; dayKeys: string[] };

/** "2026-11-25" for the UTC day `at` falls on. */
export const dayKey = (at: Date) => at.toISOString().slice(0, 10);

/** From midnight UTC `days - 1` days before today up to (not including) tomorrow's midnight UTC. */
export function periodEnding(now: Date, days: number): Period {
  const tomorrow = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + DAY_MS;
  const from = new Date(tomorrow - days * DAY_MS);
  const dayKeys = Array.from({ length: days }, (_, i) => dayKey(new Date(from.getTime() + i * DAY_MS)));
  return { days, from, to: new Date(tomorrow), dayKeys };
}

export type DayRevenue = { day: string; paymentsCents: number; refundsCents: number; netCents: number };

/** One entry per day of the period (zero on quiet days): payments minus refunds, by UTC day. */
export function dailyNet(period: Period, payments: { at: Date; cents: number }[], refunds: { at: Date; cents: number }[]): DayRevenue[] {
  const byDay = new Map(period.dayKeys.map((day) => [day, { day, paymentsCents: 0, refundsCents: 0, netCents: 0 }]));
  for (const p of payments) {
    const entry = byDay.get(dayKey(p.at));
    if (entry) entry.paymentsCents += p.cents;
  }
  for (const r of refunds) {
    const entry = byDay.get(dayKey(r.at));
    if (entry) entry.refundsCents += r.cents;
  }
  return [...byDay.values()].map((d) => ({ ...d, netCents: d.paymentsCents - d.refundsCents }));
}
