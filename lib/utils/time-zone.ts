import { wallTimeToDate, type WallTime } from "./wall-time";

// A floating post time (decision 114) becomes an instant only when it is scheduled to publish,
// read in the buyer's IANA zone (decision 401). Intl knows every zone's offsets, so no table here.

/** True for a zone this runtime's Intl knows ("Europe/Paris", "UTC"). */
export function isTimeZone(zone: string): boolean {
  if (!zone || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The zone's offset from UTC, in minutes, at an instant. */
function offsetMinutes(instant: Date, zone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second"));
  return Math.round((asUtc - instant.getTime()) / 60_000);
}

/**
 * The instant a wall-clock time names in a zone. A time skipped by a spring-forward change (02:30
 * on that night) is read with the offset before the change, so it lands just after the gap; a time
 * that occurs twice (autumn) is its first occurrence.
 */
export function wallTimeToInstant(wall: WallTime, zone: string): Date {
  const naive = wallTimeToDate(wall).getTime();
  const before = offsetMinutes(new Date(naive - 86_400_000), zone);
  const after = offsetMinutes(new Date(naive + 86_400_000), zone);
  // Try the earlier offset first (the first occurrence), then the later one.
  for (const offset of [Math.max(before, after), Math.min(before, after)]) {
    const candidate = new Date(naive - offset * 60_000);
    if (offsetMinutes(candidate, zone) === offset) return candidate;
  }
  return new Date(naive - before * 60_000);
}

/** How an instant reads in a zone, e.g. "Dec 3, 7:00 PM". */
export function formatInZone(instant: Date, zone: string): string {
  return instant.toLocaleString("en-US", { timeZone: zone, month: "short", day: "numeric", hour: "numeric", minute: "2-digit" });
}
