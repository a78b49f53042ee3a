import { randomUUID } from "node:crypto";
import { POST as uploadReference } from "@/app/api/user/characters/[id]/reference-image/route";
import { prisma } from "@/lib/db/client.server";
import { mediaStore } from "@/lib/media/media-store.server";
import { characterMediaPrefix, saveAsset } from "@/lib/media/assets.server";
import { sweepOrphanFiles } from "@/lib/media/orphan-sweep.server";
import { STORAGE_QUOTA } from "@/lib/policy/limits";
import { loadDashboard } from "@/lib/server/dashboard.server";
import { buyerWithCharacter, createCharacter } from "../helpers/ai";
import { withTestDatabase } from "../helpers/db";
import { call } from "../helpers/http";
import { TINY_PNG } from "../helpers/route-rules";

// Issue 29 item 3: one buyer must not be able to fill the disk. A quota over all of the buyer's
// files (Asset.size), set in the policy table; uploads need an active purchase; a replaced
// uploaded reference is deleted with its file.
withTestDatabase();

const upload = (session: string, characterId: string) =>
  call(uploadReference, { session, params: { id: characterId }, rawBody: new Uint8Array(TINY_PNG), headers: { "content-type": "image/png" } });

/** Rows that stand for files the buyer already has (no bytes needed to count them). */
async function alreadyStored(characterId: string, totalBytes: number) {
  const chunk = 1024 * 1024 * 1024;
  for (let left = totalBytes; left > 0; left -= chunk) {
    await prisma().asset.create({
      data: { characterId, kind: "voice", contentType: "audio/mpeg", size: Math.min(chunk, left), storageKey: `characters/${characterId}/${randomUUID()}.mp3` },
    });
  }
}

it("refuses an upload past the quota with 413 naming it, storing nothing", async () => {
  const { user, session, character } = await buyerWithCharacter();
  const other = await createCharacter(user.id);
  // Counted over every character of the buyer.
  await alreadyStored(other.id, STORAGE_QUOTA.bytesPerBuyer - 10);
  const before = await prisma().asset.count({ where: { characterId: character.id } });
  const res = await upload(session, character.id);
  expect(res.status).toBe(413);
  expect(res.body.message).toMatch(/2 GB storage quota/);
  expect(await prisma().asset.count({ where: { characterId: character.id } })).toBe(before);
  expect(await mediaStore().list(characterMediaPrefix(character.id))).toEqual([]);
  expect((await prisma().character.findUniqueOrThrow({ where: { id: character.id } })).referenceImageUrl).toBeNull();
});

it("accepts an upload that fits, and the dashboard shows the use against the quota", async () => {
  const { user, session, character } = await buyerWithCharacter();
  await alreadyStored(character.id, Math.round(1.2 * 1024 ** 3));
  expect((await upload(session, character.id)).status).toBe(201);
  const purchase = await prisma().purchase.findFirstOrThrow({ where: { userId: user.id } });
  expect((await loadDashboard(user.id, purchase)).storage).toBe("1.2 GB of 2 GB");
});

it("refuses an upload from an account whose purchase was refunded", async () => {
  const { user, session, character } = await buyerWithCharacter();
  await prisma().purchase.updateMany({ where: { userId: user.id }, data: { status: "refunded" } });
  const res = await upload(session, character.id);
  expect(res.status).toBe(403);
  expect(await prisma().asset.count({ where: { characterId: character.id } })).toBe(0);
});

it("deletes a replaced uploaded reference with its file", async () => {
  const { session, character } = await buyerWithCharacter();
  const first = await upload(session, character.id);
  const second = await upload(session, character.id);
  expect([first.status, second.status]).toEqual([201, 201]);
  expect(await prisma().asset.findUnique({ where: { id: first.body.assetId } })).toBeNull();
  const kept = await prisma().asset.findMany({ where: { characterId: character.id } });
  expect(kept.map((a) => a.id)).toEqual([second.body.assetId]);
  expect(await mediaStore().list(characterMediaPrefix(character.id))).toEqual([kept[0]!.storageKey]);
});

describe("the orphan sweep in housekeeping", () => {
  it("deletes stored character files that no row names, once they are a day old, and keeps the rest", async () => {
    const { character } = await buyerWithCharacter();
    const prefix = characterMediaPrefix(character.id);
    // A draft-video worker that died between copying its file and committing the row leaves this.
    const orphan = `${prefix}${randomUUID()}.mp4`;
    await mediaStore().put(orphan, Buffer.from("left behind"), { contentType: "video/mp4" });
    const kept = await saveAsset({ characterId: character.id, kind: "voice", contentType: "audio/mpeg", body: Buffer.from("a clip") });

    // Written just now: too young to tell from a write still being committed.
    expect(await sweepOrphanFiles(new Date())).toBe(0);
    expect((await mediaStore().list(prefix)).sort()).toEqual([orphan, kept.storageKey].sort());

    const dayLater = new Date(Date.now() + 25 * 60 * 60 * 1000);
    // At least this one: earlier test files of this worker share the media folder, and their files have no rows here.
    expect(await sweepOrphanFiles(dayLater)).toBeGreaterThanOrEqual(1);
    expect(await mediaStore().list(prefix)).toEqual([kept.storageKey]);
  });
});
