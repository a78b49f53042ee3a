import { z } from "zod";
import { CONTENT_CALENDAR } from "@/lib/policy/limits";
import { daysBetween, isRealWallTime, type CalendarDay, type WallTime } from "@/lib/utils/wall-time";
import { PLAN_PLATFORMS } from "./content-plan";
import type { PublicationDto } from "./publishing";

// A post on the Posts step's content calendar: what the calendar's API accepts and answers.
export { POST_STATUSES, type PostStatus } from "./content-plan-lists";
import { POST_STATUSES, type PostStatus } from "./content-plan-lists";
export const POST_PLATFORMS = PLAN_PLATFORMS;
// The longest of the five platforms' own limits (a YouTube description); each platform checks its own.
export const CAPTION_MAX = 5000;

const wallTime = z.string().refine(isRealWallTime, "Give the date and time as YYYY-MM-DDTHH:mm");
const calendarDay = z.string().refine((v) => v.length === 10 && isRealWallTime(v), "Give the day as YYYY-MM-DD");

const fields = {
  scheduledAt: wallTime,
  platform: z.enum(POST_PLATFORMS, `Choose one of ${POST_PLATFORMS.join(", ")}`),
  caption: z.string().trim().min(1, "Write a caption").max(CAPTION_MAX, `The caption is at most ${CAPTION_MAX} characters`),
  status: z.enum(POST_STATUSES, `The status is one of ${POST_STATUSES.join(", ")}`),
  // null unlinks; the asset must be one of the same character's (checked by lib/studio/posts).
  assetId: z.uuid("Choose one of this character's assets").nullable(),
};

/** POST .../posts: a post made by hand; it starts as an idea unless told otherwise. */
export const createPostSchema = z.object({ ...fields, status: fields.status.default("idea"), assetId: fields.assetId.default(null) }).strict();
export type CreatePostInput = z.infer<typeof createPostSchema>;

/** PATCH .../posts/{postId}: any of the editable fields; a drag sends scheduledAt alone. */
export const updatePostSchema = z
  .object(fields)
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, { message: "Nothing to update" });
export type UpdatePostInput = z.infer<typeof updatePostSchema>;

/** GET .../posts?from=&to=: the posts on days from `from` up to, not including, `to`; all without both. */
export const postRangeSchema = z
  .object({ from: calendarDay.optional(), to: calendarDay.optional() })
  .refine((r) => (r.from === undefined) === (r.to === undefined), { message: "Give both from and to, or neither", path: ["to"] })
  .refine((r) => !r.from || !r.to || daysBetween(r.from, r.to) > 0, { message: "The range must end after it starts", path: ["to"] })
  .refine((r) => !r.from || !r.to || daysBetween(r.from, r.to) <= CONTENT_CALENDAR.rangeDays, {
    message: `Ask for at most ${CONTENT_CALENDAR.rangeDays} days at once`,
    path: ["to"],
  });
export type PostRange = z.infer<typeof postRangeSchema>;

/** GET .../posts/export?format=: the plan as a calendar file or a spreadsheet. */
export const postExportSchema = z.object({ format: z.enum(["ics", "csv"], "The format is ics or csv").default("ics") });

export type LinkedAssetDto = { id: string; kind: string; label: string };

export type ContentPostDto = {
  id: string;
  characterId: string;
  scheduledAt: WallTime;
  platform: string;
  caption: string;
  contentType: string;
  status: PostStatus;
  asset: LinkedAssetDto | null;
  revision: number;
  createdAt: string;
  updatedAt: string;
  /** Where the post goes or went (issue 47), one per channel. */
  publications: PublicationDto[];
};

/** What "Create Content Plan" stored: where the plan starts and how many ideas it wrote and replaced. */
export type StoredPlanDto = { start: CalendarDay; created: number; replaced: number };
