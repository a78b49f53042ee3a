import { PUT as putLesson } from "@/app/api/user/course/lessons/[lessonId]/route";
import { prisma } from "@/lib/db/client.server";
import { loadDashboard as loadWithPurchase } from "@/lib/studio/dashboard.server";
import { purchaseStatus } from "@/lib/accounts/purchases.server";
import { ACTIVITY_KINDS, recordActivity } from "@/lib/activity/activity.server";
import { completedLessons } from "@/lib/course/progress.server";
import { call, signIn } from "../helpers/http";
import { withTestDatabase } from "../helpers/db";
import { createPurchase, createUser } from "../helpers/factories";
import { createCharacterRow } from "./helpers";

withTestDatabase();

// The page passes the purchase its session read brought; purchaseStatus reads the same row.
const loadDashboard = async (userId: string) => loadWithPurchase(userId, (await purchaseStatus(userId)).purchase);

describe("dashboard data", () => {
  it("has no counts or activity without a purchase", async () => {
    const user = await createUser();
    await createCharacterRow(user.id);
    expect(await loadDashboard(user.id)).toEqual({ hasPurchase: false, characterCount: 0, activity: [], course: null, deliveries: [] });
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

  it("shows the buyer's own course progress and the first lesson not done", async () => {
    const user = await createUser();
    const other = await createUser();
    await createPurchase(user.id);
    await createPurchase(other.id);
    expect((await loadDashboard(user.id)).course).toEqual({
      done: 0,
      total: 14,
      percent: 0,
      nextLesson: expect.objectContaining({ id: "character-design/persona" }),
    });
    await prisma().courseProgress.createMany({
      data: [
        { userId: user.id, lessonId: "character-design/persona" },
        { userId: user.id, lessonId: "script-writing/hooks" },
        { userId: user.id, lessonId: "a-lesson-that-was-removed" },
        { userId: other.id, lessonId: "character-design/reference" },
      ],
    });
    expect((await loadDashboard(user.id)).course).toEqual({
      done: 2,
      total: 14,
      percent: 14,
      nextLesson: expect.objectContaining({ id: "character-design/reference" }),
    });
  });
});

describe("PUT /api/user/course/lessons/{lessonId}", () => {
  it("marks lessons done and not done, idempotently, and reports progress", async () => {
    const user = await createUser();
    const session = await signIn(user.id);
    const lessonId = encodeURIComponent("script-writing/hooks");
    const put = (done: unknown) => call(putLesson, { method: "PUT", session, params: { lessonId }, body: { done } });
    expect((await put(true)).body).toEqual({ completed: ["script-writing/hooks"], percent: 7 });
    expect((await put(true)).status).toBe(200);
    expect(await completedLessons(user.id)).toEqual(["script-writing/hooks"]);
    expect((await put(false)).body).toEqual({ completed: [], percent: 0 });
    expect((await put("yes")).status).toBe(400);
  });

  it("answers an unknown lesson with 404 and signed-out with 401", async () => {
    const user = await createUser();
    const session = await signIn(user.id);
    expect((await call(putLesson, { method: "PUT", session, params: { lessonId: "nope" }, body: { done: true } })).status).toBe(404);
    expect((await call(putLesson, { method: "PUT", params: { lessonId: "script-writing%2Fhooks" }, body: { done: true } })).status).toBe(401);
    expect(await prisma().courseProgress.count({ where: { userId: user.id } })).toBe(0);
  });
});
