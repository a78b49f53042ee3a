// Dates on the content calendar are wall-clock values without a zone (decision 114): a day is
// "YYYY-MM-DD", a post's time "YYYY-MM-DDTHH:mm". Arithmetic runs on UTC-coded Dates, so the
// browser's or the server's zone and daylight-saving changes never move a post.

export type CalendarDay = string;
export type WallTime = string;

export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export const WALL_TIME_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

const pad = (n: number) => String(n).padStart(2, "0");

/** The Date a wall-clock value is stored as (its fields read back with getUTC*). */
export const wallTimeToDate = (value: WallTime | CalendarDay) => new Date(`${value.length === 10 ? `${value}T00:00` : value}:00.000Z`);

export const dateToWallTime = (date: Date): WallTime => `${dateToDay(date)}T${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`;

export const dateToDay = (date: Date): CalendarDay => `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

/** Whether the text is a real day or time (2026-02-30 and 24:00 are not). */
export function isRealWallTime(value: string) {
  if (!DAY_PATTERN.test(value) && !WALL_TIME_PATTERN.test(value)) return false;
  const date = wallTimeToDate(value);
  return !Number.isNaN(date.getTime()) && (value.length === 10 ? dateToDay(date) : dateToWallTime(date)) === value;
}

export const dayOf = (value: WallTime): CalendarDay => value.slice(0, 10);
export const timeOf = (value: WallTime) => value.slice(11, 16);

export const addDays = (day: CalendarDay, days: number): CalendarDay => {
  const date = wallTimeToDate(day);
  date.setUTCDate(date.getUTCDate() + days);
  return dateToDay(date);
};

/** Monday is day 0, as on the plan (Mon..Sun). */
export const weekdayIndex = (day: CalendarDay) => (wallTimeToDate(day).getUTCDay() + 6) % 7;

export const startOfWeek = (day: CalendarDay) => addDays(day, -weekdayIndex(day));

/** The first Monday strictly after the day: a plan drafted on a Monday starts a week later. */
export const nextMonday = (day: CalendarDay) => addDays(day, 7 - weekdayIndex(day));

export const startOfMonth = (day: CalendarDay) => `${day.slice(0, 8)}01`;

export function addMonths(day: CalendarDay, months: number): CalendarDay {
  const date = wallTimeToDate(startOfMonth(day));
  date.setUTCMonth(date.getUTCMonth() + months);
  return dateToDay(date);
}

/** The same time of day on another day: what a drag to another day does. */
export const moveToDay = (value: WallTime, day: CalendarDay): WallTime => `${day}T${timeOf(value)}`;

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: CalendarDay, to: CalendarDay) => Math.round((wallTimeToDate(to).getTime() - wallTimeToDate(from).getTime()) / 86_400_000);

/** The browser's (or server's) own date, for "today" and "next Monday". */
export function localToday(now = new Date()): CalendarDay {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
