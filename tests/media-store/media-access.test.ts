import { GET as ownedFile } from "@/app/api/user/assets/[id]/route";
import { GET as signedFile } from "@/app/api/media/route";
import { DELETE as deleteCharacterRoute } from "@/app/api/user/characters/[id]/route";
import { prisma } from "@/lib/db/client.server";
import { characterMediaPrefix, saveAsset } from "@/lib/media/assets.server";
import { moveAssetBytesToStore } from "@/lib/media/backfill.server";
import { mediaStore } from "@/lib/media/media-store.server";
import { EXPIRED_LINK_MESSAGE, signedAssetUrl, signedMediaUrl } from "@/lib/media/signed-url.server";
import { createCharacter } from "../helpers/ai";
import { withTestDatabase } from "../helpers/db";
import { call, signIn } from "../helpers/http";
import { createBuyer } from "../helpers/factories";

// Private media (issue 22): the owner's route, seekable; a signed link that expires within
// minutes; old database bytes moved into the store; a deleted character leaves no file behind.
withTestDatabase();

async function ownerWithClip(text = "abcdefghij") {
  const user = await createBuyer();
  const character = await createCharacter(user.id);
  const asset = await saveAsset({ characterId: character.id, kind: "voice-clip", contentType: "audio/mpeg", body: Buffer.from(text), meta: { text: "Hi" } });
  return { user, character, asset, session: await signIn(user.id) };
}

const linkQuery = (url: string) => new URL(url).search;

describe("the owner's file route", () => {
  it("serves the whole file, or the range a player asks for", async () => {
    const { asset, session } = await ownerWithClip();
    const whole = await call(ownedFile, { session, params: { id: asset.id } });
    expect({ status: whole.status, body: whole.body, type: whole.headers.get("content-type"), nosniff: whole.headers.get("x-content-type-options") }).toEqual({
      status: 200,
      body: "abcdefghij",
      type: "audio/mpeg",
      nosniff: "nosniff",
    });
    const part = await call(ownedFile, { session, params: { id: asset.id }, headers: { range: "bytes=3-5" } });
    expect({ status: part.status, body: part.body, range: part.headers.get("content-range") }).toEqual({ status: 206, body: "def", range: "bytes 3-5/10" });
    const past = await call(ownedFile, { session, params: { id: asset.id }, headers: { range: "bytes=50-" } });
    expect(past).toMatchObject({ status: 416, body: { message: expect.any(String) } });
  });

  it("answers another buyer 404, exactly like a missing file", async () => {
    const { asset } = await ownerWithClip();
    const stranger = await signIn((await createBuyer()).id);
    const foreign = await call(ownedFile, { session: stranger, params: { id: asset.id }, headers: { range: "bytes=0-1" } });
    const missing = await call(ownedFile, { session: stranger, params: { id: "00000000-0000-4000-8000-000000000000" } });
    expect(foreign).toMatchObject({ status: 404, body: missing.body });
  });
});

describe("signed links", () => {
  it("serves the file to anyone holding the link until it expires", async () => {
    const { user, asset } = await ownerWithClip("signed bytes");
    const link = await signedAssetUrl(user.id, asset.id, 60);
    const res = await call(signedFile, { url: `/api/media${linkQuery(link)}` });
    expect({ status: res.status, body: res.body }).toEqual({ status: 200, body: "signed bytes" });
    expect(Number(new URL(link).searchParams.get("expires")) - Date.now() / 1000).toBeLessThanOrEqual(60);
  });

  it("never lives longer than five minutes, and an expired link is 403 with a reason", async () => {
    const { asset } = await ownerWithClip();
    const longAgo = Date.now() - 301_000;
    const stale = signedMediaUrl(asset.storageKey!, 3600, longAgo);
    expect(Number(new URL(stale).searchParams.get("expires")) - longAgo / 1000).toBeLessThanOrEqual(300);
    const res = await call(signedFile, { url: `/api/media${linkQuery(stale)}` });
    expect(res).toMatchObject({ status: 403, body: { message: EXPIRED_LINK_MESSAGE } });
  });

  it("answers a changed link 404: another key, a later expiry, a forged signature", async () => {
    const { asset } = await ownerWithClip();
    const other = await ownerWithClip();
    const link = new URL(signedMediaUrl(asset.storageKey!, 60));
    const tampered = (change: (q: URLSearchParams) => void) => {
      const q = new URLSearchParams(link.search);
      change(q);
      return `/api/media?${q}`;
    };
    for (const url of [
      tampered((q) => q.set("key", other.asset.storageKey!)),
      tampered((q) => q.set("expires", String(Number(q.get("expires")) + 1))),
      tampered((q) => q.set("signature", "A".repeat(43))),
    ]) {
      expect((await call(signedFile, { url })).status).toBe(404);
    }
    expect((await call(signedFile, { url: "/api/media?key=x" })).status).toBe(400);
  });

  it("is made only for the file's owner", async () => {
    const { asset } = await ownerWithClip();
    const stranger = await createBuyer();
    await expect(signedAssetUrl(stranger.id, asset.id)).rejects.toMatchObject({ status: 404 });
  });
});

describe("moving database bytes into the store (start-up backfill)", () => {
  it("moves every row's bytes out once, and the files are served as before", async () => {
    const { character, session } = await ownerWithClip();
    const legacy = await prisma().asset.create({
      data: { characterId: character.id, kind: "voice-clip", contentType: "audio/mpeg", bytes: Buffer.from("old clip") },
    });
    expect(await moveAssetBytesToStore()).toBe(1);
    const moved = await prisma().asset.findUniqueOrThrow({ where: { id: legacy.id } });
    expect(moved).toMatchObject({ bytes: null, size: 8, storageKey: `characters/${character.id}/${legacy.id}.mp3`, url: `/api/user/assets/${legacy.id}` });
    expect((await call(ownedFile, { session, params: { id: legacy.id } })).body).toBe("old clip");
    expect(await moveAssetBytesToStore()).toBe(0);
  });
});

describe("deleting a character", () => {
  it("deletes its files once its rows are gone, and leaves other characters' files alone", async () => {
    const { character, session, user } = await ownerWithClip();
    await saveAsset({ characterId: character.id, kind: "shot", contentType: "image/png", body: Buffer.from("png") });
    const neighbour = await createCharacter(user.id);
    const kept = await saveAsset({ characterId: neighbour.id, kind: "shot", contentType: "image/png", body: Buffer.from("png") });
    expect(await mediaStore().list(characterMediaPrefix(character.id))).toHaveLength(2);
    const res = await call(deleteCharacterRoute, { method: "DELETE", session, params: { id: character.id } });
    expect(res.status).toBe(200);
    expect(await mediaStore().list(characterMediaPrefix(character.id))).toEqual([]);
    expect(await mediaStore().list(characterMediaPrefix(neighbour.id))).toEqual([kept.storageKey]);
  });

  it("keeps the files when the delete is refused (another buyer's character)", async () => {
    const { character } = await ownerWithClip();
    const stranger = await signIn((await createBuyer()).id);
    expect((await call(deleteCharacterRoute, { method: "DELETE", session: stranger, params: { id: character.id } })).status).toBe(404);
    expect(await mediaStore().list(characterMediaPrefix(character.id))).toHaveLength(1);
  });
});
