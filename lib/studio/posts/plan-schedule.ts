import { PLAN_DAYS, PLAN_PLATFORMS, type PlannedPost } from "@/lib/validation/content-plan";
import { addDays, nextMonday, type CalendarDay, type WallTime } from "@/lib/utils/wall-time";

// Where "Create Content Plan" puts each drafted post on the calendar (decision 114): week 1
// starts on the Monday after the buyer's today; each post takes the next of the "best posting
// times", in the plan's order, cycling, so every time named is used and a day with no more posts
// than times has no two at the same hour.

/** Used when the best-times text names no time we can read. */
export const DEFAULT_POST_TIME = "12:00";
const MAX_TIMES = 6;

const WORD_TIMES: Record<string, string> = {
  morning: "09:00",
  noon: "12:00",
  midday: "12:00",
  lunch: "12:00",
  lunchtime: "12:00",
  afternoon: "15:00",
  evening: "19:00",
  night: "21:00",
};

// "7pm", "7:30 p.m.", "19:00", "noon", "evenings"... A bare number ("3 times", "12-1pm"'s 12) is not a time.
const TIME_PATTERN = /(\d{1,2})(?::(\d{2}))?\s*([ap])\.?\s*m\b\.?|(\d{1,2}):(\d{2})|\b(morning|noon|midday|lunchtime|lunch|afternoon|evening|night)s?\b/gi;

const hhmm = (hour: number, minute: number) => `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;

/** The times of day the text names, earliest first, at most six; the default when it names none. */
export function parseBestTimes(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(TIME_PATTERN)) {
    const [, hour12, minute12, half, hour24, minute24, word] = match;
    if (word) found.add(WORD_TIMES[word.toLowerCase()]!);
    else if (hour12 !== undefined) {
      const hour = Number(hour12);
      const minute = Number(minute12 ?? 0);
      if (hour >= 1 && hour <= 12 && minute < 60) found.add(hhmm((hour % 12) + (half!.toLowerCase() === "p" ? 12 : 0), minute));
    } else if (Number(hour24) < 24 && Number(minute24) < 60) found.add(hhmm(Number(hour24), Number(minute24)));
  }
  const times = [...found].sort().slice(0, MAX_TIMES);
  return times.length > 0 ? times : [DEFAULT_POST_TIME];
}

export type ScheduledDraft = { scheduledAt: WallTime; platform: string; caption: string; contentType: string };

const dayIndex = (day: PlannedPost["day"]) => PLAN_DAYS.indexOf(day);

/** The plan's name for a platform the writer spelled in another case ("tiktok"). */
const canonicalPlatform = (platform: string) => PLAN_PLATFORMS.find((p) => p.toLowerCase() === platform.toLowerCase()) ?? platform;

/** The drafted posts as calendar entries, given the buyer's today and best-times text. */
export function schedulePlan(posts: PlannedPost[], today: CalendarDay, bestTimes: string): ScheduledDraft[] {
  const start = nextMonday(today);
  const times = parseBestTimes(bestTimes);
  // Sorting is stable: posts the writer put on the same day keep its order.
  const ordered = [...posts].sort((a, b) => a.week - b.week || dayIndex(a.day) - dayIndex(b.day));
  return ordered.map((post, n) => ({
    scheduledAt: `${addDays(start, (post.week - 1) * 7 + dayIndex(post.day))}T${times[n % times.length]}`,
    platform: canonicalPlatform(post.platform),
    caption: post.hook,
    contentType: post.contentType,
  }));
}
