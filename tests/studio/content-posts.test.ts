import { GET as listPosts, POST as createPost } from "@/app/api/user/characters/[id]/posts/route";
import { PATCH as patchPost, DELETE as deletePost } from "@/app/api/user/characters/[id]/posts/[postId]/route";
import { GET as exportPlan } from "@/app/api/user/characters/[id]/posts/export/route";
import { GET as listAssets } from "@/app/api/user/characters/[id]/assets/route";
import { prisma } from "@/lib/db/client.server";
import { CONTENT_CALENDAR } from "@/lib/policy/limits";
import { postEventUid } from "@/lib/studio/posts/export";
import { call } from "../helpers/http";
import { withTestDatabase } from "../helpers/db";
import { answer, createCharacterRow, twoUsers } from "./helpers";

withTestDatabase();

const URL_BASE = "http://localhost:3000/api/user/characters/x/posts";
const post = { scheduledAt: "2026-12-01T19:00", platform: "TikTok", caption: "Three squats you are doing wrong" };

async function setup() {
  const users = await twoUsers();
  const c = await createCharacterRow(users.a.id, { name: "Ava" });
  const created = await call(createPost, { session: users.sessionA, params: { id: c.id }, body: post });
  return { ...users, c, created };
}

const snapshot = (characterId: string) => prisma().contentPost.findMany({ where: { characterId }, orderBy: { id: "asc" } });

describe("content calendar posts", () => {
  it("creates an idea by hand and lists it by day range, the end day excluded", async () => {
    const { c, created, sessionA } = await setup();
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      characterId: c.id,
      ...post,
      contentType: "",
      status: "idea",
      asset: null,
      revision: 0,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      publications: [],
    });
    await call(createPost, { session: sessionA, params: { id: c.id }, body: { ...post, scheduledAt: "2026-12-02T00:00", status: "drafted" } });
    const list = (query: string) => call(listPosts, { session: sessionA, params: { id: c.id }, url: `${URL_BASE}${query}` });
    expect((await list("?from=2026-12-01&to=2026-12-02")).body.map((p: { scheduledAt: string }) => p.scheduledAt)).toEqual(["2026-12-01T19:00"]);
    expect((await list("?from=2026-11-30&to=2026-12-07")).body).toHaveLength(2);
    expect((await list("")).body).toHaveLength(2);
    expect((await list("?from=2026-12-03&to=2026-12-07")).body).toEqual([]);
  });

  it("a drag sends the new day and time alone: the rest is kept, the revision counts up", async () => {
    const { c, created, sessionA } = await setup();
    const moved = await call(patchPost, {
      method: "PATCH",
      session: sessionA,
      params: { id: c.id, postId: created.body.id },
      body: { scheduledAt: "2026-12-04T19:00" },
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ scheduledAt: "2026-12-04T19:00", platform: "TikTok", caption: post.caption, status: "idea", revision: 1 });
    const row = await prisma().contentPost.findUniqueOrThrow({ where: { id: created.body.id } });
    expect(row.scheduledAt.toISOString()).toBe("2026-12-04T19:00:00.000Z");
  });

  it("edits caption, platform, status and the linked asset; a drafted idea edited is no longer replaceable", async () => {
    const { c, created, sessionA } = await setup();
    await prisma().contentPost.update({ where: { id: created.body.id }, data: { replaceable: true } });
    const shot = await prisma().asset.create({ data: { characterId: c.id, kind: "shot", url: "https://cdn.example/shot.png", meta: { scenario: "gym" } } });
    const edited = await call(patchPost, {
      method: "PATCH",
      session: sessionA,
      params: { id: c.id, postId: created.body.id },
      body: { caption: "New words", platform: "Instagram", status: "scheduled", assetId: shot.id },
    });
    expect(edited.body).toMatchObject({
      caption: "New words",
      platform: "Instagram",
      status: "scheduled",
      asset: { id: shot.id, kind: "shot", label: expect.stringMatching(/^Shot: gym \(\d{4}-\d{2}-\d{2}\)$/) },
    });
    expect((await prisma().contentPost.findUniqueOrThrow({ where: { id: created.body.id } })).replaceable).toBe(false);
    const unlinked = await call(patchPost, { method: "PATCH", session: sessionA, params: { id: c.id, postId: created.body.id }, body: { assetId: null } });
    expect(unlinked.body.asset).toBeNull();
    const assets = await call(listAssets, { session: sessionA, params: { id: c.id } });
    expect(assets.body).toEqual([{ id: shot.id, kind: "shot", label: edited.body.asset.label }]);
  });

  it("refuses an asset of another character, even the same buyer's, and changes nothing", async () => {
    const { a, c, created, sessionA } = await setup();
    const other = await createCharacterRow(a.id, { name: "Bea" });
    const foreignAsset = await prisma().asset.create({ data: { characterId: other.id, kind: "shot", url: "https://cdn.example/b.png" } });
    const before = await snapshot(c.id);
    const res = await call(patchPost, {
      method: "PATCH",
      session: sessionA,
      params: { id: c.id, postId: created.body.id },
      body: { assetId: foreignAsset.id },
    });
    expect(res).toMatchObject({ status: 400, body: { message: "The linked asset must be one of this character's assets" } });
    const made = await call(createPost, { session: sessionA, params: { id: c.id }, body: { ...post, assetId: foreignAsset.id } });
    expect(made.status).toBe(400);
    expect(await snapshot(c.id)).toEqual(before);
  });

  const badBodies: [Record<string, unknown>, RegExp][] = [
    [{ ...post, scheduledAt: "2026-02-30T10:00" }, /YYYY-MM-DDTHH:mm/],
    [{ ...post, scheduledAt: "2026-12-01T19:00:00Z" }, /YYYY-MM-DDTHH:mm/],
    [{ ...post, platform: "MySpace" }, /TikTok, Instagram/],
    [{ ...post, caption: "   " }, /Write a caption/],
    [{ ...post, status: "viral" }, /idea, drafted, scheduled, posted/],
    [{ ...post, caption: "x".repeat(5001) }, /at most 5000/],
    [{ ...post, replaceable: true }, /.+/],
  ];
  it.each(badBodies.map(([body, message]) => [JSON.stringify(body).slice(0, 100), body, message] as const))(
    "answers bad input %s with a 400 and a message, creating nothing",
    async (_name, body, message) => {
      const { c, sessionA } = await setup();
      const res = await call(createPost, { session: sessionA, params: { id: c.id }, body });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(message);
      expect(await prisma().contentPost.count({ where: { characterId: c.id } })).toBe(1);
    },
  );

  it("answers a bad edit or range with a 400, changing nothing", async () => {
    const { c, created, sessionA } = await setup();
    const before = await snapshot(c.id);
    for (const body of [{}, { scheduledAt: "tomorrow" }, { status: null }, { revision: 9 }]) {
      const res = await call(patchPost, { method: "PATCH", session: sessionA, params: { id: c.id, postId: created.body.id }, body });
      expect({ body, status: res.status, message: typeof res.body.message }).toEqual({ body, status: 400, message: "string" });
    }
    for (const query of ["?from=2026-12-07&to=2026-12-01", "?from=2026-01-01&to=2026-12-31", "?from=2026-12-01", "?from=yesterday&to=today"]) {
      const res = await call(listPosts, { session: sessionA, params: { id: c.id }, url: `${URL_BASE}${query}` });
      expect({ query, status: res.status, message: typeof res.body.message }).toEqual({ query, status: 400, message: "string" });
    }
    expect(await snapshot(c.id)).toEqual(before);
  });

  it("answers another buyer with the 404 of a missing post and changes nothing", async () => {
    const { c, created, sessionB } = await setup();
    const before = await snapshot(c.id);
    const missing = { ...c, id: "00000000-0000-4000-8000-000000000000" };
    expect(await answer(listPosts, { session: sessionB, params: { id: c.id } })).toEqual(
      await answer(listPosts, { session: sessionB, params: { id: missing.id } }),
    );
    for (const [handler, method, body] of [
      [patchPost, "PATCH", { caption: "Mine" }],
      [deletePost, "DELETE", undefined],
    ] as const) {
      const res = await answer(handler, { method, session: sessionB, params: { id: c.id, postId: created.body.id }, body });
      expect(res).toEqual({ status: 404, body: { message: "Not found" } });
    }
    expect((await call(createPost, { session: sessionB, params: { id: c.id }, body: post })).status).toBe(404);
    expect((await call(exportPlan, { session: sessionB, params: { id: c.id } })).status).toBe(404);
    expect(await snapshot(c.id)).toEqual(before);
  });

  it("deletes a post", async () => {
    const { c, created, sessionA } = await setup();
    const res = await call(deletePost, { method: "DELETE", session: sessionA, params: { id: c.id, postId: created.body.id } });
    expect(res).toMatchObject({ status: 200, body: { success: true } });
    expect(await prisma().contentPost.count({ where: { characterId: c.id } })).toBe(0);
    expect((await call(deletePost, { method: "DELETE", session: sessionA, params: { id: c.id, postId: created.body.id } })).status).toBe(404);
  });

  it(`stops at ${CONTENT_CALENDAR.postsPerCharacter} posts a character with a 409`, async () => {
    const { c, sessionA } = await setup();
    const at = new Date("2027-01-01T12:00:00Z");
    await prisma().contentPost.createMany({
      data: Array.from({ length: CONTENT_CALENDAR.postsPerCharacter - 1 }, () => ({
        characterId: c.id,
        scheduledAt: at,
        platform: "TikTok",
        caption: "Filler",
      })),
    });
    const res = await call(createPost, { session: sessionA, params: { id: c.id }, body: post });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/at most 500 posts/);
  });
});

describe("content plan downloads", () => {
  it("downloads the plan as ICS, one event per post with its stable UID, and records the download for the character", async () => {
    const { a, c, created, sessionA } = await setup();
    const res = await call(exportPlan, { session: sessionA, params: { id: c.id }, url: `${URL_BASE}/export?format=ics` });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="Ava content plan.ics"; filename*=UTF-8''Ava%20content%20plan.ics`);
    expect(res.body.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(res.body).toContain(`UID:${postEventUid(created.body.id)}\r\n`);
    expect(res.body).toContain("DTSTART:20261201T190000");
    expect(await prisma().activity.findMany({ where: { userId: a.id }, select: { kind: true, subject: true, characterId: true } })).toEqual([
      { kind: "file_downloaded", subject: "Content plan (ICS) of Ava", characterId: c.id },
    ]);
  });

  it("downloads the plan as CSV, and refuses an unknown format", async () => {
    const { c, sessionA } = await setup();
    const csv = await call(exportPlan, { session: sessionA, params: { id: c.id }, url: `${URL_BASE}/export?format=csv` });
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.body).toContain("2026-12-01,19:00,TikTok,idea,,Three squats you are doing wrong,");
    const bad = await call(exportPlan, { session: sessionA, params: { id: c.id }, url: `${URL_BASE}/export?format=pdf` });
    expect(bad).toMatchObject({ status: 400, body: { message: "The format is ics or csv" } });
  });
});
