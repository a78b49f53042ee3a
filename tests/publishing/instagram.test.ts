import { randomBytes } from "node:crypto";
import { prisma } from "@/lib/db/client.server";
import { seal, sealPurpose } from "@/lib/crypto/crypto.server";
import { saveAsset } from "@/lib/media/assets.server";
import { signedMediaQuery, verifySignedMedia } from "@/lib/media/signed-url.server";
import { instagramAdapter } from "@/lib/publishing/instagram.server";
import { claimDuePublication } from "@/lib/publishing/queue.server";
import { runPublication } from "@/lib/publishing/run.server";
import { withTestDatabase } from "../helpers/db";
import { createBuyer } from "../helpers/factories";
import { facebookCredentials, INSTAGRAM_ACCOUNT_ID, startInstagram } from "../stand-ins/instagram";
import { refreshFacebookToken } from "@/lib/publishing/platform-oauth.server";

// The real Instagram adapter (issue 47) against the stand-in of the content-publishing flow: a
// REELS container fetched from a signed short-lived link, IN_PROGRESS → FINISHED, published once
// with its permalink; ERROR, a rate limit and a revoked token each ending the way the worker needs.
withTestDatabase();
let instagram: Awaited<ReturnType<typeof startInstagram>>;
beforeAll(async () => (instagram = await startInstagram()));
afterAll(() => instagram.close());
afterEach(() => prisma().postPublication.updateMany({ where: { state: { in: ["scheduled", "publishing"] } }, data: { state: "failed" } }));

const refresh = (token: string) => refreshFacebookToken(instagram.url, facebookCredentials, token);
const adapter = () => instagramAdapter({ apiUrl: () => instagram.url, refresh, pollMs: 1 });

async function realChannelWithPost(tokens: { accessToken: string; refreshToken: string; expiresAt: number }, caption = "Leg day #legs") {
  const user = await createBuyer();
  const character = await prisma().character.create({ data: { userId: user.id, name: "Mia" } });
  const asset = await saveAsset({ characterId: character.id, kind: "video", contentType: "video/mp4", body: randomBytes(5000), meta: { durationSeconds: 20 } });
  const post = await prisma().contentPost.create({
    data: { characterId: character.id, scheduledAt: new Date(), platform: "Instagram", caption, assetId: asset.id },
  });
  const channel = await prisma().publishingChannel.create({
    data: { characterId: character.id, platform: "instagram", kind: "real", displayName: "Mia on Instagram" },
  });
  const sealed = seal(JSON.stringify({ ...tokens, accountId: INSTAGRAM_ACCOUNT_ID }), sealPurpose.publishingChannelTokens(channel.id));
  await prisma().publishingChannel.update({ where: { id: channel.id }, data: { tokensSealed: sealed } });
  await prisma().postPublication.create({ data: { postId: post.id, channelId: channel.id, publishAt: new Date(), nextAttemptAt: new Date() } });
  return { channel, asset, post };
}

async function publishOnce(using = adapter()) {
  const claim = (await claimDuePublication(30))!;
  await runPublication(claim, { leaseSeconds: 30, adapterFor: () => using });
  return prisma().postPublication.findUniqueOrThrow({ where: { id: claim.id } });
}

it("refreshes the long-lived token, creates a REELS container from a signed link, waits for FINISHED and publishes it once", async () => {
  const { asset } = await realChannelWithPost({ accessToken: "old-ig", refreshToken: "valid-ig", expiresAt: Date.now() - 1 });
  const row = await publishOnce();
  expect(row).toMatchObject({ state: "published", failureReason: null });
  const reel = instagram.reels.find((r) => r.id === row.externalId)!;
  expect(row.link).toBe(`https://www.instagram.com/reel/C${reel.id.slice(-6)}/`);
  expect(reel.caption).toBe("Leg day #legs");
  // The video link opens that one file, for minutes only.
  const query = signedMediaQuery.parse(Object.fromEntries(new URL(reel.videoUrl).searchParams));
  expect(verifySignedMedia(query)).toBe(asset.storageKey);
  expect(query.expires * 1000 - Date.now()).toBeLessThanOrEqual(300_000);
});

it("a container that ends in ERROR fails with Instagram's words; a rate limit waits; a revoked token asks to reconnect", async () => {
  await realChannelWithPost({ accessToken: "valid-ig", refreshToken: "valid-ig", expiresAt: Date.now() + 3_600_000 });
  instagram.errorNextWith("Error: The video's aspect ratio is not supported (2207026)");
  expect(await publishOnce()).toMatchObject({
    state: "failed",
    failureReason: "Instagram could not process the reel: Error: The video's aspect ratio is not supported (2207026)",
  });

  await realChannelWithPost({ accessToken: "valid-ig", refreshToken: "valid-ig", expiresAt: Date.now() + 3_600_000 });
  instagram.limitNextOnce();
  expect(await publishOnce()).toMatchObject({ state: "scheduled", failures: 1, failureReason: "Instagram answered 403: Application request limit reached" });

  instagram.revoke("revoked-ig");
  const { channel } = await realChannelWithPost({ accessToken: "revoked-ig", refreshToken: "revoked-ig", expiresAt: Date.now() - 1 });
  expect(await publishOnce()).toMatchObject({
    state: "failed",
    failureReason: "Instagram refused the connection: Error validating access token: The session has been invalidated.",
  });
  expect(await prisma().publishingChannel.findUniqueOrThrow({ where: { id: channel.id } })).toMatchObject({ status: "reconnect_needed" });
});

// Decision 441: the container is kept on the publication, so a timeout while Instagram processes
// is followed by polling the same container, and the reel is published once.
const impatient = () => instagramAdapter({ apiUrl: () => instagram.url, refresh, pollMs: 1, polls: 2 });
const dueNow = (id: string) => prisma().postPublication.update({ where: { id }, data: { nextAttemptAt: new Date() } });
const valid = () => ({ accessToken: "valid-ig", refreshToken: "valid-ig", expiresAt: Date.now() + 3_600_000 });

it("a reel still processing when the attempt times out is polled again on the next one, and published once", async () => {
  await realChannelWithPost(valid(), "Slow reel #slow");
  const containersBefore = instagram.containers.size;
  instagram.slowNext(6);
  const first = await publishOnce(impatient());
  expect(first).toMatchObject({ state: "scheduled", failures: 1, failureReason: "Instagram was still processing the reel; it will be checked again" });
  expect(instagram.containers.size).toBe(containersBefore + 1);
  expect(first.platformRef).toBe([...instagram.containers.keys()].at(-1));

  await dueNow(first.id);
  const second = await publishOnce();
  expect(second).toMatchObject({ state: "published", failureReason: null });
  expect(instagram.containers.size).toBe(containersBefore + 1);
  expect(instagram.reels.filter((r) => r.caption === "Slow reel #slow")).toHaveLength(1);
});

it("a kept container that expired, or was made from a caption since edited, is left and a new one published once", async () => {
  await realChannelWithPost(valid(), "Expiring reel");
  instagram.slowNext(6);
  const first = await publishOnce(impatient());
  instagram.expire(first.platformRef!);
  await dueNow(first.id);
  const second = await publishOnce();
  expect(second).toMatchObject({ state: "published" });
  expect(instagram.containers.get(first.platformRef!)!.published).toBe(false);
  expect(instagram.reels.filter((r) => r.caption === "Expiring reel")).toHaveLength(1);

  const { post } = await realChannelWithPost(valid(), "Old caption");
  instagram.slowNext(6);
  const waiting = await publishOnce(impatient());
  await prisma().contentPost.update({ where: { id: post.id }, data: { caption: "New caption", revision: { increment: 1 } } });
  await dueNow(waiting.id);
  expect(await publishOnce()).toMatchObject({ state: "published" });
  expect(instagram.reels.filter((r) => r.caption === "Old caption")).toHaveLength(0);
  expect(instagram.reels.filter((r) => r.caption === "New caption")).toHaveLength(1);
});

it("a kept container already published (the attempt ended before it was recorded) is not published again", async () => {
  await realChannelWithPost(valid(), "Published meanwhile");
  instagram.slowNext(6);
  const first = await publishOnce(impatient());
  // Another attempt published it and died before writing so.
  instagram.containers.get(first.platformRef!)!.published = true;
  await dueNow(first.id);
  expect(await publishOnce()).toMatchObject({ state: "published", externalId: first.platformRef, link: "https://www.instagram.com/" });
  expect(instagram.reels.filter((r) => r.caption === "Published meanwhile")).toHaveLength(0);
});
