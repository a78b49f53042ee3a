import { GET as getProfile, PUT as putProfile } from "@/app/api/user/characters/[id]/profile/route";
import { GET as publicMedia } from "@/app/c/[slug]/media/[id]/route";
import { prisma } from "@/lib/db/client.server";
import { saveAsset } from "@/lib/media/assets.server";
import { publicCharacterPage } from "@/lib/studio/public-page.server";
import { call } from "../helpers/http";
import { withTestDatabase } from "../helpers/db";
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
