import sharp from "sharp";
import { GET as getProfile, PUT as putProfile } from "@/app/api/user/characters/[id]/profile/route";
import { GET as ownedFile } from "@/app/api/user/assets/[id]/route";
import { GET as publicMedia } from "@/app/c/[slug]/media/[id]/route";
import { prisma } from "@/lib/db/client.server";
import { characterMediaPrefix, saveAsset } from "@/lib/media/assets.server";
import { mediaStore } from "@/lib/media/media-store.server";
import { sweepOrphanFiles } from "@/lib/media/orphan-sweep.server";
import { variantKey } from "@/lib/media/picture-variants.server";
import { PICTURE_WIDTH_MESSAGE } from "@/lib/media/picture-widths";
import { publicCharacterPage } from "@/lib/studio/public-page.server";
import { call } from "../helpers/http";
import { withTestDatabase } from "../helpers/db";
import { portraitPng, storedBytes, storedFile } from "../helpers/pictures";
import { createCharacterRow, twoUsers } from "./helpers";

// The public character page (issue 48, decision 380): "Public profile" turns it on at /c/<slug>,
// a visitor gets 404 while it is off, and "Verified" is not the buyer's to tick.
withTestDatabase();

const put = (session: string, id: string, body: object) => call(putProfile, { method: "PUT", session, params: { id }, body });

async function characterWithFiles() {
  const { a, sessionA } = await twoUsers();
  const c = await createCharacterRow(a.id, { name: "Mía López" });
  const headshot = await saveAsset({ characterId: c.id, kind: "reference-image", contentType: "image/png", body: Buffer.from("png-bytes") });
  const video = await saveAsset({ characterId: c.id, kind: "video", contentType: "video/mp4", body: Buffer.from("mp4-bytes-0123") });
  const voice = await saveAsset({ characterId: c.id, kind: "voice-clip", contentType: "audio/mpeg", body: Buffer.from("mp3") });
  await prisma().socialLink.createMany({
    data: [
      { characterId: c.id, platform: "instagram", profileUrl: "https://instagram.com/mia", loginName: "mia-login", loginPasswordSealed: "sealed" },
      { characterId: c.id, platform: "tiktok", profileUrl: "https://tiktok.com/@mia", isActive: false },
      { characterId: c.id, platform: "youtube", profileUrl: "javascript:alert(1)" },
    ],
  });
  return { c, sessionA, headshot, video, voice };
}

it("turns the page on at a short address with name, headshot, bio, active links and the latest draft video", async () => {
  const { c, sessionA, headshot, video } = await characterWithFiles();
  const saved = await put(sessionA, c.id, { isPublic: true, headline: "Barcelona runner", aboutMe: "I run at dawn." });
  expect(saved.status).toBe(200);
  expect(saved.body.publicPath).toMatch(/^\/c\/mia-lopez-[0-9a-f]{6}$/);
  const slug = saved.body.publicPath.slice(3);

  expect(await publicCharacterPage(slug)).toEqual({
    path: saved.body.publicPath,
    name: "Mía López",
    headline: "Barcelona runner",
    bio: "I run at dawn.",
    headshotUrl: `${saved.body.publicPath}/media/${headshot.id}`,
    videoUrl: `${saved.body.publicPath}/media/${video.id}`,
    links: [{ platform: "instagram", url: "https://instagram.com/mia" }],
  });
  const file = await call(publicMedia, { params: { slug, id: video.id }, headers: { range: "bytes=0-2" } });
  expect({ status: file.status, body: file.body, type: file.headers.get("content-type") }).toEqual({ status: 206, body: "mp4", type: "video/mp4" });

  // Off again: the page and its files are 404, and the address is kept for the next time.
  await put(sessionA, c.id, { isPublic: false });
  expect(await publicCharacterPage(slug)).toBeNull();
  expect((await call(publicMedia, { params: { slug, id: video.id } })).status).toBe(404);
  const again = await put(sessionA, c.id, { isPublic: true });
  expect(again.body.publicPath).toBe(saved.body.publicPath);
});

it("is 404 before the box was ever ticked, for an unknown slug, and serves no other file of the character", async () => {
  const { c, sessionA, voice } = await characterWithFiles();
  await put(sessionA, c.id, { headline: "Not public yet" });
  expect((await call(getProfile, { session: sessionA, params: { id: c.id } })).body).toMatchObject({ isPublic: false, publicPath: null });
  expect(await publicCharacterPage("mia-lopez-000000")).toBeNull();
  const { body } = await put(sessionA, c.id, { isPublic: true });
  const slug = body.publicPath.slice(3);
  expect((await call(publicMedia, { params: { slug, id: voice.id } })).status).toBe(404);
  expect((await call(publicMedia, { params: { slug: "nope-000000", id: voice.id } })).status).toBe(404);
});

it("drops a sent Verified: the buyer cannot verify the character", async () => {
  const { a, sessionA } = await twoUsers();
  const c = await createCharacterRow(a.id);
  const res = await put(sessionA, c.id, { headline: "Coach", isVerified: true });
  expect(res.status).toBe(200);
  expect(res.body.isVerified).toBe(false);
  expect(await prisma().characterProfile.findUniqueOrThrow({ where: { characterId: c.id } })).toMatchObject({ isVerified: false });
});

describe("the headshot at the width the page shows it (decision 399)", () => {
  /** A public page whose headshot is a real PNG, with an older headshot and a voice clip it does not show. */
  async function publicPageWithPicture() {
    const { a, sessionA } = await twoUsers();
    const c = await createCharacterRow(a.id, { name: "Mía López" });
    const older = await saveAsset({ characterId: c.id, kind: "reference-image", contentType: "image/png", body: await portraitPng() });
    const voice = await saveAsset({ characterId: c.id, kind: "voice-clip", contentType: "audio/mpeg", body: Buffer.from("mp3") });
    const video = await saveAsset({ characterId: c.id, kind: "video", contentType: "video/mp4", body: Buffer.from("mp4-bytes-0123") });
    const headshot = await saveAsset({ characterId: c.id, kind: "reference-image", contentType: "image/png", body: await portraitPng() });
    await prisma().asset.update({ where: { id: older.id }, data: { createdAt: new Date(Date.now() - 60 * 60 * 1000) } }); // replaced an hour ago
    const { body } = await put(sessionA, c.id, { isPublic: true });
    return { owner: a, sessionA, c, slug: body.publicPath.slice(3) as string, headshot, older, voice, video };
  }

  const shownAt = (slug: string, id: string, query = "", headers?: Record<string, string>) =>
    call(publicMedia, { params: { slug, id }, url: `/c/${slug}/media/${id}${query}`, headers });

  it("is the owner's stored WebP copy, made on the first visit, counted in the owner's quota, kept by the orphan sweep", async () => {
    const { owner, sessionA, c, slug, headshot } = await publicPageWithPicture();
    const before = await storedBytes(owner.id);
    const first = await shownAt(slug, headshot.id, "?w=320");
    expect({ status: first.status, type: first.headers.get("content-type"), cache: first.headers.get("cache-control") }).toEqual({
      status: 200,
      type: "image/webp",
      cache: "private, max-age=300",
    });
    const copy = (await storedFile(variantKey(headshot.storageKey!, 320)))!;
    expect((await sharp(copy).metadata()).width).toBe(320);
    expect(Number(first.headers.get("content-length"))).toBe(copy.length);
    expect(await prisma().asset.findUniqueOrThrow({ where: { id: headshot.id } })).toMatchObject({ variantWidths: [320], variantBytes: copy.length });
    expect(await storedBytes(owner.id)).toBe(before + copy.length);

    // One copy for both routes: the owner's ?w=320 reads the one the visit made, and a second visit makes none.
    const owners = await call(ownedFile, { session: sessionA, params: { id: headshot.id }, url: `/api/user/assets/${headshot.id}?w=320` });
    expect(Number(owners.headers.get("content-length"))).toBe(copy.length);
    await shownAt(slug, headshot.id, "?w=320");
    expect((await prisma().asset.findUniqueOrThrow({ where: { id: headshot.id } })).variantBytes).toBe(copy.length);

    // Without ?w= the original, as before.
    const original = await shownAt(slug, headshot.id);
    expect({ type: original.headers.get("content-type"), length: Number(original.headers.get("content-length")) }).toEqual({
      type: "image/png",
      length: headshot.size,
    });
    await sweepOrphanFiles(new Date(Date.now() + 25 * 60 * 60 * 1000));
    expect(await mediaStore().list(characterMediaPrefix(c.id))).toContain(variantKey(headshot.storageKey!, 320));
  });

  it("refuses a file the page does not show, or any file of an off page, with ?w= the same as without, and makes no copy", async () => {
    const { sessionA, c, slug, headshot, older, voice } = await publicPageWithPicture();
    const files = async () => (await mediaStore().list(characterMediaPrefix(c.id))).sort();
    const before = await files();
    for (const id of [older.id, voice.id]) {
      const plain = await shownAt(slug, id);
      expect(plain.status).toBe(404);
      for (const query of ["?w=320", "?w=640", "?w=480"]) expect(await shownAt(slug, id, query)).toMatchObject({ status: 404, body: plain.body });
    }
    await put(sessionA, c.id, { isPublic: false });
    const off = await shownAt(slug, headshot.id);
    expect(off.status).toBe(404);
    expect(await shownAt(slug, headshot.id, "?w=320")).toMatchObject({ status: 404, body: off.body });
    expect(await files()).toEqual(before);
    expect((await prisma().asset.findMany({ where: { characterId: c.id, variantBytes: { gt: 0 } } })).length).toBe(0);
  });

  it("answers a width it does not keep 400 { message }, and the draft video as it is", async () => {
    const { slug, headshot, video } = await publicPageWithPicture();
    expect(await shownAt(slug, headshot.id, "?w=480")).toMatchObject({ status: 400, body: { message: PICTURE_WIDTH_MESSAGE } });
    const clip = await shownAt(slug, video.id, "?w=320", { range: "bytes=0-2" });
    expect({ status: clip.status, body: clip.body, type: clip.headers.get("content-type") }).toEqual({ status: 206, body: "mp4", type: "video/mp4" });
    expect(await mediaStore().get(variantKey(video.storageKey!, 320))).toBeNull();
  });
});
