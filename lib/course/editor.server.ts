import "server-only";
import { prisma } from "@/lib/db/client.server";
import { BadRequestError, NotFoundError } from "@/lib/api/errors";
import { mediaStore } from "@/lib/media/media-store.server";
import type { CourseLessonCreate, CourseLessonUpdate, CourseModuleCreate, CourseModuleUpdate } from "@/lib/validation/course";
import { renderLessonMarkdown } from "./markdown.server";
import { countWords, lessonLengthLabel } from "./reading-time";
import { freeSlug, slugFromTitle } from "./slug";
import { settleStalledConversions } from "./video-transcode.server";
import { WIZARD_STEPS } from "@/lib/studio/wizard/registry";

// The seller's side of the course (issue 32, item 2, decision 200): modules and lessons created,
// renamed, ordered, published and deleted from /admin/course. The buyer's read model
// (course.server.ts) shows only what is published here. Creates carry an id chosen by the editor,
// so a create sent twice makes one row; a slug, once given, survives renames (it is the buyer's
// address and may be bookmarked).

const isUniqueViolation = (error: unknown) => (error as { code?: string })?.code === "P2002";

/** The whole course as the editor lists it: every module and lesson, drafts included, in order. */
export async function editorOutline() {
  await settleStalledConversions();
  const modules = await prisma().courseModule.findMany({
    orderBy: [{ position: "asc" }, { id: "asc" }],
    select: {
      id: true,
      slug: true,
      title: true,
      summary: true,
      status: true,
      lessons: {
        orderBy: [{ position: "asc" }, { id: "asc" }],
        select: {
          id: true,
          slug: true,
          title: true,
          status: true,
          body: true,
          media: { where: { kind: "video" }, select: { status: true, durationSeconds: true }, take: 1 },
        },
      },
    },
  });
  return modules.map((m) => ({
    ...m,
    lessons: m.lessons.map(({ body, media, ...lesson }) => ({
      ...lesson,
      video: media[0]?.status ?? null,
      length: lessonLengthLabel({ words: countWords(body), videoSeconds: media[0]?.status === "ready" ? (media[0].durationSeconds ?? null) : null }),
    })),
  }));
}
export type EditorModule = Awaited<ReturnType<typeof editorOutline>>[number];
export type EditorLesson = EditorModule["lessons"][number];

/** One lesson with its text and files, for its editor page; null when there is none. */
export async function editorLesson(id: string) {
  await settleStalledConversions(id);
  const lesson = await prisma().courseLesson.findUnique({
    where: { id },
    select: {
      id: true,
      slug: true,
      title: true,
      body: true,
      status: true,
      studioStep: true,
      module: { select: { id: true, title: true, status: true } },
      media: {
        orderBy: [{ position: "asc" }, { createdAt: "asc" }],
        select: {
          id: true,
          kind: true,
          name: true,
          contentType: true,
          size: true,
          status: true,
          durationSeconds: true,
          width: true,
          height: true,
          error: true,
          jobId: true,
        },
      },
    },
  });
  if (!lesson) return null;
  // A video being transcoded shows its job's progress.
  const jobId = lesson.media.find((m) => m.kind === "video" && m.status === "processing")?.jobId;
  const job = jobId ? await prisma().generationJob.findUnique({ where: { id: jobId }, select: { status: true, progress: true } }) : null;
  return { ...lesson, html: renderLessonMarkdown(lesson.body), transcode: job, media: lesson.media.map((m) => ({ ...m, size: Number(m.size) })) };
}
export type EditorLessonDetail = NonNullable<Awaited<ReturnType<typeof editorLesson>>>;

/** The slug for a new row: from the title, numbered when taken by another row of that table. */
async function newSlug(table: "courseModule" | "courseLesson", title: string) {
  const base = slugFromTitle(title, table === "courseModule" ? "module" : "lesson");
  const rows =
    table === "courseModule"
      ? await prisma().courseModule.findMany({ where: { slug: { startsWith: base } }, select: { slug: true } })
      : await prisma().courseLesson.findMany({ where: { slug: { startsWith: base } }, select: { slug: true } });
  return freeSlug(base, new Set(rows.map((r) => r.slug)));
}

/**
 * Creates under the editor's id, or answers the row already made under it. A slug taken between
 * the look-up and the insert (two creates with one title at once) is retried with the next number.
 */
async function idempotentCreate<T>(find: () => Promise<T | null>, create: () => Promise<T>): Promise<{ row: T; created: boolean }> {
  for (let attempt = 0; ; attempt++) {
    const existing = await find();
    if (existing) return { row: existing, created: false };
    try {
      return { row: await create(), created: true };
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 3) throw error;
    }
  }
}

const MODULE_FIELDS = { id: true, slug: true, title: true, summary: true, status: true, position: true } as const;
const LESSON_FIELDS = { id: true, moduleId: true, slug: true, title: true, status: true, position: true } as const;

/** A new module, a draft, last in the course. */
export async function createModule(input: CourseModuleCreate) {
  return idempotentCreate(
    () => prisma().courseModule.findUnique({ where: { id: input.id }, select: MODULE_FIELDS }),
    async () => {
      const last = await prisma().courseModule.aggregate({ _max: { position: true } });
      return prisma().courseModule.create({
        data: {
          id: input.id,
          title: input.title,
          summary: input.summary ?? "",
          slug: await newSlug("courseModule", input.title),
          position: (last._max.position ?? -1) + 1,
        },
        select: MODULE_FIELDS,
      });
    },
  );
}

export async function updateModule(id: string, input: CourseModuleUpdate) {
  const found = await prisma().courseModule.findUnique({ where: { id }, select: { id: true } });
  if (!found) throw new NotFoundError("Module not found");
  return prisma().courseModule.update({ where: { id }, data: input, select: MODULE_FIELDS });
}

/** Removes a module with its lessons, their buyers' progress (by cascade) and their files. */
export async function deleteModule(id: string) {
  const lessons = await prisma().courseLesson.findMany({ where: { moduleId: id }, select: { id: true } });
  const { count } = await prisma().courseModule.deleteMany({ where: { id } });
  if (count === 0) throw new NotFoundError("Module not found");
  await Promise.all(lessons.map((l) => deleteLessonFiles(l.id)));
  return { deleted: true, lessons: lessons.length };
}

/** A new lesson, a draft, last in its module. */
export async function createLesson(input: CourseLessonCreate) {
  return idempotentCreate(
    () => prisma().courseLesson.findUnique({ where: { id: input.id }, select: LESSON_FIELDS }),
    async () => {
      const courseModule = await prisma().courseModule.findUnique({ where: { id: input.moduleId }, select: { id: true } });
      if (!courseModule) throw new BadRequestError("That module no longer exists. Reload the editor.");
      const last = await prisma().courseLesson.aggregate({ where: { moduleId: input.moduleId }, _max: { position: true } });
      return prisma().courseLesson.create({
        data: {
          id: input.id,
          moduleId: input.moduleId,
          title: input.title,
          slug: await newSlug("courseLesson", input.title),
          position: (last._max.position ?? -1) + 1,
        },
        select: LESSON_FIELDS,
      });
    },
  );
}

export async function updateLesson(id: string, input: CourseLessonUpdate) {
  if (input.studioStep && !WIZARD_STEPS.some((s) => s.slug === input.studioStep)) throw new BadRequestError(`${input.studioStep} is not a studio step.`);
  const found = await prisma().courseLesson.findUnique({ where: { id }, select: { id: true } });
  if (!found) throw new NotFoundError("Lesson not found");
  return prisma().courseLesson.update({ where: { id }, data: input, select: { ...LESSON_FIELDS, body: true, studioStep: true } });
}

export async function deleteLesson(id: string) {
  const { count } = await prisma().courseLesson.deleteMany({ where: { id } });
  if (count === 0) throw new NotFoundError("Lesson not found");
  await deleteLessonFiles(id);
  return { deleted: true };
}

/** A lesson's folder in the media store (decision 196: course/<lessonId>/<mediaId>.<ext>). */
export const lessonMediaFolder = (lessonId: string) => `course/${lessonId}/`;

async function deleteLessonFiles(lessonId: string) {
  // The rows are gone already; a file left by a failed delete is an orphan, never shown.
  await mediaStore()
    .deletePrefix(lessonMediaFolder(lessonId))
    .catch((error) => console.error("[course] could not delete a lesson's files", lessonId, error));
}

const ORDER_MISMATCH = "The course changed since you loaded it. Reload the editor and move it again.";

/** Puts the modules in the order given; the list must name each module once. */
export async function reorderModules(ids: string[]) {
  const current = await prisma().courseModule.findMany({ select: { id: true } });
  assertSameSet(ids, current);
  await prisma().$transaction(ids.map((id, position) => prisma().courseModule.update({ where: { id }, data: { position }, select: { id: true } })));
  return { ids };
}

/** Puts one module's lessons in the order given; the list must name each of its lessons once. */
export async function reorderLessons(moduleId: string, ids: string[]) {
  const courseModule = await prisma().courseModule.findUnique({ where: { id: moduleId }, select: { lessons: { select: { id: true } } } });
  if (!courseModule) throw new NotFoundError("Module not found");
  assertSameSet(ids, courseModule.lessons);
  await prisma().$transaction(ids.map((id, position) => prisma().courseLesson.update({ where: { id }, data: { position }, select: { id: true } })));
  return { ids };
}

function assertSameSet(ids: string[], rows: { id: string }[]) {
  const known = new Set(rows.map((r) => r.id));
  if (ids.length !== known.size || ids.some((id) => !known.has(id))) throw new BadRequestError(ORDER_MISMATCH);
}

/** The editor's live preview: the same renderer as the buyer's lesson page. */
export function previewLesson(body: string) {
  return { html: renderLessonMarkdown(body) };
}
