import type { GenerationJobKind, GenerationJobStatus } from "@/lib/db/generated/enums";
import { GET as analytics } from "@/app/api/user/characters/[id]/analytics/route";
import { GET as exportPlan } from "@/app/api/user/characters/[id]/posts/export/route";
import { POST as cloudExport } from "@/app/api/cloud-storage/[provider]/export/route";
import { prisma } from "@/lib/db/client.server";
import { call } from "../helpers/http";
import { withTestDatabase } from "../helpers/db";
import { connect, withStorageStandIns } from "../helpers/cloud-storage";
import { answer, createCharacterRow, twoUsers } from "./helpers";

withStorageStandIns();
withTestDatabase();

type Job = { kind: GenerationJobKind; status: GenerationJobStatus };
const at = new Date("2026-12-01T19:00:00Z");

/** Known rows for one character: jobs, posts, and events that must not count. */
async function seed(userId: string, characterId: string, jobs: Job[], postStatuses: ("idea" | "drafted" | "scheduled" | "posted")[]) {
  await prisma().generationJob.createMany({ data: jobs.map((j) => ({ userId, characterId, kind: j.kind, status: j.status, input: {} })) });
  await prisma().contentPost.createMany({ data: postStatuses.map((status) => ({ characterId, scheduledAt: at, platform: "TikTok", caption: "x", status })) });
}

describe("GET /api/user/characters/{id}/analytics", () => {
  it("counts this character's generations by kind and status, its exports and downloads, and its posts by status", async () => {
    const { a, sessionA } = await twoUsers();
    const ava = await createCharacterRow(a.id, { name: "Ava" });
    const bea = await createCharacterRow(a.id, { name: "Bea" });
    await seed(
      a.id,
      ava.id,
      [
        { kind: "reference_image", status: "done" },
        { kind: "reference_image", status: "done" },
        { kind: "reference_image", status: "failed" },
        { kind: "character_shots", status: "running" },
      ],
      ["idea", "idea", "scheduled", "posted"],
    );
    // Another character of the same buyer: none of this is Ava's.
    await seed(a.id, bea.id, [{ kind: "reference_image", status: "done" }], ["drafted"]);
    await prisma().activity.createMany({
      data: [
        { userId: a.id, characterId: bea.id, kind: "file_downloaded", subject: "Bea's plan" },
        { userId: a.id, characterId: ava.id, kind: "profile_saved", subject: "Ava" },
      ],
    });

    // Two real downloads of the plan and one real upload to a drive.
    for (const format of ["ics", "csv"]) {
      const res = await call(exportPlan, { session: sessionA, params: { id: ava.id }, url: `http://localhost:3000/x?format=${format}` });
      expect(res.status).toBe(200);
    }
    await connect("dropbox", sessionA);
    await prisma().asset.create({ data: { characterId: ava.id, kind: "script", meta: { text: "Hello" } } });
    const upload = await call(cloudExport, { session: sessionA, params: { provider: "dropbox" }, body: { characterId: ava.id } });
    expect(upload.body).toContain('"type":"done"');

    const res = await call(analytics, { session: sessionA, params: { id: ava.id } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      generations: {
        total: 4,
        byKind: [
          // In the enum's declared order (decision 103), as PostgreSQL sorts an enum.
          { kind: "reference_image", total: 3, byStatus: { done: 2, failed: 1 } },
          { kind: "character_shots", total: 1, byStatus: { running: 1 } },
        ],
      },
      exports: { cloudExports: 1, downloads: 2, lastAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) },
      posts: { total: 4, byStatus: { idea: 2, drafted: 0, scheduled: 1, posted: 1 } },
    });
  });

  it("answers zeros for a character with no activity", async () => {
    const { a, sessionA } = await twoUsers();
    const ava = await createCharacterRow(a.id);
    const res = await call(analytics, { session: sessionA, params: { id: ava.id } });
    expect(res.body).toEqual({
      generations: { total: 0, byKind: [] },
      exports: { cloudExports: 0, downloads: 0, lastAt: null },
      posts: { total: 0, byStatus: { idea: 0, drafted: 0, scheduled: 0, posted: 0 } },
    });
  });

  it("answers another buyer's character like a missing one", async () => {
    const { a, sessionB } = await twoUsers();
    const ava = await createCharacterRow(a.id);
    const foreign = await answer(analytics, { session: sessionB, params: { id: ava.id } });
    expect(foreign).toEqual({ status: 404, body: { message: "Not found" } });
    expect(foreign).toEqual(await answer(analytics, { session: sessionB, params: { id: "00000000-0000-4000-8000-000000000000" } }));
  });
});
