import { randomBytes } from "node:crypto";
import { prisma } from "@/lib/db/client.server";
import { seal, sealPurpose } from "@/lib/crypto/crypto.server";
import { saveAsset } from "@/lib/media/assets.server";
import { tiktokAdapter, tiktokChunks } from "@/lib/publishing/tiktok.server";
import { claimDuePublication } from "@/lib/publishing/queue.server";
import { runPublication } from "@/lib/publishing/run.server";
import { schedulePublication } from "@/lib/publishing/publications.server";
import { tiktokCreatorInfo } from "@/lib/publishing/tiktok-creator.server";
import { PLATFORM_OAUTH } from "@/lib/publishing/platform-oauth.server";
import { schedulePublicationSchema } from "@/lib/validation/publishing";
import { withTestDatabase } from "../helpers/db";
import { createBuyer } from "../helpers/factories";
import { startTikTok, tiktokCredentials } from "../stand-ins/tiktok";

// The real TikTok adapter (issue 47), inbox mode, against the stand-in of the Content Posting
// API: init, chunks, status; the token refreshed; FAILED, a revoked grant and a rate limit each
// ending the way the worker needs.
// The operator offers direct posting here (TIKTOK_DIRECT_POST); inbox stays the default.
process.env.TIKTOK_DIRECT_POST = "1";
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
  const publication = await prisma().postPublication.create({
    data: { postId: post.id, channelId: channel.id, publishAt: new Date(), nextAttemptAt: new Date() },
  });
  return { user, character, post, channel, video, publication };
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

// Direct Post (TikTok's Content Posting API): the creator's info first, the buyer's choices sent as
// post_info, the live post linked.
const app = { apiUrl: () => tiktok.url, credentials: () => [tiktokCredentials.clientKey, tiktokCredentials.clientSecret] as [string, string] };
const direct = (privacyLevel: "PUBLIC_TO_EVERYONE" | "MUTUAL_FOLLOW_FRIENDS" | "FOLLOWER_OF_CREATOR" | "SELF_ONLY") => ({
  mode: "direct" as const,
  privacyLevel,
  allowComment: true,
  allowDuet: true,
  allowStitch: false,
  brandOrganic: true,
  brandContent: false,
  consent: true as const,
});

/** A real TikTok channel's post, scheduled now through the app's own scheduling with these TikTok choices. */
async function scheduledDirect(choice: ReturnType<typeof direct>) {
  const made = await realChannelWithPost(valid());
  await prisma().postPublication.delete({ where: { id: made.publication.id } });
  await schedulePublication(made.user.id, made.character.id, made.post.id, { channelIds: [made.channel.id], when: "now", tiktok: choice });
  return made;
}

it("Direct Post: the creator's info is asked first, and the video goes live with the buyer's visibility and interactions", async () => {
  const { user, character, video } = await scheduledDirect(direct("MUTUAL_FOLLOW_FRIENDS"));
  expect(await tiktokCreatorInfo(user.id, character.id, app)).toEqual({
    directPost: true,
    reason: null,
    creator: {
      nickname: "Mia Moves",
      username: "mia.moves",
      privacyLevelOptions: ["PUBLIC_TO_EVERYONE", "MUTUAL_FOLLOW_FRIENDS", "SELF_ONLY"],
      commentDisabled: false,
      duetDisabled: true,
      stitchDisabled: false,
      maxVideoPostDurationSec: 600,
    },
  });
  const draftsBefore = tiktok.drafts.length;
  const row = await publishOnce();
  const post = tiktok.posts.find((p) => p.postId === row.externalId)!;
  expect(row).toMatchObject({ state: "published", link: `https://www.tiktok.com/@mia.moves/video/${post.postId}` });
  expect(post.bytes.equals(video)).toBe(true);
  // Duets stay off: the creator turned them off in TikTok, whatever was chosen here.
  expect(post.postInfo).toEqual({
    title: "Leg day",
    privacy_level: "MUTUAL_FOLLOW_FRIENDS",
    disable_comment: false,
    disable_duet: true,
    disable_stitch: true,
    brand_organic_toggle: true,
    brand_content_toggle: false,
  });
  expect(tiktok.drafts.length).toBe(draftsBefore);
});

it("Direct Post: a visibility the creator no longer offers fails with the reason; an Only me post links the profile", async () => {
  await scheduledDirect(direct("PUBLIC_TO_EVERYONE"));
  const options = tiktok.creator.privacy_level_options;
  tiktok.creator.privacy_level_options = ["SELF_ONLY"];
  try {
    expect(await publishOnce()).toMatchObject({
      state: "failed",
      failureReason: "TikTok no longer offers the chosen visibility for this account: choose who can see it again",
    });
    await scheduledDirect(direct("SELF_ONLY"));
    expect(await publishOnce()).toMatchObject({ state: "published", link: "https://www.tiktok.com/@mia.moves" });
  } finally {
    tiktok.creator.privacy_level_options = options;
  }
});

it("Direct Post is refused without the buyer's consent, as branded content seen by Only me, and on the demo channel", async () => {
  const base = { channelIds: ["3f0e1a9c-6a55-4c3c-9f59-0b0f7c1d2e11"], when: "now" };
  const unconsented: Partial<ReturnType<typeof direct>> = direct("PUBLIC_TO_EVERYONE");
  delete unconsented.consent;
  expect(schedulePublicationSchema.safeParse({ ...base, tiktok: unconsented }).error?.issues[0]?.message).toBe(
    "Agree to TikTok's Music Usage Confirmation to post directly",
  );
  expect(schedulePublicationSchema.safeParse({ ...base, tiktok: { ...direct("SELF_ONLY"), brandContent: true } }).error?.issues[0]?.message).toBe(
    "Branded content cannot be posted as Only me: choose who can see it",
  );
  expect(schedulePublicationSchema.safeParse({ ...base, tiktok: { ...direct("SELF_ONLY"), privacyLevel: undefined } }).success).toBe(false);

  const { user, character, post, channel } = await realChannelWithPost(valid());
  await prisma().publishingChannel.update({ where: { id: channel.id }, data: { kind: "demo", tokensSealed: null } });
  await expect(tiktokCreatorInfo(user.id, character.id, app)).resolves.toMatchObject({ directPost: false, creator: null });
  await expect(
    schedulePublication(user.id, character.id, post.id, { channelIds: [channel.id], when: "now", tiktok: direct("PUBLIC_TO_EVERYONE") }),
  ).rejects.toThrow("The demo TikTok channel keeps inbox drafts only: choose Send to inbox");
});

it("asks TikTok's consent for video.publish too, since the operator offers direct posting here (decision 443)", () => {
  const url = PLATFORM_OAUTH.tiktok.authorizeUrl({ clientId: "key", clientSecret: "secret" }, "state", "v".repeat(43));
  expect(url.searchParams.get("scope")!.split(",").sort()).toEqual(["user.info.basic", "video.publish", "video.upload"]);
});
