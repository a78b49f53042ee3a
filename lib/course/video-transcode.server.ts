import "server-only";
import { randomUUID } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import { ConflictError, HttpError, NotFoundError } from "@/lib/api/errors";
import { prisma } from "@/lib/db/client.server";
import { mediaStore } from "@/lib/media/media-store.server";
import { runFfmpeg } from "@/lib/video/ffmpeg.server";
import { progressReader } from "@/lib/video/progress";
import { containerOf, MAX_TRANSCODE_HEIGHT, type VideoContainer } from "./video-rules";
import { probeVideo, takePoster } from "./video-upload.server";

// A lesson video browsers cannot play as it is (WebM, HEVC, MKV...) becomes H.264/AAC MP4, at
// most 1080 lines high, on the generation job queue (decision 200): the upload stored the
// original and a `processing` row; this replaces the original with the MP4 and a poster, and
// marks the row ready. A failure marks it failed with the reason, which the editor shows.

export const TRANSCODE_FAILED = "The video could not be converted to MP4. Export it as MP4 (H.264 video, AAC audio) and upload it again.";

/** ffmpeg's arguments: the probed container forced with -f, H.264 (yuv420p, for every browser), AAC if there is sound, no taller than 1080, fast start. */
export function transcodeArgs(input: string, output: string, container: VideoContainer): string[] {
  return [
    "-hide_banner", "-nostdin", "-y", "-f", container, "-i", input,
    "-map", "0:v:0", "-map", "0:a:0?",
    "-vf", `scale=-2:'min(${MAX_TRANSCODE_HEIGHT},ih)'`,
    "-c:v", "libx264", "-preset", "veryfast", "-crf", "23", "-pix_fmt", "yuv420p",
    "-c:a", "aac", "-b:a", "128k",
    "-movflags", "+faststart", "-progress", "pipe:1", "-nostats", output,
  ]; // prettier-ignore
}

export async function transcodeLessonVideo(mediaId: string, options: { progress: (percent: number) => Promise<void>; signal: AbortSignal }) {
  const media = await prisma().courseMedia.findUnique({
    where: { id: mediaId },
    select: { id: true, lessonId: true, storageKey: true, status: true, name: true },
  });
  if (!media || media.status !== "processing" || !media.storageKey) throw new ConflictError("This video is no longer waiting to be converted.");
  const dir = await mkdtemp(join(tmpdir(), "lesson-transcode-"));
  const stored: string[] = [];
  try {
    const source = join(dir, "source");
    const original = await mediaStore().get(media.storageKey);
    if (!original) throw new ConflictError("The uploaded video is gone. Upload it again.");
    await pipeline(original.body, createWriteStream(source));
    const before = await probeVideo(source);
    const container = containerOf(before);
    if (!container) throw new Error(`the stored video's container (${before.formatName || "unknown"}) is not allowed`);
    const output = join(dir, "lesson.mp4");
    const report = progressReader(before.durationSeconds ?? 0, (percent) => void options.progress(percent).catch(() => {}));
    await runFfmpeg(transcodeArgs(source, output, container), { signal: options.signal, onStdout: report });
    const after = await probeVideo(output);
    if (!after.video || after.durationSeconds === null) throw new Error("the transcoded file has no video");
    const posterPath = join(dir, "poster.jpg");
    await takePoster(output, posterPath, after.durationSeconds);

    const videoKey = `course/${media.lessonId}/${randomUUID()}.mp4`;
    const posterId = randomUUID();
    const posterKey = `course/${media.lessonId}/${posterId}.jpg`;
    stored.push(videoKey, posterKey);
    await mediaStore().put(videoKey, createReadStream(output), { contentType: "video/mp4" });
    await mediaStore().put(posterKey, createReadStream(posterPath), { contentType: "image/jpeg" });
    const size = (await stat(output)).size;
    const oldPosters = await prisma().$transaction(async (tx) => {
      const { count } = await tx.courseMedia.updateMany({
        where: { id: media.id, status: "processing", storageKey: media.storageKey },
        data: {
          storageKey: videoKey,
          contentType: "video/mp4",
          size,
          status: "ready",
          name: media.name.replace(/\.[^.]*$/, "") + ".mp4",
          durationSeconds: after.durationSeconds,
          width: after.video!.width,
          height: after.video!.height,
          jobId: null,
          error: null,
        },
      });
      if (count !== 1) throw new ConflictError("This video was replaced or removed while it was being converted.");
      const posters = await tx.courseMedia.findMany({ where: { lessonId: media.lessonId, kind: "poster" }, select: { id: true, storageKey: true } });
      await tx.courseMedia.deleteMany({ where: { id: { in: posters.map((p) => p.id) } } });
      await tx.courseMedia.create({
        data: { id: posterId, lessonId: media.lessonId, kind: "poster", name: "poster.jpg", storageKey: posterKey, contentType: "image/jpeg" },
      });
      return posters;
    });
    stored.length = 0;
    await mediaStore().delete(media.storageKey);
    for (const p of oldPosters) if (p.storageKey) await mediaStore().delete(p.storageKey);
    return { mediaId: media.id, durationSeconds: after.durationSeconds, width: after.video.width, height: after.video.height };
  } catch (error) {
    if (!options.signal.aborted) {
      // A reason of ours (the original is gone…) is said as it is; ffmpeg's own errors are not.
      const reason = error instanceof HttpError ? error.message : TRANSCODE_FAILED;
      await prisma().courseMedia.updateMany({ where: { id: media.id, status: "processing" }, data: { status: "failed", error: reason } });
    }
    throw error;
  } finally {
    for (const key of stored) await mediaStore().delete(key);
    await rm(dir, { recursive: true, force: true });
  }
}

/** Why a conversion whose job ended without converting failed, in the editor's words (issue 44 item 3). */
export function stalledConversionReason(job: { status: string; error: string | null } | null): string {
  if (!job) return "The conversion never started: its job is gone. Retry the conversion, or remove the video and upload it again.";
  const why = job.error ? ` (${job.error.replace(/\.$/, "")})` : "";
  return job.status === "cancelled" ? `The conversion was cancelled before it finished${why}.` : `The conversion stopped before it finished${why}.`;
}

/**
 * A video still "processing" whose job has failed, been cancelled or vanished (attempts used up, a
 * crash before the job started, a worker that lost it) is marked failed with the reason, so the
 * editor says so, offers Retry and Remove, and stops polling (issue 44 item 3, decision 343).
 */
export async function settleStalledConversions(lessonId?: string) {
  const waiting = await prisma().courseMedia.findMany({
    where: { kind: "video", status: "processing", ...(lessonId && { lessonId }) },
    select: { id: true, jobId: true },
  });
  if (waiting.length === 0) return;
  const jobIds = waiting.flatMap((m) => (m.jobId ? [m.jobId] : []));
  const jobs = new Map(
    (await prisma().generationJob.findMany({ where: { id: { in: jobIds } }, select: { id: true, status: true, error: true } })).map((j) => [j.id, j]),
  );
  for (const media of waiting) {
    const job = media.jobId ? (jobs.get(media.jobId) ?? null) : null;
    if (job && (job.status === "queued" || job.status === "running" || job.status === "done")) continue;
    await prisma().courseMedia.updateMany({
      where: { id: media.id, status: "processing", jobId: media.jobId },
      data: { status: "failed", error: stalledConversionReason(job) },
    });
  }
}

/**
 * Retry on a failed conversion: a new job for the stored original, the row back to processing.
 * Retrying a video that is already converting changes nothing and answers its job (a double
 * click). A ready video is a 409.
 */
export async function retryLessonVideo(operatorId: string, lessonId: string) {
  const media = await prisma().courseMedia.findFirst({ where: { lessonId, kind: "video" }, select: { id: true, status: true, storageKey: true, jobId: true } });
  if (!media) throw new NotFoundError("This lesson has no video");
  if (media.status === "processing") return { status: "processing" as const, jobId: media.jobId };
  if (media.status !== "failed") throw new ConflictError("This video is not waiting for a conversion: it is ready.");
  // A missing original fails the new job with "The uploaded video is gone", which the editor shows.
  if (!media.storageKey) throw new ConflictError("The uploaded video is gone. Remove it and upload it again.");
  return prisma().$transaction(async (tx) => {
    const job = await tx.generationJob.create({ data: { userId: operatorId, kind: "course_video", input: { mediaId: media.id } } });
    const { count } = await tx.courseMedia.updateMany({
      where: { id: media.id, status: "failed" },
      data: { status: "processing", jobId: job.id, error: null },
    });
    if (count !== 1) throw new ConflictError("This video changed meanwhile. Reload the page.");
    return { status: "processing" as const, jobId: job.id };
  });
}
