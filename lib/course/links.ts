// Addresses of the buyer's course pages, shared by the server pages and the components.

/** The link that opens a lesson, at a second when given: /user/course/<slug>?t=<seconds>. */
export function lessonHref(target: { slug: string; seconds?: number }): string {
  const path = `/user/course/${encodeURIComponent(target.slug)}`;
  return target.seconds && target.seconds > 0 ? `${path}?t=${Math.floor(target.seconds)}` : path;
}

/** "1:05" for 65 seconds, "1:02:03" past an hour. */
export function clockTime(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const hh = Math.floor(s / 3600);
  const mm = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, "0");
  return hh > 0 ? `${hh}:${String(mm).padStart(2, "0")}:${ss}` : `${mm}:${ss}`;
}

/** The start second a lesson link asks for (?t=), or null when there is none or it is not a number. */
export function startSecond(value: string | string[] | undefined): number | null {
  const raw = Array.isArray(value) ? value[0] : value;
  if (!raw || !/^\d{1,6}(\.\d+)?$/.test(raw)) return null;
  return Number(raw);
}
