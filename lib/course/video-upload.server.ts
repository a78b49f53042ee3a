import "server-only";
import { randomUUID } from "node:crypto";
import { spawn } from "node:child_process";
import { createReadStream } from "node:fs";
import { rm } from "node:fs/promises";
import { dirname, join } from "node:path";
import { HttpError, NotFoundError } from "@/lib/api/errors";
import { prisma } from "@/lib/db/client.server";
import type { Prisma } from "@/lib/db/generated/client";
import { mediaStore } from "@/lib/media/media-store.server";
import { ffmpegPath, runFfmpeg } from "@/lib/video/ffmpeg.server";
import { sanitizeFileName } from "@/lib/utils/file-name";
import { uploadToScratch } from "./scratch-upload.server";
import {
  isBrowserPlayable,
  isVideo,
  LESSON_VIDEO_TOO_LARGE,
  MAX_LESSON_VIDEO_BYTES,
  NOT_A_VIDEO,
  PROBE_FORMATS,
  readProbe,
  type VideoProbe,
} from "./video-rules";

// A lesson's video from the seller's editor (issue 32, item 2, decision 200). The upload streams
// to a scratch file (capped at 2 GB while it arrives, never held in memory), ffprobe reads it, a
// non-video is refused and leaves nothing, a poster frame is taken, and both are streamed into
// the media store under course/<lessonId>/<mediaId>.<ext> (decision 196). A new video replaces
// the lesson's old one and its poster.

/** ffprobe beside the ffmpeg in use (a system install has both), else the npm package's. */
function ffprobePath(): string {
  const beside = join(dirname(ffmpegPath()), "ffprobe");
  return ffmpegPath().includes("@ffmpeg-installer") ? join(process.cwd(), "node_modules/@ffprobe-installer/linux-x64/ffprobe") : beside;
}

/** What ffprobe reads in the file; a file it cannot read at all probes as nothing. */
export async function probeVideo(path: string): Promise<VideoProbe> {
  const child = spawn(ffprobePath(), ["-v", "error", "-format_whitelist", PROBE_FORMATS, "-print_format", "json", "-show_format", "-show_streams", path], {
    stdio: ["ignore", "pipe", "ignore"],
  });
  let out = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => (out += chunk.slice(0, 1_000_000)));
  const code = await new Promise<number | null>((resolve, reject) => child.on("close", resolve).on("error", reject));
  try {
    return readProbe(code === 0 ? JSON.parse(out) : {});
  } catch {
    return readProbe({});
  }
}

/** A JPEG of the frame a second in (or halfway through a shorter video), at most 1280 wide. */
export async function takePoster(path: string, out: string, durationSeconds: number) {
  const at = Math.min(1, durationSeconds / 2).toFixed(2);
  await runFfmpeg(["-hide_banner", "-nostdin", "-y", "-ss", at, "-i", path, "-frames:v", "1", "-vf", "scale='min(1280,iw)':-2", "-q:v", "3", out]);
}

export type UploadedVideo = {
  id: string;
  name: string;
  size: number;
  durationSeconds: number;
  width: number;
  height: number;
  /** "processing" while the transcode job (jobId) turns it into MP4; its poster comes then. */
  status: "ready" | "processing";
  posterId: string | null;
  jobId: string | null;
};

/** The lesson's video and poster rows, to be replaced by a new upload. */
const oldVideo = (tx: Prisma.TransactionClient, lessonId: string) =>
  tx.courseMedia.findMany({ where: { lessonId, kind: { in: ["video", "poster"] } }, select: { id: true, storageKey: true } });

export async function uploadLessonVideo(operatorId: string, lessonId: string, rawName: string, request: Request): Promise<UploadedVideo> {
  const lesson = await prisma().courseLesson.findUnique({ where: { id: lessonId }, select: { id: true } });
  if (!lesson) throw new NotFoundError("Lesson not found");
  const name = sanitizeFileName(rawName).replace(/\.[^.]*$/, "") + ".mp4";
  const scratch = await uploadToScratch(request, { maxBytes: MAX_LESSON_VIDEO_BYTES, tooLarge: LESSON_VIDEO_TOO_LARGE });
  const stored: string[] = [];
  try {
    const probe = await probeVideo(scratch.path);
    if (!isVideo(probe) || !probe.video || probe.durationSeconds === null) throw new HttpError(415, NOT_A_VIDEO);
    const videoId = randomUUID();
    const { width, height } = probe.video;
    const durationSeconds = probe.durationSeconds;
    if (!isBrowserPlayable(probe)) {
      // Kept as uploaded until the job has made the MP4; buyers see no video meanwhile.
      const sourceKey = `course/${lessonId}/${videoId}.source`;
      stored.push(sourceKey);
      await mediaStore().put(sourceKey, createReadStream(scratch.path), { contentType: "application/octet-stream" });
      const { replaced, jobId } = await prisma().$transaction(async (tx) => {
        const old = await oldVideo(tx, lessonId);
        await tx.courseMedia.deleteMany({ where: { id: { in: old.map((o) => o.id) } } });
        const job = await tx.generationJob.create({ data: { userId: operatorId, kind: "course_video", input: { mediaId: videoId } } });
        await tx.courseMedia.create({
          data: {
            id: videoId,
            lessonId,
            kind: "video",
            name,
            storageKey: sourceKey,
            contentType: "application/octet-stream",
            size: scratch.size,
            status: "processing",
            durationSeconds,
            width,
            height,
            jobId: job.id,
          },
        });
        return { replaced: old, jobId: job.id };
      });
      stored.length = 0;
      for (const old of replaced) if (old.storageKey) await mediaStore().delete(old.storageKey);
      return { id: videoId, name, size: scratch.size, durationSeconds, width, height, status: "processing", posterId: null, jobId };
    }
    const posterId = randomUUID();
    const videoKey = `course/${lessonId}/${videoId}.mp4`;
    const posterKey = `course/${lessonId}/${posterId}.jpg`;
    const posterPath = join(scratch.dir, "poster.jpg");
    await takePoster(scratch.path, posterPath, probe.durationSeconds);
    stored.push(videoKey);
    await mediaStore().put(videoKey, createReadStream(scratch.path), { contentType: "video/mp4" });
    stored.push(posterKey);
    await mediaStore().put(posterKey, createReadStream(posterPath), { contentType: "image/jpeg" });
    const replaced = await prisma().$transaction(async (tx) => {
      const old = await oldVideo(tx, lessonId);
      await tx.courseMedia.deleteMany({ where: { id: { in: old.map((o) => o.id) } } });
      await tx.courseMedia.create({
        data: {
          id: videoId,
          lessonId,
          kind: "video",
          name,
          storageKey: videoKey,
          contentType: "video/mp4",
          size: scratch.size,
          durationSeconds,
          width,
          height,
        },
      });
      await tx.courseMedia.create({ data: { id: posterId, lessonId, kind: "poster", name: "poster.jpg", storageKey: posterKey, contentType: "image/jpeg" } });
      return old;
    });
    stored.length = 0;
    for (const old of replaced) if (old.storageKey) await mediaStore().delete(old.storageKey);
    return { id: videoId, name, size: scratch.size, durationSeconds, width, height, status: "ready", posterId, jobId: null };
  } finally {
    for (const key of stored) await mediaStore().delete(key);
    await rm(scratch.dir, { recursive: true, force: true });
  }
}

/** Removes a lesson's video with its poster (and captions, which belong to it). */
export async function removeLessonVideo(lessonId: string) {
  const media = await prisma().courseMedia.findMany({
    where: { lessonId, kind: { in: ["video", "poster", "captions"] } },
    select: { id: true, storageKey: true },
  });
  if (!media.length) throw new NotFoundError("This lesson has no video");
  await prisma().courseMedia.deleteMany({ where: { id: { in: media.map((m) => m.id) } } });
  for (const m of media) if (m.storageKey) await mediaStore().delete(m.storageKey);
  return { removed: true };
}
