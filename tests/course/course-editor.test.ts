import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { POST as createModuleRoute } from "@/app/api/admin/course/modules/route";
import { DELETE as deleteModuleRoute, PATCH as patchModule } from "@/app/api/admin/course/modules/[id]/route";
import { PUT as orderModules } from "@/app/api/admin/course/modules/order/route";
import { POST as createLessonRoute } from "@/app/api/admin/course/lessons/route";
import { DELETE as deleteLessonRoute, PATCH as patchLesson } from "@/app/api/admin/course/lessons/[id]/route";
import { PUT as orderLessons } from "@/app/api/admin/course/lessons/order/route";
import { POST as preview } from "@/app/api/admin/course/preview/route";
import { prisma } from "@/lib/db/client.server";
import { mediaStore } from "@/lib/media/media-store.server";
import { courseOutline, lessonPage } from "@/lib/course/course.server";
import { renderLessonMarkdown } from "@/lib/course/markdown.server";
import { call, signIn } from "../helpers/http";
import { withTestDatabase } from "../helpers/db";
import { createBuyer, createOperator, createUser } from "../helpers/factories";
import { rowCounts } from "../helpers/row-counts";

// Issue 32, item 2: the seller's course editor. Only operators reach its endpoints (everyone
// else gets the console's 404); creates are idempotent; bad input is a 4xx { message } that
// changes nothing; drafts stay invisible to buyers until published.
withTestDatabase();

const buyerViewer = (userId: string) => ({ userId, email: "b@example.com", buyer: true, operator: false });

async function operatorSession() {
  return signIn((await createOperator()).id);
}

async function newModule(session: string, title = "Launch week") {
  const res = await call(createModuleRoute, { session, body: { id: randomUUID(), title } });
  expect(res.status).toBe(201);
  return res.body as { id: string; slug: string; status: string; position: number };
}

async function newLesson(session: string, moduleId: string, title = "Your first reel") {
  const res = await call(createLessonRoute, { session, body: { id: randomUUID(), moduleId, title } });
  expect(res.status).toBe(201);
  return res.body as { id: string; slug: string; status: string; position: number };
}

describe("who reaches the editor's endpoints", () => {
  it("a buyer, a signed-in visitor and a signed-out caller get 404 and change nothing", async () => {
    const operator = await operatorSession();
    const mod = await newModule(operator);
    const lesson = await newLesson(operator, mod.id);
    const sessions = [await signIn((await createBuyer()).id), await signIn((await createUser()).id), undefined];
    const before = await rowCounts();
    for (const session of sessions) {
      const answers = [
        await call(createModuleRoute, { session, body: { id: randomUUID(), title: "Sneaky" } }),
        await call(patchModule, { method: "PATCH", session, params: { id: mod.id }, body: { status: "published" } }),
        await call(deleteModuleRoute, { method: "DELETE", session, params: { id: mod.id } }),
        await call(orderModules, { method: "PUT", session, body: { ids: [mod.id] } }),
        await call(createLessonRoute, { session, body: { id: randomUUID(), moduleId: mod.id, title: "Sneaky" } }),
        await call(patchLesson, { method: "PATCH", session, params: { id: lesson.id }, body: { body: "defaced" } }),
        await call(deleteLessonRoute, { method: "DELETE", session, params: { id: lesson.id } }),
        await call(orderLessons, { method: "PUT", session, body: { moduleId: mod.id, ids: [lesson.id] } }),
        await call(preview, { session, body: { body: "# hi" } }),
      ];
      expect(answers.map((a) => a.status)).toEqual(answers.map(() => 404));
    }
    expect(await rowCounts()).toEqual(before);
    expect(await prisma().courseLesson.findUniqueOrThrow({ where: { id: lesson.id } })).toMatchObject({ body: "", status: "draft" });
  });
});

describe("modules and lessons", () => {
  it("a create sent twice makes one row; new modules and lessons are drafts, last in order, with slugs from their titles", async () => {
    const session = await operatorSession();
    const id = randomUUID();
    const first = await call(createModuleRoute, { session, body: { id, title: "Café launch" } });
    const again = await call(createModuleRoute, { session, body: { id, title: "Café launch" } });
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(first.body).toMatchObject({ slug: "cafe-launch", status: "draft" });
    expect(await prisma().courseModule.count({ where: { title: "Café launch" } })).toBe(1);
    const maxSeeded = await prisma().courseModule.aggregate({ where: { id: { not: id } }, _max: { position: true } });
    expect(first.body.position).toBe((maxSeeded._max.position ?? -1) + 1);

    const lessonId = randomUUID();
    const made = await Promise.all([1, 2].map(() => call(createLessonRoute, { session, body: { id: lessonId, moduleId: id, title: "Intro" } })));
    expect(made.map((r) => r.status).sort()).toEqual([200, 201]);
    expect(await prisma().courseLesson.count({ where: { moduleId: id } })).toBe(1);
    const second = await newLesson(session, id, "Intro");
    expect(second).toMatchObject({ position: 1, status: "draft" });
    expect(second.slug).toMatch(/^intro-\d+$/);
  });

  it("renames keep the slug (the buyer's address); publish and unpublish show and hide the lesson", async () => {
    const session = await operatorSession();
    const buyer = await createBuyer();
    const mod = await newModule(session);
    const lesson = await newLesson(session, mod.id, "Hooks that work");
    expect(await lessonPage(lesson.slug, buyerViewer(buyer.id))).toBeNull();

    const renamed = await call(patchLesson, {
      method: "PATCH",
      session,
      params: { id: lesson.id },
      body: { title: "Hooks that really work", body: "Say **why** first." },
    });
    expect(renamed).toMatchObject({ status: 200, body: { title: "Hooks that really work", slug: lesson.slug } });
    await call(patchLesson, { method: "PATCH", session, params: { id: lesson.id }, body: { status: "published" } });
    // The module is still a draft: its lessons stay hidden.
    expect(await lessonPage(lesson.slug, buyerViewer(buyer.id))).toBeNull();
    expect((await call(patchModule, { method: "PATCH", session, params: { id: mod.id }, body: { status: "published", title: "Launch" } })).body).toMatchObject({
      status: "published",
      title: "Launch",
    });
    const page = await lessonPage(lesson.slug, buyerViewer(buyer.id));
    expect(page).toMatchObject({ title: "Hooks that really work", moduleTitle: "Launch", html: "<p>Say <strong>why</strong> first.</p>" });

    await call(patchLesson, { method: "PATCH", session, params: { id: lesson.id }, body: { status: "draft" } });
    expect(await lessonPage(lesson.slug, buyerViewer(buyer.id))).toBeNull();
    expect((await courseOutline()).flatMap((m) => m.lessons).some((l) => l.id === lesson.id)).toBe(false);
  });

  it("reorders modules and lessons; a list that is not the whole set is a 400 that changes nothing", async () => {
    const session = await operatorSession();
    const mod = await newModule(session);
    const [a, b, c] = [await newLesson(session, mod.id, "A"), await newLesson(session, mod.id, "B"), await newLesson(session, mod.id, "C")];
    const ok = await call(orderLessons, { method: "PUT", session, body: { moduleId: mod.id, ids: [c.id, a.id, b.id] } });
    expect(ok.status).toBe(200);
    const order = async () => (await prisma().courseLesson.findMany({ where: { moduleId: mod.id }, orderBy: { position: "asc" } })).map((l) => l.id);
    expect(await order()).toEqual([c.id, a.id, b.id]);

    for (const ids of [
      [a.id, b.id],
      [a.id, b.id, c.id, randomUUID()],
      [a.id, a.id, b.id],
    ]) {
      const bad = await call(orderLessons, { method: "PUT", session, body: { moduleId: mod.id, ids } });
      expect(bad.status).toBe(400);
      expect(typeof bad.body.message).toBe("string");
    }
    expect(await order()).toEqual([c.id, a.id, b.id]);

    const modules = (await prisma().courseModule.findMany({ orderBy: { position: "asc" } })).map((m) => m.id);
    const moved = [mod.id, ...modules.filter((id) => id !== mod.id)];
    expect((await call(orderModules, { method: "PUT", session, body: { ids: moved } })).status).toBe(200);
    expect((await prisma().courseModule.findMany({ orderBy: { position: "asc" } })).map((m) => m.id)).toEqual(moved);
    expect((await call(orderModules, { method: "PUT", session, body: { ids: moved.slice(1) } })).status).toBe(400);
  });

  it("deleting a lesson or a module removes its rows, buyers' progress and files", async () => {
    const session = await operatorSession();
    const buyer = await createBuyer();
    const mod = await newModule(session);
    const lesson = await newLesson(session, mod.id);
    const other = await newLesson(session, mod.id, "Other");
    for (const l of [lesson, other]) {
      await mediaStore().put(`course/${l.id}/${randomUUID()}.pdf`, Readable.from([Buffer.from("%PDF-1.4")]), { contentType: "application/pdf" });
      await prisma().lessonProgress.create({ data: { userId: buyer.id, lessonId: l.id, positionSeconds: 4 } });
    }
    expect((await call(deleteLessonRoute, { method: "DELETE", session, params: { id: lesson.id } })).status).toBe(200);
    expect(await prisma().courseLesson.findUnique({ where: { id: lesson.id } })).toBeNull();
    expect(await mediaStore().list(`course/${lesson.id}/`)).toEqual([]);
    expect(await mediaStore().list(`course/${other.id}/`)).toHaveLength(1);
    expect((await call(deleteLessonRoute, { method: "DELETE", session, params: { id: lesson.id } })).status).toBe(404);

    expect((await call(deleteModuleRoute, { method: "DELETE", session, params: { id: mod.id } })).body).toEqual({ deleted: true, lessons: 1 });
    expect(await prisma().courseLesson.count({ where: { moduleId: mod.id } })).toBe(0);
    expect(await prisma().lessonProgress.count({ where: { userId: buyer.id } })).toBe(0);
    expect(await mediaStore().list(`course/${other.id}/`)).toEqual([]);
  });

  it("bad input is a 4xx { message } and changes nothing", async () => {
    const session = await operatorSession();
    const mod = await newModule(session);
    const lesson = await newLesson(session, mod.id);
    const before = await rowCounts();
    const bad = [
      await call(createModuleRoute, { session, body: { id: "not-a-uuid", title: "X" } }),
      await call(createModuleRoute, { session, body: { id: randomUUID(), title: "   " } }),
      await call(createModuleRoute, { session, body: { id: randomUUID(), title: "x".repeat(121) } }),
      await call(createLessonRoute, { session, body: { id: randomUUID(), moduleId: randomUUID(), title: "Orphan" } }),
      await call(patchLesson, { method: "PATCH", session, params: { id: lesson.id }, body: {} }),
      await call(patchLesson, { method: "PATCH", session, params: { id: lesson.id }, body: { status: "live" } }),
      await call(patchModule, { method: "PATCH", session, params: { id: randomUUID() }, body: { title: "Gone" } }),
      await call(patchModule, { method: "PATCH", session, params: { id: "nope" }, body: { title: "Gone" } }),
      await call(createModuleRoute, { session, rawBody: "{oops", headers: { "content-type": "application/json" } }),
    ];
    expect(bad.map((r) => r.status)).toEqual([400, 400, 400, 400, 400, 400, 404, 404, 400]);
    for (const r of bad) expect(typeof r.body.message).toBe("string");
    expect(bad[3]!.body.message).toMatch(/module no longer exists/);
    expect(await rowCounts()).toEqual(before);
  });
});

describe("the live preview", () => {
  it("is the buyer's rendering, sanitised", async () => {
    const session = await operatorSession();
    const markdown = "# Title\n\nSee [docs](https://example.com) <script>alert(1)</script>\n\n[x](javascript:alert(1)) <img src=x onerror=alert(1)>";
    const res = await call(preview, { session, body: { body: markdown } });
    expect(res.status).toBe(200);
    expect(res.body.html).toBe(renderLessonMarkdown(markdown));
    expect(res.body.html).not.toMatch(/<script|onerror|javascript:/i);
    expect(res.body.html).toContain('rel="noopener noreferrer nofollow"');
  });
});

// Issue 44: the editor sets (and clears) a lesson's studio-step link; an unknown step is a 400 that changes nothing.
describe("a lesson's studio-step link", () => {
  it("is set to a studio step, refused for anything else, cleared with null, and shown to buyers", async () => {
    const session = await operatorSession();
    const mod = await newModule(session, "Studio links");
    const lesson = await newLesson(session, mod.id, "Design the voice");
    const set = await call(patchLesson, { method: "PATCH", session, params: { id: lesson.id }, body: { studioStep: "voice" } });
    expect(set).toMatchObject({ status: 200, body: { studioStep: "voice" } });
    const bad = await call(patchLesson, { method: "PATCH", session, params: { id: lesson.id }, body: { studioStep: "settings" } });
    expect(bad).toMatchObject({ status: 400, body: { message: "settings is not a studio step." } });
    expect((await prisma().courseLesson.findUniqueOrThrow({ where: { id: lesson.id } })).studioStep).toBe("voice");
    await call(patchModule, { method: "PATCH", session, params: { id: mod.id }, body: { status: "published" } });
    await call(patchLesson, { method: "PATCH", session, params: { id: lesson.id }, body: { status: "published" } });
    const buyer = await createBuyer();
    expect((await lessonPage(lesson.slug, buyerViewer(buyer.id)))?.studioStep).toBe("voice");
    const cleared = await call(patchLesson, { method: "PATCH", session, params: { id: lesson.id }, body: { studioStep: null } });
    expect(cleared.body.studioStep).toBeNull();
  });
});
