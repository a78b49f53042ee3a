import "server-only";
import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { readFile, rm } from "node:fs/promises";
import { HttpError, NotFoundError } from "@/lib/api/errors";
import { prisma } from "@/lib/db/client.server";
import { mediaStore } from "@/lib/media/media-store.server";
import { sanitizeFileName } from "@/lib/utils/file-name";
import { readHead, uploadToScratch } from "./scratch-upload.server";
import { lessonMediaFolder } from "./editor.server";
import {
  ATTACHMENT_TOO_LARGE,
  attachmentContentType,
  CAPTIONS_NEED_VIDEO,
  CAPTIONS_TOO_LARGE,
  isWebVtt,
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENTS,
  MAX_CAPTIONS_BYTES,
  NOT_AN_ATTACHMENT,
  NOT_WEBVTT,
  SNIFF_BYTES,
  TOO_MANY_ATTACHMENTS,
} from "./lesson-file-rules";

// A lesson's captions and attachments from the seller's editor (issue 32, decision 219). Each
// upload streams into a scratch file, is checked there (WebVTT signature; an attachment's bytes
// agreeing with its extension), and only then goes into the media store under
// course/<lessonId>/<mediaId>.<ext>, so a refused file leaves nothing behind.

export type LessonFile = { id: string; kind: "captions" | "attachment"; name: string; contentType: string; size: number };

/** The lesson, or 404 when it is gone; with whether it has its video (captions need one). */
async function existingLesson(lessonId: string) {
  const lesson = await prisma().courseLesson.findUnique({
    where: { id: lessonId },
    select: { id: true, media: { where: { kind: "video" }, select: { id: true } } },
  });
  if (!lesson) throw new NotFoundError("Lesson not found");
  return { hasVideo: lesson.media.length > 0 };
}

/** The video's WebVTT captions; a new file replaces the old one. */
export async function uploadLessonCaptions(lessonId: string, rawName: string, request: Request): Promise<LessonFile> {
  const { hasVideo } = await existingLesson(lessonId);
  if (!hasVideo) throw new HttpError(409, CAPTIONS_NEED_VIDEO);
  const scratch = await uploadToScratch(request, { maxBytes: MAX_CAPTIONS_BYTES, tooLarge: CAPTIONS_TOO_LARGE });
  try {
    // At most 1 MB, so read whole to check the signature and the encoding.
    if (!isWebVtt(new TextDecoder("utf-8").decode(await readFile(scratch.path)))) throw new HttpError(415, NOT_WEBVTT);
    const name = sanitizeFileName(rawName).replace(/\.[^.]*$/, "") + ".vtt";
    const id = randomUUID();
    const storageKey = `${lessonMediaFolder(lessonId)}${id}.vtt`;
    await mediaStore().put(storageKey, createReadStream(scratch.path), { contentType: "text/vtt" });
    const old = await prisma().$transaction(async (tx) => {
      const previous = await tx.courseMedia.findMany({ where: { lessonId, kind: "captions" }, select: { id: true, storageKey: true } });
      await tx.courseMedia.deleteMany({ where: { id: { in: previous.map((p) => p.id) } } });
      await tx.courseMedia.create({ data: { id, lessonId, kind: "captions", name, storageKey, contentType: "text/vtt; charset=utf-8", size: scratch.size } });
      return previous;
    });
    for (const o of old) if (o.storageKey) await mediaStore().delete(o.storageKey);
    return { id, kind: "captions", name, contentType: "text/vtt; charset=utf-8", size: scratch.size };
  } finally {
    await rm(scratch.dir, { recursive: true, force: true });
  }
}

/** One downloadable file for the lesson, listed after the others. */
export async function uploadLessonAttachment(lessonId: string, rawName: string, request: Request): Promise<LessonFile> {
  await existingLesson(lessonId);
  const count = await prisma().courseMedia.count({ where: { lessonId, kind: "attachment" } });
  if (count >= MAX_ATTACHMENTS) throw new HttpError(409, TOO_MANY_ATTACHMENTS);
  const scratch = await uploadToScratch(request, { maxBytes: MAX_ATTACHMENT_BYTES, tooLarge: ATTACHMENT_TOO_LARGE });
  const id = randomUUID();
  let storageKey: string | null = null;
  try {
    const name = sanitizeFileName(rawName);
    const contentType = attachmentContentType(name, await readHead(scratch.path, SNIFF_BYTES));
    if (!contentType) throw new HttpError(415, NOT_AN_ATTACHMENT);
    storageKey = `${lessonMediaFolder(lessonId)}${id}${name.slice(name.lastIndexOf("."))}`;
    await mediaStore().put(storageKey, createReadStream(scratch.path), { contentType });
    await prisma().$transaction(async (tx) => {
      // Counted again inside the write: two uploads racing for the last place keep one.
      const taken = await tx.courseMedia.findMany({ where: { lessonId, kind: "attachment" }, select: { position: true } });
      if (taken.length >= MAX_ATTACHMENTS) throw new HttpError(409, TOO_MANY_ATTACHMENTS);
      const position = taken.reduce((max, t) => Math.max(max, t.position + 1), 0);
      await tx.courseMedia.create({ data: { id, lessonId, kind: "attachment", name, storageKey: storageKey!, contentType, size: scratch.size, position } });
    });
    storageKey = null;
    return { id, kind: "attachment", name, contentType, size: scratch.size };
  } finally {
    if (storageKey) await mediaStore().delete(storageKey);
    await rm(scratch.dir, { recursive: true, force: true });
  }
}

/** Removes one of a lesson's captions or attachments (the video has its own removal). */
export async function removeLessonFile(lessonId: string, mediaId: string) {
  const media = await prisma().courseMedia.findFirst({
    where: { id: mediaId, lessonId, kind: { in: ["captions", "attachment"] } },
    select: { id: true, storageKey: true },
  });
  if (!media) throw new NotFoundError("File not found");
  await prisma().courseMedia.delete({ where: { id: media.id } });
  if (media.storageKey) await mediaStore().delete(media.storageKey);
  return { removed: true };
}
