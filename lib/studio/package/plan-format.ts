import { createEvents, type DateArray } from "ics";
import { PLAN_DAYS, parsePlanLine, type PlannedPost } from "@/lib/validation/content-plan";

// The content plan as files for the package: a spreadsheet (CSV) and a calendar (ICS). The plan
// saved on the Posts step names a week (1-4) and a weekday; week 1 starts on the Monday on or
// after the day the plan was saved (decision 113). A post has no time yet, so each is an all-day event.

export type DatedPost = PlannedPost & { date: Date };

const DAY_MS = 86_400_000;

/** Midnight UTC of the Monday on or after `savedAt`'s UTC date. */
export function firstMonday(savedAt: Date): Date {
  const day = Date.UTC(savedAt.getUTCFullYear(), savedAt.getUTCMonth(), savedAt.getUTCDate());
  const weekday = (new Date(day).getUTCDay() + 6) % 7; // Monday 0 ... Sunday 6
  return new Date(day + ((7 - weekday) % 7) * DAY_MS);
}

/** The saved lines as dated posts, in date order; a line in another form is left out. */
export function datePlan(lines: string[], savedAt: Date): DatedPost[] {
  const monday = firstMonday(savedAt).getTime();
  return lines
    .map(parsePlanLine)
    .filter((post): post is PlannedPost => post !== null)
    .map((post) => ({ ...post, date: new Date(monday + ((post.week - 1) * 7 + PLAN_DAYS.indexOf(post.day)) * DAY_MS) }))
    .sort((a, b) => a.date.getTime() - b.date.getTime());
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

// RFC 4180 quoting; a cell a spreadsheet would run as a formula gets a leading apostrophe.
function cell(value: string) {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function planCsv(posts: DatedPost[]): string {
  const rows = [
    ["Date", "Week", "Day", "Platform", "Content type", "Hook"],
    ...posts.map((p) => [isoDate(p.date), String(p.week), p.day, p.platform, p.contentType, p.hook]),
  ];
  return rows.map((row) => row.map(cell).join(",")).join("\r\n") + "\r\n";
}

const dateArray = (date: Date): DateArray => [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];

/** An iCalendar file with one all-day event per post; uids are stable, so a re-import updates. */
export function planIcs(posts: DatedPost[], calendar: { characterId: string; characterName: string }): string {
  const { error, value } = createEvents(
    posts.map((p, i) => ({
      uid: `${calendar.characterId}-post-${i + 1}@ai-influencer-studio`,
      start: dateArray(p.date),
      end: dateArray(new Date(p.date.getTime() + DAY_MS)),
      title: `${p.platform} · ${p.contentType}: ${p.hook}`,
      description: `${p.contentType} post for ${p.platform}, week ${p.week}.\n${p.hook}`,
      categories: [p.platform, p.contentType],
      status: "TENTATIVE",
      busyStatus: "FREE",
      transp: "TRANSPARENT",
    })),
    { productId: "ai-influencer-studio/content-plan", calName: `${calendar.characterName} content plan` },
  );
  if (error || !value) throw error ?? new Error("The calendar could not be written");
  return value;
}
