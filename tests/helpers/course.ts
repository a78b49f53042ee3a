import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { prisma } from "@/lib/db/client.server";
import { mediaStore } from "@/lib/media/media-store.server";

// The course as tests meet it: the seeded default course (migration 20261204100000), plus
// lessons and media made the way the seller's editor leaves them (rows, and files under
// course/<lessonId>/<mediaId>.<ext> in the media store).

/** The published lessons in the buyer's order. */
export async function publishedLessons() {
  return prisma().courseLesson.findMany({
    where: { status: "published", module: { status: "published" } },
    orderBy: [{ module: { position: "asc" } }, { moduleId: "asc" }, { position: "asc" }, { id: "asc" }],
    select: { id: true, slug: true, title: true, moduleId: true },
  });
}

export async function createLesson(data: { status?: "draft" | "published"; moduleStatus?: "draft" | "published"; body?: string; title?: string } = {}) {
  const tag = randomUUID().slice(0, 8);
  const courseModule = await prisma().courseModule.create({
    data: { slug: `module-${tag}`, title: `Module ${tag}`, position: 100, status: data.moduleStatus ?? "published" },
  });
  return prisma().courseLesson.create({
    data: {
      moduleId: courseModule.id,
      slug: `lesson-${tag}`,
      title: data.title ?? `Lesson ${tag}`,
      body: data.body ?? "A lesson written for the test.",
      status: data.status ?? "published",
      position: 0,
    },
  });
}

const EXTENSIONS: Record<string, string> = { "video/mp4": "mp4", "text/vtt": "vtt", "image/jpeg": "jpg", "application/pdf": "pdf" };

/** A ready file of a lesson, stored where the editor stores it. */
export async function addLessonMedia(
  lessonId: string,
  data: {
    kind: "video" | "poster" | "captions" | "attachment";
    bytes: Buffer;
    contentType: string;
    name?: string;
    durationSeconds?: number;
    status?: "ready" | "processing";
  },
) {
  const id = randomUUID();
  const storageKey = `course/${lessonId}/${id}.${EXTENSIONS[data.contentType] ?? "bin"}`;
  await mediaStore().put(storageKey, Readable.from([data.bytes]), { contentType: data.contentType });
  return prisma().courseMedia.create({
    data: {
      id,
      lessonId,
      kind: data.kind,
      name: data.name ?? `${data.kind}.${EXTENSIONS[data.contentType] ?? "bin"}`,
      storageKey,
      contentType: data.contentType,
      size: data.bytes.length,
      status: data.status ?? "ready",
      durationSeconds: data.durationSeconds ?? null,
    },
  });
}

export async function markDone(userId: string, lessonIds: string[], at = new Date()) {
  await prisma().lessonProgress.createMany({ data: lessonIds.map((lessonId) => ({ userId, lessonId, completedAt: at, updatedAt: at })) });
}
