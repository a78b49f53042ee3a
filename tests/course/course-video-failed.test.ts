import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { POST as uploadVideo } from "@/app/api/admin/course/lessons/[id]/video/route";
import { POST as retryVideo } from "@/app/api/admin/course/lessons/[id]/video/retry/route";
import { prisma } from "@/lib/db/client.server";
import { editorLesson, editorOutline } from "@/lib/course/editor.server";
import { transcodeLessonVideo } from "@/lib/course/video-transcode.server";
import { call, signIn } from "../helpers/http";
import { withTestDatabase } from "../helpers/db";
import { createBuyer, createOperator } from "../helpers/factories";
import { createLesson } from "../helpers/course";

// Issue 44 item 3 (decision 343): a lesson video whose conversion job ended without converting
// (attempts used up, cancelled, or gone before it started) is shown as failed with the reason,
// and Retry queues one new conversion that then completes. No worker runs here: the test plays it.
withTestDatabase();

const work = mkdtempSync(join(tmpdir(), "course-video-failed-"));
const webmPath = join(work, "clip.webm");
execFileSync("ffmpeg", [
  "-hide_banner",
  "-loglevel",
  "error",
  "-y",
  "-f",
  "lavfi",
  "-i",
  "testsrc=size=320x240:rate=10",
  "-t",
  "2",
  "-c:v",
  "libvpx",
  webmPath,
]);
const webm = new Uint8Array(readFileSync(webmPath));

async function uploadWebm() {
  const operator = await createOperator();
  const session = await signIn(operator.id);
  const lesson = await createLesson();
  const res = await call(uploadVideo, { body: webm, params: { id: lesson.id }, session, url: `/api/admin/course/lessons/${lesson.id}/video?name=talk.webm` });
  expect(res.body).toMatchObject({ status: "processing" });
  return { operator, session, lesson, mediaId: res.body.id as string, jobId: res.body.jobId as string };
}

const videoOf = async (lessonId: string) => (await editorLesson(lessonId))!.media.find((m) => m.kind === "video")!;

it("a conversion whose job ran out of attempts shows as failed with the reason; Retry converts it, once per double click", async () => {
  const { session, lesson, mediaId, jobId } = await uploadWebm();
  expect(await videoOf(lesson.id)).toMatchObject({ status: "processing" });
  await prisma().generationJob.update({
    where: { id: jobId },
    data: { status: "failed", error: "The generation stopped after 3 attempts. Please try again." },
  });

  expect(await videoOf(lesson.id)).toMatchObject({
    status: "failed",
    error: "The conversion stopped before it finished (The generation stopped after 3 attempts. Please try again).",
  });
  const outline = await editorOutline();
  expect(outline.flatMap((m) => m.lessons).find((l) => l.id === lesson.id)?.video).toBe("failed");

  const retried = await call(retryVideo, { method: "POST", session, params: { id: lesson.id } });
  expect(retried).toMatchObject({ status: 200, body: { status: "processing" } });
  const again = await call(retryVideo, { method: "POST", session, params: { id: lesson.id } });
  expect(again.body).toEqual(retried.body);
  expect(await prisma().generationJob.count({ where: { kind: "course_video", status: "queued", input: { path: ["mediaId"], equals: mediaId } } })).toBe(1);
  const detail = await editorLesson(lesson.id);
  expect(detail!.transcode).toMatchObject({ status: "queued" });
  expect(detail!.media.find((m) => m.kind === "video")).toMatchObject({ status: "processing", error: null, jobId: retried.body.jobId });

  // The new job converts the original that was kept.
  await transcodeLessonVideo(mediaId, { progress: async () => {}, signal: new AbortController().signal });
  expect(await videoOf(lesson.id)).toMatchObject({ status: "ready", name: "talk.mp4" });
  const ready = await call(retryVideo, { method: "POST", session, params: { id: lesson.id } });
  expect(ready).toMatchObject({ status: 409, body: { message: "This video is not waiting for a conversion: it is ready." } });
});

it("a conversion whose job is gone before it started shows as failed; a buyer cannot retry it", async () => {
  const { lesson, jobId } = await uploadWebm();
  await prisma().generationJob.delete({ where: { id: jobId } });
  expect(await videoOf(lesson.id)).toMatchObject({
    status: "failed",
    error: "The conversion never started: its job is gone. Retry the conversion, or remove the video and upload it again.",
  });
  const buyer = await signIn((await createBuyer()).id);
  expect((await call(retryVideo, { method: "POST", session: buyer, params: { id: lesson.id } })).status).toBe(404);
  expect(await videoOf(lesson.id)).toMatchObject({ status: "failed" });
});
