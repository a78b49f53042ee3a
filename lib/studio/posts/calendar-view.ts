import { addDays, addMonths, daysBetween, startOfMonth, startOfWeek, wallTimeToDate, type CalendarDay } from "@/lib/utils/wall-time";

// What the content calendar shows: a week (Mon-Sun) or a month as whole weeks, and how prev/next
// moves through them. Labels are English and read in UTC, like the wall-clock dates (decision 114).

export type CalendarView = "week" | "month";

export type VisibleRange = { from: CalendarDay; to: CalendarDay; days: CalendarDay[]; title: string };

const format = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat("en-US", { ...options, timeZone: "UTC" });
const monthTitle = format({ month: "long", year: "numeric" });
const shortDay = format({ month: "short", day: "numeric" });
const longDay = format({ weekday: "long", month: "long", day: "numeric" });
const weekdayShort = format({ weekday: "short" });
const clock = format({ hour: "numeric", minute: "2-digit" });

/** The days on screen (to excluded), whole weeks from Monday, and the heading above them. */
export function visibleRange(view: CalendarView, anchor: CalendarDay): VisibleRange {
  if (view === "week") {
    const from = startOfWeek(anchor);
    const to = addDays(from, 7);
    const year = wallTimeToDate(addDays(to, -1)).getUTCFullYear();
    return {
      from,
      to,
      days: daysFrom(from, 7),
      title: `${shortDay.format(wallTimeToDate(from))} – ${shortDay.format(wallTimeToDate(addDays(to, -1)))}, ${year}`,
    };
  }
  const monthStart = startOfMonth(anchor);
  const from = startOfWeek(monthStart);
  const to = addDays(startOfWeek(addDays(addMonths(monthStart, 1), -1)), 7);
  return { from, to, days: daysFrom(from, daysBetween(from, to)), title: monthTitle.format(wallTimeToDate(monthStart)) };
}

const daysFrom = (from: CalendarDay, count: number) => Array.from({ length: count }, (_, i) => addDays(from, i));

/** Prev (-1) or next (+1) week or month. */
export const stepAnchor = (view: CalendarView, anchor: CalendarDay, delta: -1 | 1) => (view === "week" ? addDays(anchor, 7 * delta) : addMonths(anchor, delta));

/** "Monday, November 30": a day as a screen reader and the drop announcements say it. */
export const dayName = (day: CalendarDay) => longDay.format(wallTimeToDate(day));
export const dayShort = (day: CalendarDay) => shortDay.format(wallTimeToDate(day));
export const weekdayOf = (day: CalendarDay) => weekdayShort.format(wallTimeToDate(day));
/** "7:00 PM" for "…T19:00". */
export const clockTime = (wallTime: string) => clock.format(wallTimeToDate(wallTime));
