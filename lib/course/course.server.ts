import "server-only";
import { prisma } from "@/lib/db/client.server";
import type { SessionUser } from "@/lib/auth/session.server";
import { operatorOf } from "@/lib/auth/roles";
import { lessonHtml } from "./markdown.server";
import { countWords, lessonLengthLabel } from "./reading-time";

// The buyer's read model of the course (issue 32): the published modules and lessons in the
// seller's order, one lesson with its rendered text and media, and its neighbours. The course
// lives in the database alone (decision 195): nothing in code lists lessons.

/** The course's name, as the buyer's pages and the certificate call it. */
export const COURSE_TITLE = "AI Influencer Course";

/** Who reads: buyers with an active purchase read the published course; operators also open drafts. */
export type CourseViewer = { userId: string; email: string; buyer: boolean; operator: boolean };

export function courseViewer(session: SessionUser): CourseViewer {
  return { userId: session.user.id, email: session.user.email, buyer: session.purchase !== null, operator: operatorOf(session) !== null };
}

/** May this viewer read lessons and their media at all? Others get the 404 page. */
export const readsCourse = (viewer: CourseViewer) => viewer.buyer || viewer.operator;

export type OutlineLesson = { id: string; slug: string; title: string; length: string; draft: boolean };
export type OutlineModule = { id: string; slug: string; title: string; summary: string; lessons: OutlineLesson[] };

const PUBLISHED = { status: "published", module: { status: "published" } } as const;
const LESSON_FIELDS = { id: true, slug: true, title: true, body: true, status: true } as const;

/** Reading length from the words and the video's running time, never typed in (decision 180). */
function lengthOf(lesson: { body: string; media: { durationSeconds: number | null }[] }): string {
  return lessonLengthLabel({ words: countWords(lesson.body), videoSeconds: lesson.media[0]?.durationSeconds ?? null });
}

/**
 * The published course in order: modules by position, their lessons by position. `withDraft`
 * adds one unpublished lesson in its place, for an operator's preview of it.
 */
export async function courseOutline(options: { withDraft?: string } = {}): Promise<OutlineModule[]> {
  const lessons = await prisma().courseLesson.findMany({
    where: options.withDraft ? { OR: [PUBLISHED, { id: options.withDraft }] } : PUBLISHED,
    orderBy: [{ module: { position: "asc" } }, { moduleId: "asc" }, { position: "asc" }, { id: "asc" }],
    select: {
      ...LESSON_FIELDS,
      module: { select: { id: true, slug: true, title: true, summary: true, status: true } },
      media: { where: { kind: "video", status: "ready" }, select: { durationSeconds: true }, orderBy: { position: "asc" }, take: 1 },
    },
  });
  const modules: OutlineModule[] = [];
  for (const lesson of lessons) {
    let group = modules.at(-1);
    if (group?.id !== lesson.module.id) {
      group = { id: lesson.module.id, slug: lesson.module.slug, title: lesson.module.title, summary: lesson.module.summary, lessons: [] };
      modules.push(group);
    }
    group.lessons.push({
      id: lesson.id,
      slug: lesson.slug,
      title: lesson.title,
      length: lengthOf(lesson),
      draft: lesson.status !== "published" || lesson.module.status !== "published",
    });
  }
  return modules;
}

export const outlineLessons = (outline: OutlineModule[]) => outline.flatMap((m) => m.lessons);

export type LessonMedia = { id: string; name: string; contentType: string; size: number };
export type LessonVideo = LessonMedia & { durationSeconds: number | null; width: number | null; height: number | null };

export type LessonPage = {
  id: string;
  slug: string;
  title: string;
  moduleTitle: string;
  /** The lesson's Markdown, rendered and sanitised on the server. */
  html: string;
  length: string;
  studioStep: string | null;
  /** An unpublished lesson, open to an operator only: the page says it is a preview. */
  preview: boolean;
  video: LessonVideo | null;
  poster: LessonMedia | null;
  captions: LessonMedia[];
  attachments: LessonMedia[];
  outline: OutlineModule[];
  previous: OutlineLesson | null;
  next: OutlineLesson | null;
};

const toMedia = (m: { id: string; name: string; contentType: string; size: bigint }): LessonMedia => ({
  id: m.id,
  name: m.name,
  contentType: m.contentType,
  size: Number(m.size),
});

/**
 * The lesson at /user/course/<slug> as this viewer may see it, or null (the 404 page): a
 * missing lesson, a viewer without an active purchase, or a draft to anyone but an operator.
 */
export async function lessonPage(slug: string, viewer: CourseViewer): Promise<LessonPage | null> {
  if (!readsCourse(viewer)) return null;
  const lesson = await prisma().courseLesson.findUnique({
    where: { slug },
    select: {
      ...LESSON_FIELDS,
      studioStep: true,
      module: { select: { title: true, status: true } },
      media: { where: { status: "ready", storageKey: { not: null } }, orderBy: [{ position: "asc" }, { createdAt: "asc" }] },
    },
  });
  if (!lesson) return null;
  const published = lesson.status === "published" && lesson.module.status === "published";
  if (!published && !viewer.operator) return null;
  const outline = await courseOutline(published ? {} : { withDraft: lesson.id });
  const order = outlineLessons(outline);
  const at = order.findIndex((l) => l.id === lesson.id);
  const video = lesson.media.find((m) => m.kind === "video") ?? null;
  return {
    id: lesson.id,
    slug: lesson.slug,
    title: lesson.title,
    moduleTitle: lesson.module.title,
    html: lessonHtml(lesson.body),
    length: lengthOf({ body: lesson.body, media: video ? [video] : [] }),
    studioStep: lesson.studioStep,
    preview: !published,
    video: video && { ...toMedia(video), durationSeconds: video.durationSeconds, width: video.width, height: video.height },
    poster: (video && lesson.media.filter((m) => m.kind === "poster").map(toMedia)[0]) ?? null,
    captions: video ? lesson.media.filter((m) => m.kind === "captions").map(toMedia) : [],
    attachments: lesson.media.filter((m) => m.kind === "attachment").map(toMedia),
    outline,
    previous: at > 0 ? order[at - 1]! : null,
    next: at >= 0 && at < order.length - 1 ? order[at + 1]! : null,
  };
}

/** The buyer's most recently worked-on character, for lessons that link to a wizard step. */
export async function latestCharacter(userId: string): Promise<{ id: string; name: string } | null> {
  return prisma().character.findFirst({ where: { userId }, orderBy: [{ updatedAt: "desc" }, { id: "asc" }], select: { id: true, name: true } });
}
