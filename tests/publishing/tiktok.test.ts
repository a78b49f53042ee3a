import { randomBytes } from "node:crypto";
import { prisma } from "@/lib/db/client.server";
import { seal, sealPurpose } from "@/lib/crypto/crypto.server";
import { saveAsset } from "@/lib/media/assets.server";
import { tiktokAdapter, tiktokChunks } from "@/lib/publishing/tiktok.server";
import { claimDuePublication } from "@/lib/publishing/queue.server";
import { runPublication } from "@/lib/publishing/run.server";
import { withTestDatabase } from "../helpers/db";
import { createBuyer } from "../helpers/factories";
import { startTikTok, tiktokCredentials } from "../stand-ins/tiktok";

// The real TikTok adapter (issue 47), inbox mode, against the stand-in of the Content Posting
// API: init, chunks, status; the token refreshed; FAILED, a revoked grant and a rate limit each
// ending the way the worker needs.
withTestDatabase();
let tiktok: Awaited<ReturnType<typeof startTikTok>>;
beforeAll(async () => (tiktok = await startTikTok()));
afterAll(() => tiktok.close());
afterEach(() => prisma().postPublication.updateMany({ where: { state: { in: ["scheduled", "publishing"] } }, data: { state: "failed" } }));

const adapter = () =>
  tiktokAdapter({
    apiUrl: () => tiktok.url,
    credentials: () => [tiktokCredentials.clientKey, tiktokCredentials.clientSecret],
    chunkBytes: 64 * 1024,
    pollMs: 1,
  });

async function realChannelWithPost(tokens: { accessToken: string; refreshToken: string; expiresAt: number }, bytes = 64 * 1024 * 2 + 5000) {
  const user = await createBuyer();
  const character = await prisma().character.create({ data: { userId: user.id, name: "Mia" } });
  const video = randomBytes(bytes);
  const asset = await saveAsset({ characterId: character.id, kind: "video", contentType: "video/mp4", body: video, meta: { durationSeconds: 20 } });
  const post = await prisma().contentPost.create({
    data: { characterId: character.id, scheduledAt: new Date(), platform: "TikTok", caption: "Leg day", assetId: asset.id },
  });
  const channel = await prisma().publishingChannel.create({
    data: { characterId: character.id, platform: "tiktok", kind: "real", displayName: "Mia on TikTok" },
  });
  await prisma().publishingChannel.update({
    where: { id: channel.id },
    data: { tokensSealed: seal(JSON.stringify(tokens), sealPurpose.publishingChannelTokens(channel.id)) },
  });
  await prisma().postPublication.create({ data: { postId: post.id, channelId: channel.id, publishAt: new Date(), nextAttemptAt: new Date() } });
  return { channel, video };
}

async function publishOnce(using = adapter()) {
  const claim = (await claimDuePublication(30))!;
  await runPublication(claim, { leaseSeconds: 30, adapterFor: () => using });
  return prisma().postPublication.findUniqueOrThrow({ where: { id: claim.id } });
}

it("chunks as TikTok counts them: the last chunk takes the remainder; a small file goes whole", () => {
  expect(tiktokChunks(25, 10)).toEqual({ size: 10, count: 2 });
  expect(tiktokChunks(9, 10)).toEqual({ size: 9, count: 1 });
});

it("refreshes the token, sends the video in chunks to the creator's inbox, and waits for TikTok's processing", async () => {
  const { video } = await realChannelWithPost({ accessToken: "old", refreshToken: "tt-refresh", expiresAt: Date.now() - 1 });
  const row = await publishOnce();
  expect(row).toMatchObject({ state: "published", failureReason: null });
  const draft = tiktok.drafts.find((d) => d.publishId === row.externalId)!;
  expect(draft.bytes.equals(video)).toBe(true);
});

it("a video TikTok fails in processing fails with its reason; a rate limit waits; a revoked grant asks to reconnect", async () => {
  await realChannelWithPost({ accessToken: "valid-access", refreshToken: "r", expiresAt: Date.now() + 3_600_000 });
  tiktok.failNextWith("file_format_check_failed");
  expect(await publishOnce()).toMatchObject({ state: "failed", failureReason: "TikTok refused the video: file_format_check_failed" });

  await realChannelWithPost({ accessToken: "valid-access", refreshToken: "r", expiresAt: Date.now() + 3_600_000 });
  tiktok.refuseInitOnce(429, "rate_limit_exceeded");
  expect(await publishOnce()).toMatchObject({ state: "scheduled", failures: 1, failureReason: "TikTok answered 429: Too many requests" });

  tiktok.revoke("tt-revoked");
  const { channel } = await realChannelWithPost({ accessToken: "old", refreshToken: "tt-revoked", expiresAt: Date.now() - 1 });
  expect(await publishOnce()).toMatchObject({ state: "failed", failureReason: "TikTok: the connection was revoked or has expired; reconnect the channel" });
  expect(await prisma().publishingChannel.findUniqueOrThrow({ where: { id: channel.id } })).toMatchObject({ status: "reconnect_needed" });
});

// Decision 441: the publish_id is kept once the bytes are sent, so a timeout while TikTok processes
// is followed by polling the same upload; only a FAILED one is sent again.
const impatient = () =>
  tiktokAdapter({
    apiUrl: () => tiktok.url,
    credentials: () => [tiktokCredentials.clientKey, tiktokCredentials.clientSecret],
    chunkBytes: 64 * 1024,
    pollMs: 1,
    polls: 2,
  });
const dueNow = (id: string) => prisma().postPublication.update({ where: { id }, data: { nextAttemptAt: new Date() } });
const valid = () => ({ accessToken: "valid-access", refreshToken: "r", expiresAt: Date.now() + 3_600_000 });

it("a video still processing when the attempt times out is polled again on the next one: one upload, one draft", async () => {
  const { video } = await realChannelWithPost(valid());
  const initsBefore = tiktok.inits();
  tiktok.slowNext(4);
  const first = await publishOnce(impatient());
  expect(first).toMatchObject({ state: "scheduled", failures: 1, failureReason: "TikTok was still processing the video; it will be checked again" });
  expect(first.platformRef).toMatch(/^v_inbox_file~/);
  expect(tiktok.inits()).toBe(initsBefore + 1);

  await dueNow(first.id);
  const second = await publishOnce();
  expect(second).toMatchObject({ state: "published", externalId: first.platformRef });
  expect(tiktok.inits()).toBe(initsBefore + 1);
  const drafts = tiktok.drafts.filter((d) => d.publishId === first.platformRef);
  expect(drafts).toHaveLength(1);
  expect(drafts[0]!.bytes.equals(video)).toBe(true);
});

it("a kept upload that TikTok failed is sent again once", async () => {
  await realChannelWithPost(valid());
  tiktok.slowNext(4);
  const first = await publishOnce(impatient());
  const initsBefore = tiktok.inits();
  tiktok.failUpload(first.platformRef!, "internal");
  await dueNow(first.id);
  const second = await publishOnce();
  expect(second).toMatchObject({ state: "published" });
  expect(second.externalId).not.toBe(first.platformRef);
  expect(tiktok.inits()).toBe(initsBefore + 1);
});
