import { readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { POST as uploadFile } from "@/app/api/admin/course/lessons/[id]/files/route";
import { DELETE as removeFile } from "@/app/api/admin/course/lessons/[id]/files/[fileId]/route";
import { prisma } from "@/lib/db/client.server";
import { mediaStore } from "@/lib/media/media-store.server";
import { lessonPage } from "@/lib/course/course.server";
import { CAPTIONS_NEED_VIDEO, MAX_ATTACHMENTS, NOT_AN_ATTACHMENT, NOT_WEBVTT, TOO_MANY_ATTACHMENTS } from "@/lib/course/lesson-file-rules";
import { call, signIn } from "../helpers/http";
import { withTestDatabase } from "../helpers/db";
import { createBuyer, createOperator } from "../helpers/factories";
import { addLessonMedia, createLesson } from "../helpers/course";

// Issue 32, item 2: a lesson's WebVTT captions and downloadable attachments from the editor.
// Each is checked before it is stored; a refused file leaves no row, no stored file and no
// scratch folder.
withTestDatabase();

const bytes = (text: string) => new TextEncoder().encode(text) as Uint8Array<ArrayBuffer>;
const VTT = bytes("WEBVTT\n\n00:00.000 --> 00:01.500\nHello and welcome.\n");
const PDF = bytes("%PDF-1.4\n% a workbook\n");
const scratchDirs = () => readdirSync(tmpdir()).filter((d) => d.startsWith("course-upload-")).length;

async function send(kind: "captions" | "attachment", lessonId: string, body: Uint8Array<ArrayBuffer>, name: string, session: string) {
  const query = new URLSearchParams({ kind, name });
  return call(uploadFile, { body, params: { id: lessonId }, session, url: `/api/admin/course/lessons/${lessonId}/files?${query}` });
}

const storedFiles = (lessonId: string) => mediaStore().list(`course/${lessonId}/`);

const viewer = async () => {
  const buyer = await createBuyer();
  return { userId: buyer.id, email: buyer.email, buyer: true, operator: false };
};

describe("a lesson's captions", () => {
  it("are kept for a lesson with a video, shown to buyers, and a new file replaces the old", async () => {
    const session = await signIn((await createOperator()).id);
    const lesson = await createLesson();
    await addLessonMedia(lesson.id, { kind: "video", bytes: Buffer.from("mp4"), contentType: "video/mp4", durationSeconds: 2 });
    const first = await send("captions", lesson.id, VTT, "English.vtt", session);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ kind: "captions", name: "English.vtt", size: VTT.byteLength });
    const second = await send("captions", lesson.id, bytes("\uFEFFWEBVTT\r\n\r\n"), "Subtitles.txt", session);
    expect(second.status).toBe(201);
    expect(second.body.name).toBe("Subtitles.vtt");

    const rows = await prisma().courseMedia.findMany({ where: { lessonId: lesson.id, kind: "captions" } });
    expect(rows.map((r) => r.id)).toEqual([second.body.id]);
    expect((await storedFiles(lesson.id)).filter((k) => k.endsWith(".vtt"))).toEqual([rows[0]!.storageKey]);
    const page = await lessonPage(lesson.slug, await viewer());
    expect(page?.captions.map((c) => c.id)).toEqual([second.body.id]);
  });

  it("refuse a file that is not WebVTT, and a lesson without a video, leaving nothing", async () => {
    const session = await signIn((await createOperator()).id);
    const lesson = await createLesson();
    const noVideo = await send("captions", lesson.id, VTT, "English.vtt", session);
    expect(noVideo).toMatchObject({ status: 409, body: { message: CAPTIONS_NEED_VIDEO } });

    await addLessonMedia(lesson.id, { kind: "video", bytes: Buffer.from("mp4"), contentType: "video/mp4", durationSeconds: 2 });
    const before = scratchDirs();
    const srt = await send("captions", lesson.id, bytes("1\n00:00:00,000 --> 00:00:01,000\nHi\n"), "English.vtt", session);
    expect(srt).toMatchObject({ status: 415, body: { message: NOT_WEBVTT } });
    const binary = await send("captions", lesson.id, new Uint8Array([0x57, 0x45, 0x42, 0x56, 0x54, 0x54, 0x0a, 0xff, 0xfe]), "x.vtt", session);
    expect(binary).toMatchObject({ status: 415, body: { message: NOT_WEBVTT } });
    expect(await prisma().courseMedia.count({ where: { lessonId: lesson.id, kind: "captions" } })).toBe(0);
    expect((await storedFiles(lesson.id)).filter((k) => k.endsWith(".vtt"))).toEqual([]);
    expect(scratchDirs()).toBe(before);
  });

  it("over 1 MB are refused before they are stored", async () => {
    const session = await signIn((await createOperator()).id);
    const lesson = await createLesson();
    await addLessonMedia(lesson.id, { kind: "video", bytes: Buffer.from("mp4"), contentType: "video/mp4", durationSeconds: 2 });
    const big = new Uint8Array(1024 * 1024 + 1).fill(0x41);
    big.set(bytes("WEBVTT\n"));
    const res = await send("captions", lesson.id, big, "big.vtt", session);
    expect(res.status).toBe(413);
    expect(await prisma().courseMedia.count({ where: { lessonId: lesson.id, kind: "captions" } })).toBe(0);
  });
});

describe("a lesson's attachments", () => {
  it("are stored in order with their checked type, listed for buyers, and removed one by one", async () => {
    const session = await signIn((await createOperator()).id);
    const lesson = await createLesson();
    const pdf = await send("attachment", lesson.id, PDF, "Workbook.PDF", session);
    expect(pdf.status).toBe(201);
    expect(pdf.body).toMatchObject({ kind: "attachment", name: "Workbook.pdf", contentType: "application/pdf", size: PDF.byteLength });
    const zip = await send("attachment", lesson.id, new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)]), "templates.zip", session);
    expect(zip.body).toMatchObject({ contentType: "application/zip" });

    const page = await lessonPage(lesson.slug, await viewer());
    expect(page?.attachments.map((a) => a.name)).toEqual(["Workbook.pdf", "templates.zip"]);
    const row = await prisma().courseMedia.findUniqueOrThrow({ where: { id: pdf.body.id } });
    const stored = await mediaStore().get(row.storageKey!);
    const chunks: Buffer[] = [];
    for await (const c of stored!.body) chunks.push(c as Buffer);
    expect(Buffer.concat(chunks).equals(Buffer.from(PDF))).toBe(true);

    const removed = await call(removeFile, { method: "DELETE", params: { id: lesson.id, fileId: pdf.body.id }, session });
    expect(removed.status).toBe(200);
    expect(await mediaStore().get(row.storageKey!)).toBeNull();
    expect((await lessonPage(lesson.slug, await viewer()))?.attachments.map((a) => a.name)).toEqual(["templates.zip"]);
    // Another lesson's id with this file is a 404, as is the same removal twice.
    const other = await createLesson();
    expect((await call(removeFile, { method: "DELETE", params: { id: other.id, fileId: zip.body.id }, session })).status).toBe(404);
    expect((await call(removeFile, { method: "DELETE", params: { id: lesson.id, fileId: pdf.body.id }, session })).status).toBe(404);
  });

  it("refuse a file whose bytes are not what its name says, or a type not offered, leaving nothing", async () => {
    const session = await signIn((await createOperator()).id);
    const lesson = await createLesson();
    const before = scratchDirs();
    for (const [body, name] of [
      [bytes("<html><script>alert(1)</script>"), "workbook.pdf"],
      [PDF, "page.html"],
      [PDF, "photo.png"],
      [bytes("MZ\x90\x00"), "setup.exe"],
    ] as const) {
      const res = await send("attachment", lesson.id, body, name, session);
      expect({ name, status: res.status, body: res.body }).toEqual({ name, status: 415, body: { message: NOT_AN_ATTACHMENT } });
    }
    expect(await prisma().courseMedia.count({ where: { lessonId: lesson.id } })).toBe(0);
    expect(await storedFiles(lesson.id)).toEqual([]);
    expect(scratchDirs()).toBe(before);
  });

  it("are refused for an unknown kind or without a name", async () => {
    const session = await signIn((await createOperator()).id);
    const lesson = await createLesson();
    const url = (query: string) => `/api/admin/course/lessons/${lesson.id}/files?${query}`;
    for (const query of ["kind=poster&name=x.pdf", "name=x.pdf", "kind=attachment"]) {
      const res = await call(uploadFile, { body: PDF, params: { id: lesson.id }, session, url: url(query) });
      expect({ query, status: res.status, message: typeof res.body.message }).toEqual({ query, status: 400, message: "string" });
    }
    expect(await prisma().courseMedia.count({ where: { lessonId: lesson.id } })).toBe(0);
  });

  it(`stop at ${MAX_ATTACHMENTS} per lesson with a plain message`, async () => {
    const session = await signIn((await createOperator()).id);
    const lesson = await createLesson();
    for (let i = 0; i < MAX_ATTACHMENTS; i++) {
      await addLessonMedia(lesson.id, { kind: "attachment", bytes: Buffer.from("%PDF-1.4"), contentType: "application/pdf", name: `w${i}.pdf` });
    }
    const res = await send("attachment", lesson.id, PDF, "one-more.pdf", session);
    expect(res).toMatchObject({ status: 409, body: { message: TOO_MANY_ATTACHMENTS } });
  });
});
