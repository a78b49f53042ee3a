import { randomBytes } from "node:crypto";
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from "pdf-lib";
import { GET as getMedia } from "@/app/api/user/course/media/[mediaId]/route";
import { GET as getSignedMedia } from "@/app/api/course/media/[mediaId]/route";
import { GET as getCertificate } from "@/app/api/user/course/certificate/route";
import { PUT as putLesson } from "@/app/api/user/course/lessons/[lessonId]/route";
import { prisma } from "@/lib/db/client.server";
import { courseOutline, lessonPage, type CourseViewer } from "@/lib/course/course.server";
import { progressByLesson, VIDEO_NOT_WATCHED } from "@/lib/course/progress.server";
import { CERTIFICATE_NOT_YET } from "@/lib/course/certificate.server";
import { COURSE_LINK_SECONDS, EXPIRED_COURSE_LINK } from "@/lib/course/media.server";
import { call, signIn } from "../helpers/http";
import { withTestDatabase } from "../helpers/db";
import { createBuyer, createOperator, createUser } from "../helpers/factories";
import { addLessonMedia, createLesson, markDone, publishedLessons } from "../helpers/course";

// Issue 32, the buyer's half: only a buyer with an active purchase (or an operator) reads a
// lesson and fetches its media; a refund revokes both at once, links already handed out too;
// drafts stay invisible; video is served with Range; progress saves are idempotent and restore;
// the certificate comes only when every published lesson is done.
withTestDatabase();

const viewerOf = async (userId: string): Promise<CourseViewer> => {
  const user = await prisma().user.findUniqueOrThrow({ where: { id: userId }, include: { purchases: { where: { status: "active" } } } });
  return { userId, email: user.email, buyer: user.purchases.length > 0, operator: user.role === "operator" };
};
const refund = (userId: string) => prisma().purchase.updateMany({ where: { userId }, data: { status: "refunded" } });

/** The stable link's answer, then (for an app-served file) the short-lived link it redirects to. */
async function fetchMedia(mediaId: string, session: string | undefined, headers: Record<string, string> = {}, query = "") {
  const first = await call(getMedia, { session, params: { mediaId }, url: `/api/user/course/media/${mediaId}${query}` });
  if (first.status !== 302) return { first, file: null, location: null };
  const location = new URL(first.headers.get("location")!);
  const file = await call(getSignedMedia, { params: { mediaId }, url: location.pathname + location.search, headers });
  return { first, file, location };
}

async function lessonWithVideo(options: { status?: "draft" | "published" } = {}) {
  const lesson = await createLesson({ status: options.status ?? "published", body: "Watch the video, then *try it*." });
  const bytes = randomBytes(64 * 1024);
  const video = await addLessonMedia(lesson.id, { kind: "video", bytes, contentType: "video/mp4", durationSeconds: 20 });
  return { lesson, video, bytes };
}

describe("who reads a lesson", () => {
  it("a buyer reads a published lesson; no purchase, a refund and a draft give the 404 page; an operator previews a draft", async () => {
    const buyer = await createBuyer();
    const visitor = await createUser();
    const operator = await createOperator();
    const { lesson } = await lessonWithVideo();
    const draft = await createLesson({ status: "draft", title: "Not yet" });
    const hiddenModule = await createLesson({ moduleStatus: "draft" });

    const page = await lessonPage(lesson.slug, await viewerOf(buyer.id));
    expect(page).toMatchObject({ slug: lesson.slug, preview: false, html: "<p>Watch the video, then <em>try it</em>.</p>", length: "1 min" });
    expect(page!.video).toMatchObject({ durationSeconds: 20, contentType: "video/mp4" });
    expect(await lessonPage(lesson.slug, await viewerOf(visitor.id))).toBeNull();
    expect(await lessonPage(draft.slug, await viewerOf(buyer.id))).toBeNull();
    expect(await lessonPage(hiddenModule.slug, await viewerOf(buyer.id))).toBeNull();
    expect(await lessonPage("no-such-lesson", await viewerOf(buyer.id))).toBeNull();

    // The buyer's outline never lists a draft; the operator's preview lists only the one opened.
    const outline = (await courseOutline()).flatMap((m) => m.lessons.map((l) => l.id));
    expect(outline).toContain(lesson.id);
    expect(outline).not.toContain(draft.id);
    expect(outline).not.toContain(hiddenModule.id);
    const preview = await lessonPage(draft.slug, await viewerOf(operator.id));
    expect(preview).toMatchObject({ preview: true, title: "Not yet" });
    expect(preview!.outline.flatMap((m) => m.lessons).filter((l) => l.draft)).toEqual([expect.objectContaining({ id: draft.id })]);

    await refund(buyer.id);
    expect(await lessonPage(lesson.slug, await viewerOf(buyer.id))).toBeNull();
  });

  it("gives previous and next in the seller's order", async () => {
    const buyer = await createBuyer();
    const lessons = await publishedLessons();
    const second = await lessonPage(lessons[1]!.slug, await viewerOf(buyer.id));
    expect(second!.previous?.slug).toBe(lessons[0]!.slug);
    expect(second!.next?.slug).toBe(lessons[2]!.slug);
    const first = await lessonPage(lessons[0]!.slug, await viewerOf(buyer.id));
    expect(first!.previous).toBeNull();
  });
});

describe("lesson media", () => {
  it("serves the video to a buyer with Range, through a short-lived link", async () => {
    const buyer = await createBuyer();
    const session = await signIn(buyer.id);
    const { video, bytes } = await lessonWithVideo();
    const { first, file, location } = await fetchMedia(video.id, session, { range: "bytes=1000-1999" });
    expect(first.headers.get("cache-control")).toBe("private, no-store");
    expect(location!.pathname).toBe(`/api/course/media/${video.id}`);
    expect(file!.status).toBe(206);
    expect(file!.headers.get("content-range")).toBe(`bytes 1000-1999/${bytes.length}`);
    expect(file!.headers.get("accept-ranges")).toBe("bytes");
    expect(file!.headers.get("content-type")).toBe("video/mp4");
    expect(Buffer.from(file!.body as string, "latin1").length).toBeGreaterThan(0);
    const whole = await call(getSignedMedia, { params: { mediaId: video.id }, url: location!.pathname + location!.search });
    expect(whole.status).toBe(200);
    expect(whole.headers.get("content-length")).toBe(String(bytes.length));
    const past = await call(getSignedMedia, {
      params: { mediaId: video.id },
      url: location!.pathname + location!.search,
      headers: { range: `bytes=${bytes.length + 10}-` },
    });
    expect(past.status).toBe(416);
  });

  it("answers the exact bytes asked for", async () => {
    const buyer = await createBuyer();
    const { video, bytes } = await lessonWithVideo();
    const { first } = await fetchMedia(video.id, await signIn(buyer.id));
    const location = new URL(first.headers.get("location")!);
    const { NextRequest } = await import("next/server");
    const response = await getSignedMedia(
      new NextRequest(new URL(location.pathname + location.search, "http://localhost:3000"), { headers: { range: "bytes=5-14" } }),
      {
        params: Promise.resolve({ mediaId: video.id }),
      },
    );
    expect(Buffer.from(await response.arrayBuffer())).toEqual(bytes.subarray(5, 15));
  });

  it("is a 404 for a user without a purchase, for a draft's file and for a file still processing", async () => {
    const visitor = await createUser();
    const buyer = await createBuyer();
    const { video } = await lessonWithVideo();
    const { video: draftVideo } = await lessonWithVideo({ status: "draft" });
    const processing = await addLessonMedia(video.lessonId, { kind: "video", bytes: randomBytes(100), contentType: "video/mp4", status: "processing" });
    expect((await fetchMedia(video.id, await signIn(visitor.id))).first.status).toBe(404);
    const buyerSession = await signIn(buyer.id);
    expect((await fetchMedia(draftVideo.id, buyerSession)).first.status).toBe(404);
    expect((await fetchMedia(processing.id, buyerSession)).first.status).toBe(404);
    expect((await fetchMedia(video.id, undefined)).first.status).toBe(401);
    // The operator previews the draft's video.
    const operator = await createOperator();
    expect((await fetchMedia(draftVideo.id, await signIn(operator.id))).file?.status).toBe(200);
  });

  it("a refund revokes at once: the lesson's video and the links already handed out are 404", async () => {
    const buyer = await createBuyer();
    const session = await signIn(buyer.id);
    const { video } = await lessonWithVideo();
    const { file, location } = await fetchMedia(video.id, session);
    expect(file!.status).toBe(200);
    await refund(buyer.id);
    expect((await fetchMedia(video.id, session)).first.status).toBe(404);
    const handedOut = await call(getSignedMedia, { params: { mediaId: video.id }, url: location!.pathname + location!.search });
    expect(handedOut.status).toBe(404);
  });

  it("refuses a link changed, made for another file or past its time", async () => {
    const buyer = await createBuyer();
    const { video } = await lessonWithVideo();
    const { video: other } = await lessonWithVideo();
    const { location } = await fetchMedia(video.id, await signIn(buyer.id));
    const link = location!.searchParams.get("link")!;
    const url = (mediaId: string, value: string) => `/api/course/media/${mediaId}?${new URLSearchParams({ link: value })}`;
    expect((await call(getSignedMedia, { params: { mediaId: other.id }, url: url(other.id, link) })).status).toBe(404);
    expect(
      (
        await call(getSignedMedia, {
          params: { mediaId: video.id },
          url: url(
            video.id,
            link.replace(/.$/, (c) => (c === "a" ? "b" : "a")),
          ),
        })
      ).status,
    ).toBe(404);
    expect((await call(getSignedMedia, { params: { mediaId: video.id }, url: `/api/course/media/${video.id}` })).status).toBe(400);
    jest.useFakeTimers({
      now: Date.now() + (COURSE_LINK_SECONDS + 5) * 1000,
      doNotFake: ["nextTick", "setImmediate", "setTimeout", "setInterval", "queueMicrotask"],
    });
    try {
      const expired = await call(getSignedMedia, { params: { mediaId: video.id }, url: url(video.id, link) });
      expect(expired).toMatchObject({ status: 403, body: { message: EXPIRED_COURSE_LINK } });
    } finally {
      jest.useRealTimers();
    }
  });

  it("serves an attachment as a download under its own name", async () => {
    const buyer = await createBuyer();
    const lesson = await createLesson();
    const pdf = await addLessonMedia(lesson.id, {
      kind: "attachment",
      bytes: Buffer.from("%PDF-1.4 test"),
      contentType: "application/pdf",
      name: "Hook worksheet.pdf",
    });
    const { file } = await fetchMedia(pdf.id, await signIn(buyer.id), {}, "?download=1");
    expect(file!.status).toBe(200);
    expect(file!.headers.get("content-disposition")).toContain('filename="Hook worksheet.pdf"');
  });
});

describe("progress", () => {
  // Time passing between two saves, as the player's 10-second saves would see it.
  const later = (userId: string, lessonId: string, seconds: number) =>
    prisma()
      .$executeRaw`UPDATE "LessonProgress" SET "updatedAt" = "updatedAt" - make_interval(secs => ${seconds}) WHERE "userId" = ${userId}::uuid AND "lessonId" = ${lessonId}::uuid`;

  it("saves the playback position idempotently, restores it, and marks a video done at 90 % watched, counted on the server", async () => {
    const buyer = await createBuyer();
    const session = await signIn(buyer.id);
    const { lesson } = await lessonWithVideo();
    const put = (body: unknown) => call(putLesson, { method: "PUT", session, params: { lessonId: lesson.id }, body });
    // The player saves where playback starts: the clock for the watched seconds starts there.
    expect((await put({ positionSeconds: 0 })).body).toEqual({ positionSeconds: 0, done: false, state: "not-started" });
    await later(buyer.id, lesson.id, 3);
    expect((await put({ positionSeconds: 3 })).body).toEqual({ positionSeconds: 3, done: false, state: "in-progress" });
    expect((await put({ positionSeconds: 3 })).body).toEqual({ positionSeconds: 3, done: false, state: "in-progress" });
    expect(await prisma().lessonProgress.count({ where: { userId: buyer.id } })).toBe(1);
    expect((await progressByLesson(buyer.id)).get(lesson.id)).toMatchObject({ positionSeconds: 3, completedAt: null });
    // 17.9 s of 20 watched is under 90 %; 18 s is done.
    await later(buyer.id, lesson.id, 10);
    expect((await put({ positionSeconds: 13 })).body.done).toBe(false);
    await later(buyer.id, lesson.id, 10);
    expect((await put({ positionSeconds: 17.9 })).body.done).toBe(false);
    await later(buyer.id, lesson.id, 1);
    expect((await put({ positionSeconds: 18 })).body).toEqual({ positionSeconds: 18, done: true, state: "done" });
    const doneAt = (await progressByLesson(buyer.id)).get(lesson.id)!.completedAt;
    // Watching again from the start keeps the lesson done, and its first completion time.
    expect((await put({ positionSeconds: 2 })).body).toEqual({ positionSeconds: 2, done: true, state: "done" });
    expect((await progressByLesson(buyer.id)).get(lesson.id)!.completedAt).toEqual(doneAt);
    // A position past the end is the end.
    expect((await put({ positionSeconds: 500 })).body.positionSeconds).toBe(20);
  });

  it("does not mark a video lesson done on request or from a forged position (issue 42)", async () => {
    const buyer = await createBuyer();
    const session = await signIn(buyer.id);
    const { lesson } = await lessonWithVideo();
    const put = (body: unknown) => call(putLesson, { method: "PUT", session, params: { lessonId: lesson.id }, body });
    expect(await put({ done: true })).toMatchObject({ status: 409, body: { message: VIDEO_NOT_WATCHED } });
    expect((await progressByLesson(buyer.id)).get(lesson.id)?.completedAt ?? null).toBeNull();
    // Jumping to the end at once counts only the seconds that really passed.
    expect((await put({ positionSeconds: 0 })).body.done).toBe(false);
    expect((await put({ positionSeconds: 19 })).body.done).toBe(false);
    expect((await put({ positionSeconds: 20, done: true })).status).toBe(409);
    // Seeking ahead by a minute in ten seconds counts ten.
    await later(buyer.id, lesson.id, 10);
    expect((await put({ positionSeconds: 20 })).body.done).toBe(false);
    expect((await progressByLesson(buyer.id)).get(lesson.id)!.completedAt).toBeNull();
    // A seek after time away (the player marks it a restart) counts nothing, however long the buyer was gone.
    await later(buyer.id, lesson.id, 600);
    expect((await put({ positionSeconds: 2, restart: true })).body.done).toBe(false);
    await later(buyer.id, lesson.id, 5);
    expect((await put({ positionSeconds: 7 })).body.done).toBe(false);
    expect(
      (await prisma().lessonProgress.findUniqueOrThrow({ where: { userId_lessonId: { userId: buyer.id, lessonId: lesson.id } } })).watchedSeconds,
    ).toBeCloseTo(
      // one second of slack for each of the two quick saves, then the five seconds really watched
      1 + 1 + 5,
      0,
    );
  });

  it("keeps the done button for a text lesson", async () => {
    const buyer = await createBuyer();
    const session = await signIn(buyer.id);
    const lesson = await createLesson({ status: "published" });
    expect((await call(putLesson, { method: "PUT", session, params: { lessonId: lesson.id }, body: { done: true } })).body).toMatchObject({ done: true });
  });

  it("is a 404 after a refund, and changes nothing", async () => {
    const buyer = await createBuyer();
    const session = await signIn(buyer.id);
    const { lesson } = await lessonWithVideo();
    await refund(buyer.id);
    expect((await call(putLesson, { method: "PUT", session, params: { lessonId: lesson.id }, body: { positionSeconds: 3 } })).status).toBe(404);
    expect(await prisma().lessonProgress.count({ where: { userId: buyer.id } })).toBe(0);
  });
});

/** The text a PDF's first page draws, from its content stream's hex strings (pdf-lib writes text that way). */
async function pageText(bytes: Uint8Array): Promise<string> {
  const pdf = await PDFDocument.load(bytes);
  const contents = pdf.getPages()[0]!.node.Contents();
  const parts = contents instanceof PDFArray ? contents.asArray().map((ref) => pdf.context.lookup(ref)) : [contents];
  const streams = parts.filter((s): s is PDFRawStream => s instanceof PDFRawStream);
  expect(streams.length).toBeGreaterThan(0);
  const raw = streams.map((s) => Buffer.from(decodePDFRawStream(s).decode()).toString("latin1")).join("\n");
  return [...raw.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)].map((m) => Buffer.from(m[1]!, "hex").toString("latin1")).join("\n");
}

describe("the certificate", () => {
  it("comes only when every published lesson is done, and names the buyer, the course and the date", async () => {
    const buyer = await createBuyer();
    const session = await signIn(buyer.id);
    const lessons = await publishedLessons();
    const certificate = (query = "") => call(getCertificate, { session, url: `/api/user/course/certificate${query}` });
    expect(await certificate()).toMatchObject({ status: 403, body: { message: CERTIFICATE_NOT_YET } });
    await markDone(
      buyer.id,
      lessons.slice(0, -1).map((l) => l.id),
      new Date("2026-11-01T12:00:00Z"),
    );
    expect((await certificate()).status).toBe(403);
    // A draft does not stand in the way.
    await createLesson({ status: "draft" });
    await markDone(buyer.id, [lessons.at(-1)!.id], new Date("2026-11-20T12:00:00Z"));

    const { NextRequest } = await import("next/server");
    const { sessionCookieName } = await import("@/lib/auth/session.server");
    const download = async (query: string) =>
      getCertificate(
        new NextRequest(new URL(`/api/user/course/certificate${query}`, "http://localhost:3000"), { headers: { cookie: `${sessionCookieName()}=${session}` } }),
        {
          params: Promise.resolve({}),
        },
      );
    const named = await download("?name=Jane%20Zo%C3%AB%20Doe");
    expect(named.status).toBe(200);
    expect(named.headers.get("content-type")).toBe("application/pdf");
    expect(named.headers.get("content-disposition")).toContain("attachment");
    const bytes = new Uint8Array(await named.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe("%PDF-");
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getSubject()).toBe("Jane Zoë Doe");
    const text = await pageText(bytes);
    expect(text).toContain("Jane Zoë Doe");
    expect(text).toContain("AI Influencer Course");
    expect(text).toContain("Completed on 20 November 2026");

    // Without a name: the buyer's e-mail address.
    const unnamed = await download("");
    expect(await pageText(new Uint8Array(await unnamed.arrayBuffer()))).toContain(buyer.email);
    // A name the PDF's font cannot draw is refused, not printed as boxes.
    expect((await certificate("?name=%E6%9D%8E%E9%9B%B7")).status).toBe(400);
  });

  it("is a 404 for a user without a purchase", async () => {
    const visitor = await createUser();
    expect((await call(getCertificate, { session: await signIn(visitor.id), url: "/api/user/course/certificate" })).status).toBe(404);
  });
});
