import { createWriteStream, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import { DELETE as removeVideo, POST as uploadVideo } from "@/app/api/admin/course/lessons/[id]/video/route";
import { prisma } from "@/lib/db/client.server";
import { mediaStore } from "@/lib/media/media-store.server";
import { lessonPage } from "@/lib/course/course.server";
import { NOT_A_VIDEO, LESSON_VIDEO_TOO_LARGE } from "@/lib/course/video-rules";
import { call, signIn } from "../helpers/http";
import { withTestDatabase } from "../helpers/db";
import { createBuyer, createOperator } from "../helpers/factories";
import { createLesson } from "../helpers/course";
import { settledJob, withJobWorker } from "../helpers/ai";
import { probeVideo } from "../helpers/ffprobe";
import { H264_MP4, makeVideo, VP8_WEBM } from "../helpers/video";

// Issue 32, item 2: a lesson's video from the editor is streamed in, probed, given a poster and
// shown to buyers; a file that is not a video is refused with a clear message and leaves nothing.
withTestDatabase();
withJobWorker();

const work = mkdtempSync(join(tmpdir(), "course-video-test-"));
const mp4 = new Uint8Array(makeVideo("clip.mp4", H264_MP4, 2, "320x240"));
const webm = new Uint8Array(makeVideo("clip.webm", VP8_WEBM, 2, "320x240"));
const scratchDirs = () => readdirSync(tmpdir()).filter((d) => d.startsWith("course-upload-")).length;

async function upload(lessonId: string, bytes: Uint8Array<ArrayBuffer>, name: string, session: string, headers: Record<string, string> = {}) {
  return call(uploadVideo, {
    body: bytes,
    params: { id: lessonId },
    session,
    url: `/api/admin/course/lessons/${lessonId}/video?name=${encodeURIComponent(name)}`,
    headers,
  });
}

describe("a lesson's video", () => {
  it("an MP4 is stored with its length, size and a poster frame, and the buyer's lesson shows it; a new one replaces it", async () => {
    const session = await signIn((await createOperator()).id);
    const lesson = await createLesson();
    const res = await upload(lesson.id, mp4, "My Clip.MP4", session);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: "My Clip.mp4", size: mp4.byteLength, width: 320, height: 240 });
    expect(res.body.durationSeconds).toBeCloseTo(2, 0);

    const rows = await prisma().courseMedia.findMany({ where: { lessonId: lesson.id }, orderBy: { kind: "asc" } });
    expect(rows.map((r) => [r.kind, r.status, r.contentType])).toEqual([
      ["video", "ready", "video/mp4"],
      ["poster", "ready", "image/jpeg"],
    ]);
    const stored = await mediaStore().get(rows[0]!.storageKey!);
    expect(stored?.size).toBe(mp4.byteLength);
    const poster = await mediaStore().get(rows[1]!.storageKey!);
    const head = await new Promise<Buffer>((resolve) => poster!.body.once("data", (c: Buffer) => (poster!.body.destroy(), resolve(c))));
    expect([...head.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);

    const buyer = await createBuyer();
    const page = await lessonPage(lesson.slug, { userId: buyer.id, email: buyer.email, buyer: true, operator: false });
    expect(page?.video).toMatchObject({ id: res.body.id, contentType: "video/mp4" });
    expect(page?.poster?.id).toBe(res.body.posterId);

    const again = await upload(lesson.id, mp4, "take2.mp4", session);
    expect(again.status).toBe(201);
    expect((await prisma().courseMedia.findMany({ where: { lessonId: lesson.id } })).map((r) => r.id).sort()).toEqual(
      [again.body.id, again.body.posterId].sort(),
    );
    expect((await mediaStore().list(`course/${lesson.id}/`)).length).toBe(2);

    expect((await call(removeVideo, { method: "DELETE", params: { id: lesson.id }, session })).status).toBe(200);
    expect(await prisma().courseMedia.count({ where: { lessonId: lesson.id } })).toBe(0);
    expect(await mediaStore().list(`course/${lesson.id}/`)).toEqual([]);
  });

  it("a file that is not a video is refused with a clear message and leaves nothing, scratch file included", async () => {
    const session = await signIn((await createOperator()).id);
    const lesson = await createLesson();
    const before = scratchDirs();
    const png = new Uint8Array(readFileSync(join(process.cwd(), "app/favicon.ico")));
    for (const [bytes, name] of [
      [new TextEncoder().encode("just some notes, not a video"), "notes.mp4"],
      [png, "picture.mp4"],
    ] as const) {
      const res = await upload(lesson.id, new Uint8Array(bytes), name, session);
      expect(res).toMatchObject({ status: 415, body: { message: NOT_A_VIDEO } });
    }
    expect(await prisma().courseMedia.count({ where: { lessonId: lesson.id } })).toBe(0);
    expect(await mediaStore().list(`course/${lesson.id}/`)).toEqual([]);
    expect(scratchDirs()).toBe(before);
  });

  it("a video browsers cannot play as it is (WebM) is transcoded to H.264 MP4 with a poster on the job queue; buyers then get the MP4", async () => {
    const operator = await createOperator();
    const session = await signIn(operator.id);
    const lesson = await createLesson();
    const res = await upload(lesson.id, webm, "talk.webm", session);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: "processing", posterId: null, name: "talk.mp4", width: 320, height: 240 });
    const job = await prisma().generationJob.findUniqueOrThrow({ where: { id: res.body.jobId } });
    expect(job).toMatchObject({ kind: "course_video", userId: operator.id });

    const done = await settledJob(job.id, 60_000);
    expect(done).toMatchObject({ status: "done", progress: 100, error: null });
    const video = await prisma().courseMedia.findUniqueOrThrow({ where: { id: res.body.id } });
    expect(video).toMatchObject({ status: "ready", contentType: "video/mp4", name: "talk.mp4", width: 320, height: 240, jobId: null });
    expect(video.storageKey).toMatch(new RegExp(`^course/${lesson.id}/[0-9a-f-]{36}\\.mp4$`));
    // The MP4 is H.264; the original is gone; a poster was taken.
    const stored = await mediaStore().get(video.storageKey!);
    const file = join(work, "transcoded.mp4");
    await pipeline(stored!.body, createWriteStream(file));
    expect(await probeVideo(file)).toMatchObject({ video: { codec: "h264", pixFmt: "yuv420p" } });
    const keys = await mediaStore().list(`course/${lesson.id}/`);
    expect(keys.some((k) => k.endsWith(".source"))).toBe(false);
    expect(await prisma().courseMedia.count({ where: { lessonId: lesson.id, kind: "poster" } })).toBe(1);
    const buyer = await createBuyer();
    const page = await lessonPage(lesson.slug, { userId: buyer.id, email: buyer.email, buyer: true, operator: false });
    expect(page?.video?.id).toBe(video.id);
  });

  it("a buyer cannot queue a lesson transcode through the generation endpoint's job kinds", async () => {
    const { courseVideoJob } = await import("@/lib/course/course-video.job.server");
    const buyer = await createBuyer();
    await expect(courseVideoJob.accept(buyer.id, { mediaId: crypto.randomUUID() })).rejects.toMatchObject({ status: 404 });
  });

  it("over 2 GB by its declared length is a 413 before a byte is read; no name is a 400; a buyer gets 404", async () => {
    const session = await signIn((await createOperator()).id);
    const lesson = await createLesson();
    const big = await upload(lesson.id, mp4, "big.mp4", session, { "content-length": String(2 * 1024 ** 3 + 1) });
    expect(big).toMatchObject({ status: 413, body: { message: LESSON_VIDEO_TOO_LARGE } });
    const nameless = await call(uploadVideo, { body: mp4, params: { id: lesson.id }, session, url: `/api/admin/course/lessons/${lesson.id}/video` });
    expect(nameless.status).toBe(400);
    const buyer = await signIn((await createBuyer()).id);
    expect((await upload(lesson.id, mp4, "clip.mp4", buyer)).status).toBe(404);
    expect((await call(removeVideo, { method: "DELETE", params: { id: lesson.id }, session: buyer })).status).toBe(404);
    expect(await prisma().courseMedia.count({ where: { lessonId: lesson.id } })).toBe(0);
  });
});
