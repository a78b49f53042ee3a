import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { GET as ownedFile } from "@/app/api/user/assets/[id]/route";
import { POST as uploadReference } from "@/app/api/user/characters/[id]/reference-image/route";
import { DELETE as deleteCharacterRoute } from "@/app/api/user/characters/[id]/route";
import { prisma } from "@/lib/db/client.server";
import { characterMediaPrefix, saveAsset } from "@/lib/media/assets.server";
import { mediaStore } from "@/lib/media/media-store.server";
import { sweepOrphanFiles } from "@/lib/media/orphan-sweep.server";
import { variantKey } from "@/lib/media/picture-variants.server";
import { PICTURE_WIDTH_MESSAGE } from "@/lib/media/picture-widths";
import { STORAGE_QUOTA } from "@/lib/policy/limits";
import { buyerWithCharacter } from "../helpers/ai";
import { withTestDatabase } from "../helpers/db";
import { call, signIn } from "../helpers/http";
import { createBuyer } from "../helpers/factories";
import { portraitPng, storedBytes, storedFile } from "../helpers/pictures";

// Issue 49 goal 3 (decision 398): a character's picture at the width a page shows it, a WebP
// copy made on the first request and stored beside the original, counted in the buyer's quota,
// deleted with the picture, for its owner only.
withTestDatabase();

async function ownerWithPicture() {
  const { user, session, character } = await buyerWithCharacter();
  const asset = await saveAsset({ characterId: character.id, kind: "shot", contentType: "image/png", body: await portraitPng() });
  return { user, session, character, asset };
}

/** GET /api/user/assets/<id>?w=<width> as the owner (or anyone) asks it. */
async function picture(session: string, assetId: string, width: number | string) {
  const res = await call(ownedFile, { session, params: { id: assetId }, url: `/api/user/assets/${assetId}?w=${width}` });
  return res;
}

describe("a picture's copy at a shown width", () => {
  it("is made on the first request, stored, and read from the store on the next (not made again)", async () => {
    const { session, asset } = await ownerWithPicture();
    const first = await picture(session, asset.id, 320);
    expect({ status: first.status, type: first.headers.get("content-type"), nosniff: first.headers.get("x-content-type-options") }).toEqual({
      status: 200,
      type: "image/webp",
      nosniff: "nosniff",
    });
    const key = variantKey(asset.storageKey!, 320);
    const copy = (await storedFile(key))!;
    const meta = await sharp(copy).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: "webp", width: 320, height: 427 });
    expect(copy.length).toBeLessThan(asset.size! / 4);
    expect(Number(first.headers.get("content-length"))).toBe(copy.length);
    const row = await prisma().asset.findUniqueOrThrow({ where: { id: asset.id } });
    expect({ widths: row.variantWidths, bytes: row.variantBytes, size: row.size }).toEqual({ widths: [320], bytes: copy.length, size: asset.size });

    // Had the second request encoded again, it would answer a fresh WebP, not these bytes.
    await mediaStore().put(key, Buffer.from("the stored copy"), { contentType: "image/webp" });
    const second = await picture(session, asset.id, 320);
    expect({ status: second.status, body: second.body, type: second.headers.get("content-type") }).toEqual({
      status: 200,
      body: "the stored copy",
      type: "image/webp",
    });
    expect((await prisma().asset.findUniqueOrThrow({ where: { id: asset.id } })).variantBytes).toBe(copy.length);
    // The original is untouched: downloads, ZIPs and drives read it.
    const original = await call(ownedFile, { session, params: { id: asset.id } });
    expect({ type: original.headers.get("content-type"), length: Number(original.headers.get("content-length")) }).toEqual({
      type: "image/png",
      length: asset.size,
    });
  });

  it("counts against the buyer's storage quota, once per width", async () => {
    const { user, session, asset } = await ownerWithPicture();
    const before = await storedBytes(user.id);
    expect(before).toBe(asset.size);
    const [small, large] = [await picture(session, asset.id, 320), await picture(session, asset.id, 640)];
    expect([small.status, large.status]).toEqual([200, 200]);
    const copies = [(await storedFile(variantKey(asset.storageKey!, 320)))!, (await storedFile(variantKey(asset.storageKey!, 640)))!];
    expect(await storedBytes(user.id)).toBe(before + copies[0]!.length + copies[1]!.length);
    expect((await prisma().asset.findUniqueOrThrow({ where: { id: asset.id } })).variantWidths.sort()).toEqual([320, 640]);
  });

  it("is not stored for a buyer whose quota it would pass: the original is answered, as before copies existed", async () => {
    const { user, session, character, asset } = await ownerWithPicture();
    // Full to the byte: the room check before encoding lets the copy be made, the record under the lock refuses it.
    await prisma().asset.create({
      data: {
        characterId: character.id,
        kind: "voice",
        contentType: "audio/mpeg",
        size: STORAGE_QUOTA.bytesPerBuyer - asset.size!,
        storageKey: `characters/${character.id}/${randomUUID()}.mp3`,
      },
    });
    for (const width of [640, 320] as const) {
      const res = await picture(session, asset.id, width);
      expect({ status: res.status, type: res.headers.get("content-type"), length: Number(res.headers.get("content-length")) }).toEqual({
        status: 200,
        type: "image/png",
        length: asset.size,
      });
      expect(await mediaStore().get(variantKey(asset.storageKey!, width))).toBeNull();
      // A byte over: refused before sharp sees the file.
      await prisma().asset.update({ where: { id: asset.id }, data: { size: asset.size! + 1 } });
    }
    expect((await prisma().asset.findUniqueOrThrow({ where: { id: asset.id } })).variantBytes).toBe(0);
    expect(await storedBytes(user.id)).toBe(STORAGE_QUOTA.bytesPerBuyer + 1);
  });

  it("is never made of a file outside the picture allow-list (an SVG is answered as it is)", async () => {
    const { session, character } = await buyerWithCharacter();
    const svg = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="900" height="1200"><rect width="900" height="1200" fill="#c96"/></svg>`);
    const asset = await saveAsset({ characterId: character.id, kind: "reference-image", contentType: "image/svg+xml", body: svg });
    const res = await picture(session, asset.id, 320);
    expect({ status: res.status, type: res.headers.get("content-type"), body: res.body }).toEqual({ status: 200, type: "image/svg+xml", body: svg.toString() });
    expect(await mediaStore().list(characterMediaPrefix(character.id))).toEqual([asset.storageKey]);
  });

  it("refuses any width but the stored ones with 400 { message }", async () => {
    const { session, character, asset } = await ownerWithPicture();
    for (const width of ["480", "0", "abc", "3200"]) {
      const res = await picture(session, asset.id, width);
      expect(res).toMatchObject({ status: 400, body: { message: PICTURE_WIDTH_MESSAGE } });
    }
    expect(await mediaStore().list(characterMediaPrefix(character.id))).toEqual([asset.storageKey]);
  });

  it("answers another buyer 404 like a missing file, and makes nothing for them", async () => {
    const { character, asset } = await ownerWithPicture();
    const stranger = await signIn((await createBuyer()).id);
    const foreign = await picture(stranger, asset.id, 320);
    const missing = await picture(stranger, randomUUID(), 320);
    expect(foreign).toMatchObject({ status: 404, body: missing.body });
    expect(await mediaStore().list(characterMediaPrefix(character.id))).toEqual([asset.storageKey]);
    expect((await call(ownedFile, { params: { id: asset.id }, url: `/api/user/assets/${asset.id}?w=320` })).status).toBe(401);
  });
});

describe("deleting", () => {
  const upload = async (session: string, characterId: string) =>
    call(uploadReference, { session, params: { id: characterId }, rawBody: new Uint8Array(await portraitPng()), headers: { "content-type": "image/png" } });

  it("a replaced uploaded reference deletes its copies with it", async () => {
    const { user, session, character } = await buyerWithCharacter();
    const first = await upload(session, character.id);
    expect((await picture(session, first.body.assetId, 320)).status).toBe(200);
    expect(await mediaStore().list(characterMediaPrefix(character.id))).toHaveLength(2);
    const second = await upload(session, character.id);
    expect(second.status).toBe(201);
    const kept = await prisma().asset.findUniqueOrThrow({ where: { id: second.body.assetId } });
    expect(await mediaStore().list(characterMediaPrefix(character.id))).toEqual([kept.storageKey]);
    expect(await storedBytes(user.id)).toBe(kept.size);
  });

  it("a character deletes its pictures' copies with its files", async () => {
    const { session, character, asset } = await ownerWithPicture();
    await picture(session, asset.id, 320);
    await picture(session, asset.id, 640);
    expect(await mediaStore().list(characterMediaPrefix(character.id))).toHaveLength(3);
    expect((await call(deleteCharacterRoute, { method: "DELETE", session, params: { id: character.id } })).status).toBeLessThan(300);
    expect(await mediaStore().list(characterMediaPrefix(character.id))).toEqual([]);
  });
});

it("the orphan sweep keeps a copy its asset lists and removes one it does not", async () => {
  const { session, character, asset } = await ownerWithPicture();
  await picture(session, asset.id, 320);
  // A copy written by a request whose record the quota refused, left behind by a crash.
  const stray = variantKey(asset.storageKey!, 640);
  await mediaStore().put(stray, Buffer.from("stray"), { contentType: "image/webp" });
  await sweepOrphanFiles(new Date(Date.now() + 25 * 60 * 60 * 1000));
  expect((await mediaStore().list(characterMediaPrefix(character.id))).sort()).toEqual([asset.storageKey, variantKey(asset.storageKey!, 320)].sort());
});
