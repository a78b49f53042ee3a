import { PUT as putLesson } from "@/app/api/user/course/lessons/[lessonId]/route";
import { prisma } from "@/lib/db/client.server";
import { loadDashboard as loadWithPurchase } from "@/lib/server/dashboard.server";
import { purchaseStatus } from "@/lib/accounts/purchases.server";
import { ACTIVITY_KINDS, recordActivity } from "@/lib/activity/activity.server";
import { call, signIn } from "../helpers/http";
import { withTestDatabase } from "../helpers/db";
import { createPurchase, createUser } from "../helpers/factories";
import { createLesson, markDone, publishedLessons } from "../helpers/course";
import { createCharacterRow } from "./helpers";

withTestDatabase();

// The page passes the purchase its session read brought; purchaseStatus reads the same row.
const loadDashboard = async (userId: string) => loadWithPurchase(userId, (await purchaseStatus(userId)).purchase);

describe("dashboard data", () => {
  it("has no counts or activity without a purchase", async () => {
    const user = await createUser();
    await createCharacterRow(user.id);
    expect(await loadDashboard(user.id)).toEqual({
      hasPurchase: false,
      characterCount: 0,
      storage: null,
      assetCount: 0,
      videoCount: 0,
      activity: [],
      course: null,
      deliveries: [],
    });
  });

  it("counts the user's characters and lists only their activity, newest first", async () => {
    const user = await createUser();
    const other = await createUser();
    await createPurchase(user.id);
    await createCharacterRow(user.id);
    await createCharacterRow(user.id);
    await createCharacterRow(other.id);
    await prisma().activity.create({ data: { userId: user.id, kind: ACTIVITY_KINDS.characterCreated, subject: "Old", createdAt: new Date("2026-01-01") } });
    await recordActivity(user.id, ACTIVITY_KINDS.generationFinished, "Newest");
    await recordActivity(other.id, ACTIVITY_KINDS.profileSaved, "Not mine");
    const data = await loadDashboard(user.id);
    expect(data.characterCount).toBe(2);
    expect(data.activity.map((a) => a.subject)).toEqual(["Newest", "Old"]);
    expect(data.activity[1]).toEqual({ id: expect.any(String), kind: "character_created", subject: "Old", createdAt: "2026-01-01T00:00:00.000Z" });
  });

  it("counts the assets generated for the buyer's characters and the rendered videos, never another's or an upload (issue 31)", async () => {
    const user = await createUser();
    const other = await createUser();
    await createPurchase(user.id);
    const mine = await createCharacterRow(user.id);
    const theirs = await createCharacterRow(other.id);
    const asset = (characterId: string, kind: string, meta?: object) => ({ characterId, kind, ...(meta ? { meta } : {}) });
    await prisma().asset.createMany({
      data: [
        asset(mine.id, "reference-image"),
        asset(mine.id, "shot"),
        asset(mine.id, "voice-clip"),
        asset(mine.id, "reference-image", { uploaded: true }),
        asset(mine.id, "video"),
        asset(theirs.id, "shot"),
        asset(theirs.id, "video"),
      ],
    });
    const data = await loadDashboard(user.id);
    expect({ assets: data.assetCount, videos: data.videoCount }).toEqual({ assets: 3, videos: 1 });
  });

  it("shows the buyer's own progress through the published course, and where to continue", async () => {
    const user = await createUser();
    const other = await createUser();
    await createPurchase(user.id);
    await createPurchase(other.id);
    const lessons = await publishedLessons();
    // A draft counts for nobody.
    await createLesson({ status: "draft" });
    const total = lessons.length;
    expect((await loadDashboard(user.id)).course).toEqual({
      done: 0,
      total,
      percent: 0,
      next: { slug: lessons[0]!.slug, title: lessons[0]!.title, seconds: 0 },
      started: false,
    });
    await markDone(user.id, [lessons[0]!.id], new Date("2026-11-01T10:00:00Z"));
    await markDone(user.id, [lessons[3]!.id], new Date("2026-11-02T10:00:00Z"));
    await markDone(other.id, [lessons[1]!.id]);
    // Done last: lesson 4, so the card goes on with lesson 5.
    expect((await loadDashboard(user.id)).course).toEqual({
      done: 2,
      total,
      percent: Math.round((2 / total) * 100),
      next: { slug: lessons[4]!.slug, title: lessons[4]!.title, seconds: 0 },
      started: true,
    });
    // Then the buyer watches lesson 2 up to 1:05 and leaves: the card opens it there.
    await prisma().lessonProgress.create({
      data: { userId: user.id, lessonId: lessons[1]!.id, positionSeconds: 65.4, updatedAt: new Date(Date.now() + 1000) },
    });
    expect((await loadDashboard(user.id)).course?.next).toEqual({ slug: lessons[1]!.slug, title: lessons[1]!.title, seconds: 65 });
  });
});

describe("PUT /api/user/course/lessons/{lessonId}", () => {
  it("marks a text lesson done and not done, idempotently", async () => {
    const user = await createUser();
    await createPurchase(user.id);
    const session = await signIn(user.id);
    const [lesson] = await publishedLessons();
    const put = (body: unknown) => call(putLesson, { method: "PUT", session, params: { lessonId: lesson!.id }, body });
    expect((await put({ done: true })).body).toEqual({ positionSeconds: 0, done: true, state: "done" });
    const first = await prisma().lessonProgress.findUniqueOrThrow({ where: { userId_lessonId: { userId: user.id, lessonId: lesson!.id } } });
    expect((await put({ done: true })).body).toEqual({ positionSeconds: 0, done: true, state: "done" });
    const again = await prisma().lessonProgress.findUniqueOrThrow({ where: { userId_lessonId: { userId: user.id, lessonId: lesson!.id } } });
    // The first completion time stays.
    expect(again.completedAt).toEqual(first.completedAt);
    expect(await prisma().lessonProgress.count({ where: { userId: user.id } })).toBe(1);
    expect((await put({ done: false })).body).toEqual({ positionSeconds: 0, done: false, state: "not-started" });
    expect((await put({ done: "yes" })).status).toBe(400);
    expect((await put({})).status).toBe(400);
    expect((await put({ positionSeconds: -1 })).status).toBe(400);
  });

  it("answers an unknown lesson, a buyer without a purchase and a draft with 404, and signed-out with 401", async () => {
    const user = await createUser();
    await createPurchase(user.id);
    const session = await signIn(user.id);
    const visitor = await createUser();
    const [lesson] = await publishedLessons();
    const draft = await createLesson({ status: "draft" });
    const put = (lessonId: string, cookie?: string) => call(putLesson, { method: "PUT", session: cookie, params: { lessonId }, body: { done: true } });
    expect((await put("nope", session)).status).toBe(404);
    expect((await put("7d6f9a51-0000-4000-8000-000000000000", session)).status).toBe(404);
    expect((await put(draft.id, session)).status).toBe(404);
    expect((await put(lesson!.id, await signIn(visitor.id))).status).toBe(404);
    expect((await put(lesson!.id)).status).toBe(401);
    expect(await prisma().lessonProgress.count({ where: { userId: { in: [user.id, visitor.id] } } })).toBe(0);
  });
});
