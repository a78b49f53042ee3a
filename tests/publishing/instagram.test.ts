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

const adapter = () =>
  instagramAdapter({ apiUrl: () => instagram.url, refresh: (token) => refreshFacebookToken(instagram.url, facebookCredentials, token), pollMs: 1 });

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
  return { channel, asset };
}

async function publishOnce() {
  const claim = (await claimDuePublication(30))!;
  await runPublication(claim, { leaseSeconds: 30, adapterFor: () => adapter() });
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
