import { CSV_BOM, csvRow } from "@/lib/utils/csv";
import { createEvents, type EventAttributes } from "ics";
import type { ContentPostDto, PostStatus } from "@/lib/validation/content-post";

// The content plan as files: an iCalendar feed for calendar apps and a CSV for spreadsheets.
// Pure, so the ZIP package and the download route write the very same bytes.

export type ExportablePost = Pick<
  ContentPostDto,
  "id" | "scheduledAt" | "platform" | "caption" | "contentType" | "status" | "asset" | "revision" | "updatedAt"
>;

/**
 * The UID of a post's event: its id with a fixed suffix, never the date or the text, so a
 * re-imported file updates the events it made instead of adding copies (decision 116).
 */
export const postEventUid = (postId: string) => `${postId}@ai-influencer-studio`;

const PRODUCT_ID = "-//AI Influencer Studio//Content Calendar//EN";
// A post is a moment, not a meeting; a short block keeps it visible in day and week views.
const EVENT_MINUTES = 30;
const TITLE_CHARS = 60;

const EVENT_STATUS: Record<PostStatus, "TENTATIVE" | "CONFIRMED"> = { idea: "TENTATIVE", drafted: "TENTATIVE", scheduled: "CONFIRMED", posted: "CONFIRMED" };

/**
 * The buyer's text as the `ics` package should see it: every line break a newline, which it
 * escapes as "\\n". It passes a bare CR, NEL (U+0085), LINE SEPARATOR (U+2028) and PARAGRAPH
 * SEPARATOR (U+2029) through raw, and a reader that splits lines on them would read the rest as
 * a property of its own (issue 29 item 6).
 */
const icsText = (text: string) => text.replace(/\r\n?|[\u0085\u2028\u2029]/g, "\n");

function title(post: ExportablePost) {
  const line = icsText(post.caption).split("\n")[0]!.trim();
  return `${post.platform}: ${line.length > TITLE_CHARS ? `${line.slice(0, TITLE_CHARS - 1)}…` : line}`;
}

function details(post: ExportablePost) {
  const lines = [post.caption, "", `Status: ${post.status}`];
  if (post.contentType) lines.push(`Content type: ${post.contentType}`);
  if (post.asset) lines.push(`Linked asset: ${post.asset.label}`);
  return icsText(lines.join("\n"));
}

/** "2026-11-30T19:00" as an iCalendar floating DTSTART: no zone, so it is 19:00 wherever it is opened. */
const floating = (wallTime: string) => `${wallTime.replace(/[-:]/g, "")}00`;

function event(post: ExportablePost): EventAttributes {
  const modified = Date.parse(post.updatedAt);
  // `timestamp` (DTSTAMP) is read by the library but missing from its types: fixing it to the
  // last edit keeps the file the same for the same posts.
  return {
    uid: postEventUid(post.id),
    sequence: post.revision,
    timestamp: modified,
    lastModified: modified,
    start: floating(post.scheduledAt),
    duration: { minutes: EVENT_MINUTES },
    title: title(post),
    description: details(post),
    status: EVENT_STATUS[post.status],
    categories: [post.platform, post.contentType].filter(Boolean).map((c) => icsText(c).replace(/[,\n]/g, " ")),
  } as EventAttributes;
}

/** One VEVENT per post, in one VCALENDAR named after the character when a name is given. */
export function postsToIcs(posts: ExportablePost[], options: { calendarName?: string } = {}): string {
  const { error, value } = createEvents(posts.map(event), {
    productId: PRODUCT_ID,
    method: "PUBLISH",
    calName: options.calendarName && icsText(options.calendarName).replace(/\n/g, " "),
  });
  if (error || value === null) throw error ?? new Error("The calendar could not be written");
  return value;
}

const CSV_HEADER = ["Date", "Time", "Platform", "Status", "Content type", "Caption", "Linked asset", "Post id"];

/** One row per post (RFC 4180, CRLF), with a byte-order mark so spreadsheets read emoji and accents. */
export function postsToCsv(posts: ExportablePost[]): string {
  const rows = posts.map((p) => [
    p.scheduledAt.slice(0, 10),
    p.scheduledAt.slice(11, 16),
    p.platform,
    p.status,
    p.contentType,
    p.caption,
    p.asset?.label ?? "",
    p.id,
  ]);
  return `${CSV_BOM}${[CSV_HEADER, ...rows].map(csvRow).join("")}`;
}
