import { randomBytes } from "node:crypto";
import { prisma } from "@/lib/db/client.server";
import { open, seal, sealPurpose } from "@/lib/crypto/crypto.server";
import { saveAsset } from "@/lib/media/assets.server";
import { youtubeAdapter } from "@/lib/publishing/youtube.server";
import { shortMetadata } from "@/lib/publishing/youtube-metadata";
import { claimDuePublication } from "@/lib/publishing/queue.server";
import { runPublication } from "@/lib/publishing/run.server";
import { schedulePublication } from "@/lib/publishing/publications.server";
import { schedulePublicationSchema } from "@/lib/validation/publishing";
import { withTestDatabase } from "../helpers/db";
import { createBuyer } from "../helpers/factories";
import { startYouTube, youtubeCredentials } from "../stand-ins/youtube";

// The real YouTube adapter (issue 47) against the stand-in of its resumable upload: the token
// refreshed before it expires, a chunk refused once and resumed, and the permanent, transient and
// revoked cases each ending the way the worker needs.
withTestDatabase();
let youtube: Awaited<ReturnType<typeof startYouTube>>;
beforeAll(async () => (youtube = await startYouTube()));
afterAll(() => youtube.close());

const CHUNK = 256 * 1024;
const adapter = () =>
  youtubeAdapter({
    tokenUrl: () => `${youtube.url}/token`,
    apiUrl: () => youtube.url,
    credentials: () => [youtubeCredentials.clientId, youtubeCredentials.clientSecret],
    chunkBytes: CHUNK,
  });

/** A real YouTube channel with sealed tokens, and a post whose stored video is `bytes` long. */
async function realChannelWithPost(
  tokens: { accessToken: string; refreshToken: string; expiresAt: number },
  caption = "Morning run\nThree tips #fitness",
  bytes = CHUNK * 2 + 1000,
) {
  const user = await createBuyer();
  const character = await prisma().character.create({ data: { userId: user.id, name: "Mia" } });
  const video = randomBytes(bytes);
  const asset = await saveAsset({ characterId: character.id, kind: "video", contentType: "video/mp4", body: video, meta: { durationSeconds: 20 } });
  const post = await prisma().contentPost.create({
    data: { characterId: character.id, scheduledAt: new Date(), platform: "YouTube", caption, assetId: asset.id },
  });
  const channel = await prisma().publishingChannel.create({
    data: { characterId: character.id, platform: "youtube", kind: "real", displayName: "Mia on YouTube" },
  });
  await prisma().publishingChannel.update({
    where: { id: channel.id },
    data: { tokensSealed: seal(JSON.stringify(tokens), sealPurpose.publishingChannelTokens(channel.id)) },
  });
  const publication = await prisma().postPublication.create({
    data: { postId: post.id, channelId: channel.id, publishAt: new Date(), nextAttemptAt: new Date() },
  });
  return { user, character, channel, post, publication, video };
}

async function publishOnce() {
  const claim = (await claimDuePublication(30))!;
  await runPublication(claim, { leaseSeconds: 30, adapterFor: () => adapter() });
  return prisma().postPublication.findUniqueOrThrow({ where: { id: claim.id } });
}

afterEach(() => prisma().postPublication.updateMany({ where: { state: { in: ["scheduled", "publishing"] } }, data: { state: "failed" } }));

it("refreshes an expiring token, uploads in chunks, resumes a refused chunk, and links the Short", async () => {
  const { channel, video } = await realChannelWithPost({ accessToken: "expired-access", refreshToken: "refresh-1", expiresAt: Date.now() + 10_000 });
  youtube.refuseChunkOnce();
  const before = youtube.refreshes();
  const row = await publishOnce();
  expect(row).toMatchObject({ state: "published", failureReason: null });
  const uploaded = youtube.videos.find((v) => v.id === row.externalId)!;
  expect(row.link).toBe(`https://www.youtube.com/shorts/${uploaded.id}`);
  // Every byte arrived once, in order, though one chunk was refused on the way.
  expect(uploaded.bytes.equals(video)).toBe(true);
  expect(uploaded.metadata).toMatchObject({
    snippet: { title: "Morning run", description: "Three tips #fitness\n\n#Shorts", tags: ["fitness"] },
    status: { privacyStatus: "private" },
  });
  const puts = youtube.log.filter((l) => l.method === "PUT").map((l) => l.contentRange);
  expect(puts).toEqual(expect.arrayContaining([`bytes ${CHUNK}-${2 * CHUNK - 1}/${video.length}`, `bytes */${video.length}`]));
  // The fresh token was sealed back on the channel, bound to it.
  expect(youtube.refreshes()).toBe(before + 1);
  const stored = await prisma().publishingChannel.findUniqueOrThrow({ where: { id: channel.id } });
  expect(JSON.parse(open(stored.tokensSealed!, sealPurpose.publishingChannelTokens(channel.id)))).toMatchObject({
    accessToken: `access-${before + 1}`,
    refreshToken: "refresh-1",
  });
});

it("a title YouTube refuses fails at once with its reason", async () => {
  await realChannelWithPost({ accessToken: "valid-access", refreshToken: "r", expiresAt: Date.now() + 3_600_000 }, "x".repeat(120));
  const row = await publishOnce();
  expect(row).toMatchObject({ state: "failed", failureReason: "YouTube refused the video: The request metadata specifies an invalid video title." });
});

it("a 503 or a spent quota when the session opens is transient: the publication waits and tries again", async () => {
  await realChannelWithPost({ accessToken: "valid-access", refreshToken: "r", expiresAt: Date.now() + 3_600_000 });
  youtube.refuseStartOnce(403);
  const row = await publishOnce();
  expect(row).toMatchObject({ state: "scheduled", failures: 1 });
  expect(row.failureReason).toMatch(/^YouTube answered 403: The request cannot be completed because you have exceeded your quota/);
});

it("a revoked refresh token fails at once and marks the channel Reconnect needed", async () => {
  youtube.revoke("refresh-revoked");
  const { channel } = await realChannelWithPost({ accessToken: "old", refreshToken: "refresh-revoked", expiresAt: Date.now() - 1000 });
  const row = await publishOnce();
  expect(row).toMatchObject({ state: "failed", failureReason: "YouTube: the connection was revoked or has expired; reconnect the channel" });
  expect(await prisma().publishingChannel.findUniqueOrThrow({ where: { id: channel.id } })).toMatchObject({ status: "reconnect_needed" });
});

it("a Short's metadata: title from the first line, #Shorts added once, tags from the hashtags", () => {
  expect(shortMetadata("Leg day #Shorts #legs")).toMatchObject({ snippet: { title: "Leg day #Shorts #legs", description: "", tags: ["Shorts", "legs"] } });
});

it("sends the visibility the buyer chose as status.privacyStatus, and private when they chose none", async () => {
  const { user, character, channel, post, publication } = await realChannelWithPost({
    accessToken: "valid-access",
    refreshToken: "r",
    expiresAt: Date.now() + 3_600_000,
  });
  await prisma().postPublication.delete({ where: { id: publication.id } });
  const { publications } = await schedulePublication(user.id, character.id, post.id, {
    channelIds: [channel.id],
    when: "now",
    youtube: { privacy: "unlisted" },
  });
  expect(publications[0]!.options).toEqual({ youtube: { privacy: "unlisted" } });
  const row = await publishOnce();
  expect(row.state).toBe("published");
  expect(youtube.videos.find((v) => v.id === row.externalId)!.metadata.status).toMatchObject({ privacyStatus: "unlisted" });

  const other = await realChannelWithPost({ accessToken: "valid-access", refreshToken: "r", expiresAt: Date.now() + 3_600_000 });
  await prisma().postPublication.delete({ where: { id: other.publication.id } });
  await schedulePublication(other.user.id, other.character.id, other.post.id, { channelIds: [other.channel.id], when: "now" });
  const defaulted = await publishOnce();
  expect(youtube.videos.find((v) => v.id === defaulted.externalId)!.metadata.status).toMatchObject({ privacyStatus: "private" });
});

it("YouTube's visibility is one of Private, Unlisted or Public", () => {
  const base = { channelIds: ["3f0e1a9c-6a55-4c3c-9f59-0b0f7c1d2e11"], when: "now" };
  expect(schedulePublicationSchema.safeParse({ ...base, youtube: { privacy: "public" } }).success).toBe(true);
  expect(schedulePublicationSchema.safeParse({ ...base, youtube: { privacy: "friends" } }).error?.issues[0]?.message).toBe(
    "YouTube's visibility is Private, Unlisted or Public",
  );
});
