import "server-only";
import { Prisma } from "@/lib/db/generated/client";
import { prisma } from "@/lib/db/client.server";
import { ConflictError, NotFoundError } from "@/lib/api/errors";
import { readsCourse, type CourseViewer, type OutlineModule } from "./course.server";
import { stateOf, summarizeCourse, type CourseProgressSummary, type LessonState, type ProgressRow } from "./summary";

export type { CourseProgressSummary, LessonState, ProgressRow } from "./summary";

// Each buyer's progress per lesson (issue 32): the playback position, saved while watching and
// when the page is left, and when the lesson was done. A video lesson is done at 90 % watched
// (the server decides, from the video's probed length), a text lesson by the buyer's button.
// Every write is an upsert, so a retried or repeated save changes nothing more.

/** The share of a video that counts as watched. */
export const WATCHED_SHARE = 0.9;

/** A video lesson's done mark asked for before 90 % of the video was watched (decision 306). */
export const VIDEO_NOT_WATCHED = "This lesson is done once you have watched 90 % of its video.";

/** Slack for network delay between two saves when their wall-clock time caps what they add. */
const SAVE_SLACK_SECONDS = 1;

export type LessonProgressDto = { positionSeconds: number; done: boolean; state: LessonState };

/** The buyer's rows, by lesson id. */
export async function progressByLesson(userId: string): Promise<Map<string, ProgressRow>> {
  const rows = await prisma().lessonProgress.findMany({
    where: { userId },
    select: { lessonId: true, positionSeconds: true, completedAt: true, updatedAt: true },
  });
  return new Map(rows.map((r) => [r.lessonId, r]));
}

/** A lesson the viewer may record progress on: visible to them, with its video's length. */
async function progressLesson(viewer: CourseViewer, lessonId: string) {
  const lesson = readsCourse(viewer)
    ? await prisma().courseLesson.findUnique({
        where: { id: lessonId },
        select: {
          status: true,
          module: { select: { status: true } },
          media: { where: { kind: "video", status: "ready" }, select: { durationSeconds: true }, orderBy: { position: "asc" }, take: 1 },
        },
      })
    : null;
  const visible = lesson && ((lesson.status === "published" && lesson.module.status === "published") || viewer.operator);
  if (!visible) throw new NotFoundError("Lesson not found");
  return { videoSeconds: lesson.media[0]?.durationSeconds ?? null };
}

type Change = { positionSeconds?: number; done?: boolean; restart?: boolean };

/**
 * Saves a playback position and/or the done mark. For a lesson with a video, the server counts
 * the seconds watched: each save adds its forward progress since the previous save, at most the
 * wall-clock time between the two (plus a second of slack), so a forged position or a seek ahead
 * counts only the time that really passed, and a save marked `restart` (a seek, playback starting)
 * adds nothing, since the time before it was not spent watching; at 90 % of the video's length the lesson is done, and
 * `done: true` before that is a 409 (decision 306). A text lesson keeps its button (`done`
 * true/false). The time a lesson was first done is kept through later saves.
 */
export async function saveLessonProgress(viewer: CourseViewer, lessonId: string, change: Change): Promise<LessonProgressDto> {
  const { videoSeconds } = await progressLesson(viewer, lessonId);
  const video = videoSeconds !== null && videoSeconds > 0 ? videoSeconds : null;
  const position = change.positionSeconds === undefined ? null : Math.max(0, video ? Math.min(change.positionSeconds, video) : change.positionSeconds);
  // The upsert locks the row until the transaction ends, so two saves racing (the 10-second save
  // and the one sent when the page is left) take turns: neither loses the done mark nor counts the
  // same seconds twice (the second sees the first's position and time).
  const row = await prisma().$transaction(async (tx) => {
    const [saved] = await tx.$queryRaw<{ positionSeconds: number; watchedSeconds: number; completedAt: Date | null }[]>`
      INSERT INTO "LessonProgress" ("userId", "lessonId", "positionSeconds", "watchedSeconds", "completedAt", "createdAt", "updatedAt")
      VALUES (${viewer.userId}::uuid, ${lessonId}::uuid, ${position ?? 0}, 0,
              CASE WHEN ${video === null && change.done === true} THEN (now() AT TIME ZONE 'UTC') END,
              (now() AT TIME ZONE 'UTC'), (now() AT TIME ZONE 'UTC'))
      ON CONFLICT ("userId", "lessonId") DO UPDATE SET
        "positionSeconds" = CASE WHEN ${position !== null} THEN EXCLUDED."positionSeconds" ELSE "LessonProgress"."positionSeconds" END,
        "watchedSeconds" = CASE WHEN ${position !== null && video !== null && change.restart !== true} THEN LEAST(${video ?? 0}::float8,
            "LessonProgress"."watchedSeconds" + GREATEST(0, LEAST(EXCLUDED."positionSeconds" - "LessonProgress"."positionSeconds",
              EXTRACT(EPOCH FROM ((now() AT TIME ZONE 'UTC') - "LessonProgress"."updatedAt")) + ${SAVE_SLACK_SECONDS}::float8)))
          ELSE "LessonProgress"."watchedSeconds" END,
        "completedAt" = CASE WHEN ${change.done === false} THEN NULL ELSE COALESCE("LessonProgress"."completedAt", EXCLUDED."completedAt") END,
        "updatedAt" = (now() AT TIME ZONE 'UTC')
      RETURNING "positionSeconds", "watchedSeconds", "completedAt"`;
    if (video === null || change.done === false || saved!.completedAt !== null || saved!.watchedSeconds < WATCHED_SHARE * video) return saved!;
    return tx.lessonProgress.update({
      where: { userId_lessonId: { userId: viewer.userId, lessonId } },
      data: { completedAt: new Date() },
      select: { positionSeconds: true, watchedSeconds: true, completedAt: true },
    });
  });
  if (video !== null && change.done === true && row.completedAt === null) throw new ConflictError(VIDEO_NOT_WATCHED);
  return { positionSeconds: row.positionSeconds, done: row.completedAt !== null, state: stateOf(row) };
}

/**
 * The published lessons in order with the buyer's progress, as one JSON column of the
 * dashboard's single query (decision 154); `summaryFromColumn` turns it into the course card.
 */
export const coursePublishedWithProgress = (userId: string) => Prisma.sql`COALESCE((
  SELECT json_agg(json_build_object('id', l."id", 'slug', l."slug", 'title', l."title", 'moduleId', m."id",
                                    'positionSeconds', p."positionSeconds", 'completedAt', p."completedAt", 'updatedAt', p."updatedAt")
                  ORDER BY m."position", m."id", l."position", l."id")
    FROM "CourseLesson" l JOIN "CourseModule" m ON m."id" = l."moduleId"
    LEFT JOIN "LessonProgress" p ON p."lessonId" = l."id" AND p."userId" = ${userId}::uuid
   WHERE l."status" = 'published' AND m."status" = 'published'), '[]'::json)`;

export type CourseColumnRow = {
  id: string;
  slug: string;
  title: string;
  moduleId: string;
  positionSeconds: number | null;
  completedAt: string | null;
  updatedAt: string | null;
};

/** The dashboard's course card from coursePublishedWithProgress's column. */
export function summaryFromColumn(rows: CourseColumnRow[]): CourseProgressSummary {
  const outline: OutlineModule[] = [];
  const progress = new Map<string, ProgressRow>();
  for (const row of rows) {
    if (outline.at(-1)?.id !== row.moduleId) outline.push({ id: row.moduleId, slug: "", title: "", summary: "", lessons: [] });
    outline.at(-1)!.lessons.push({ id: row.id, slug: row.slug, title: row.title, length: "", draft: false });
    if (row.updatedAt) {
      // json_build_object writes the timestamp columns without a zone; they hold UTC.
      const utc = (at: string) => new Date(`${at}Z`);
      progress.set(row.id, {
        lessonId: row.id,
        positionSeconds: row.positionSeconds ?? 0,
        completedAt: row.completedAt ? utc(row.completedAt) : null,
        updatedAt: utc(row.updatedAt),
      });
    }
  }
  return summarizeCourse(outline, progress);
}
