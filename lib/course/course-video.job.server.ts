import "server-only";
import { z } from "zod";
import { NotFoundError } from "@/lib/api/errors";
import { prisma } from "@/lib/db/client.server";
import { transcodeLessonVideo } from "@/lib/course/video-transcode.server";
import { defineJob } from "@/lib/jobs/definition.server";

// A seller's lesson video turned into H.264/AAC MP4 (issue 32, decision 200). Queued by the
// upload itself for an operator, never by a buyer: asking through /api/ai/jobs is a 404 for
// anyone but an operator. It runs without a purchase (operators hold none) and spends no quota
// (the upload creates the row directly); a failure gives back nothing that was not spent.

const input = z.object({ mediaId: z.uuid() });

export const courseVideoJob = defineJob({
  kind: "course_video",
  // No character: a lesson's video belongs to the course.
  request: z.object({ mediaId: z.uuid({ message: "Invalid video id" }), characterId: z.undefined().optional() }),
  input,
  quota: "video",
  runsWithoutPurchase: true,
  async prepare(userId, { mediaId }) {
    const user = await prisma().user.findUnique({ where: { id: userId }, select: { role: true } });
    const media = await prisma().courseMedia.findUnique({ where: { id: mediaId }, select: { status: true } });
    if (user?.role !== "operator" || media?.status !== "processing") throw new NotFoundError("Video not found");
    return { mediaId };
  },
  async run({ mediaId }, { progress, signal }) {
    const video = await transcodeLessonVideo(mediaId, { progress, signal });
    return { result: video, assets: [], activity: `Lesson video converted to MP4 (${Math.round(video.durationSeconds)} s)` };
  },
  stage(progress) {
    return progress < 1 ? "Waiting to convert" : `Converting to MP4 ${progress}%`;
  },
});
