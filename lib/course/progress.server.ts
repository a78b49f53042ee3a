import "server-only";
import { Prisma } from "@/lib/db/generated/client";
import { prisma } from "@/lib/db/client.server";
import { NotFoundError } from "@/lib/api/errors";
import { readsCourse, type CourseViewer, type OutlineModule } from "./course.server";
import { stateOf, summarizeCourse, type CourseProgressSummary, type LessonState, type ProgressRow } from "./summary";

export type { CourseProgressSummary, LessonState, ProgressRow } from "./summary";

// Each buyer's progress per lesson (issue 32): the playback position, saved while watching and
// when the page is left, and when the lesson was done. A video lesson is done at 90 % watched
// (the server decides, from the video's probed length), a text lesson by the buyer's button.
// Every write is an upsert, so a retried or repeated save changes nothing more.

/** The share of a video that counts as watched. */
export const WATCHED_SHARE = 0.9;

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

type Change = { positionSeconds?: number; done?: boolean };

/**
 * Saves a playback position and/or the done mark. A position at 90 % of the video or more
 * marks the lesson done; `done: false` takes the mark off (a text lesson's button). The time a
 * lesson was first done is kept through later saves.
 */
export async function saveLessonProgress(viewer: CourseViewer, lessonId: string, change: Change): Promise<LessonProgressDto> {
  const { videoSeconds } = await progressLesson(viewer, lessonId);
  const position =
    change.positionSeconds === undefined ? null : Math.max(0, videoSeconds ? Math.min(change.positionSeconds, videoSeconds) : change.positionSeconds);
  const watched = position !== null && videoSeconds !== null && videoSeconds > 0 && position >= WATCHED_SHARE * videoSeconds;
  const done = change.done ?? (watched ? true : null);
  // One statement, so two saves racing (the 10-second save and the one sent when the page is
  // left) cannot lose the done mark or the first completion time.
  const rows = await prisma().$queryRaw<{ positionSeconds: number; completedAt: Date | null }[]>`
    INSERT INTO "LessonProgress" ("userId", "lessonId", "positionSeconds", "completedAt", "createdAt", "updatedAt")
    VALUES (${viewer.userId}::uuid, ${lessonId}::uuid, ${position ?? 0}, CASE WHEN ${done === true} THEN (now() AT TIME ZONE 'UTC') END,
            (now() AT TIME ZONE 'UTC'), (now() AT TIME ZONE 'UTC'))
    ON CONFLICT ("userId", "lessonId") DO UPDATE SET
      "positionSeconds" = CASE WHEN ${position !== null} THEN EXCLUDED."positionSeconds" ELSE "LessonProgress"."positionSeconds" END,
      "completedAt" = CASE WHEN ${done === false} THEN NULL ELSE COALESCE("LessonProgress"."completedAt", EXCLUDED."completedAt") END,
      "updatedAt" = (now() AT TIME ZONE 'UTC')
    RETURNING "positionSeconds", "completedAt"`;
  const row = rows[0]!;
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
