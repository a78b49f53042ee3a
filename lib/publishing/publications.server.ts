import "server-only";
import { prisma } from "@/lib/db/client.server";
import { BadRequestError, ConflictError, NotFoundError } from "@/lib/api/errors";
import { isTimeZone, formatInZone, wallTimeToInstant } from "@/lib/utils/time-zone";
import { dateToWallTime } from "@/lib/utils/wall-time";
import { env } from "@/lib/env";
import {
  DEFAULT_TIKTOK_OPTIONS,
  DEFAULT_YOUTUBE_OPTIONS,
  type PublicationDto,
  type PublishPlatform,
  type SchedulePublicationInput,
  type TikTokPublishOptions,
} from "@/lib/validation/publishing";
import { PLATFORMS } from "./platforms";
import { preCheck, type VideoFacts } from "./pre-checks";
import { toPublicationDto, withPublicationChannel } from "@/lib/studio/posts/posts.server";

// Scheduling a calendar post to the character's channels (issue 47). The post's floating time
// becomes an instant in the buyer's zone here, once (decision 401); the worker publishes at it.

const TIME_ZONE_NEEDED = "Set your time zone first, so the post's time can be placed";

export async function getTimeZone(userId: string) {
  const user = await prisma().user.findUniqueOrThrow({ where: { id: userId }, select: { timeZone: true } });
  return { timeZone: user.timeZone };
}

/** PUT /api/user/account/time-zone */
export async function setTimeZone(userId: string, timeZone: string) {
  if (!isTimeZone(timeZone)) throw new BadRequestError(`"${timeZone}" is not a time zone this server knows`);
  await prisma().user.update({ where: { id: userId }, data: { timeZone } });
  return { timeZone };
}

/** The buyer's zone; the browser's is kept the first time it is offered (decision 401). */
async function buyerTimeZone(userId: string, offered: string | undefined) {
  const user = await prisma().user.findUniqueOrThrow({ where: { id: userId }, select: { timeZone: true } });
  if (user.timeZone) return user.timeZone;
  if (!offered || !isTimeZone(offered)) return null;
  await prisma().user.updateMany({ where: { id: userId, timeZone: null }, data: { timeZone: offered } });
  return offered;
}

// The draft video (kind "video") or any stored file whose type is a video.
const videoFacts = (asset: { kind: string; contentType: string | null; meta: unknown; size: number | null } | null): VideoFacts | null => {
  if (!asset || (asset.kind !== "video" && !asset.contentType?.startsWith("video/"))) return null;
  const meta = (asset.meta && typeof asset.meta === "object" ? asset.meta : {}) as Record<string, unknown>;
  const num = (v: unknown) => (typeof v === "number" ? v : undefined);
  return { durationSeconds: num(meta.durationSeconds), width: num(meta.width), height: num(meta.height), bytes: asset.size ?? undefined };
};

async function ownedPost(userId: string, characterId: string, postId: string) {
  const post = await prisma().contentPost.findFirst({
    where: { id: postId, characterId, character: { userId } },
    select: { id: true, caption: true, scheduledAt: true, asset: { select: { kind: true, contentType: true, meta: true, size: true } } },
  });
  if (!post) throw new NotFoundError();
  return post;
}

function refusals(platform: keyof typeof PLATFORMS, post: Awaited<ReturnType<typeof ownedPost>>) {
  const problems = preCheck(platform, { caption: post.caption, video: videoFacts(post.asset) });
  if (problems.length > 0) throw new BadRequestError(problems.join(" "));
}

const DAY_MS = 86_400_000;

/**
 * A publishing quota (issue 47; figures and sources in ./platforms.ts): the other posts going out
 * within 24 hours either side of this one must leave room for it, so no moving 24-hour window goes
 * over. An account's limit counts this channel; the app's (YouTube's project quota) counts every
 * real channel on the platform. Failed publications do not count.
 */
async function checkDailyQuota(channel: { id: string; platform: PublishPlatform; kind: string }, postId: string, publishAt: Date) {
  const { label, dailyQuota } = PLATFORMS[channel.platform];
  if (!dailyQuota) return;
  const appWide = dailyQuota.per === "app" && channel.kind === "real";
  const near = await prisma().postPublication.count({
    where: {
      ...(appWide ? { channel: { platform: channel.platform, kind: "real" } } : { channelId: channel.id }),
      postId: { not: postId },
      state: { not: "failed" },
      publishAt: { gt: new Date(publishAt.getTime() - DAY_MS), lt: new Date(publishAt.getTime() + DAY_MS) },
    },
  });
  if (near >= dailyQuota.posts) {
    throw new ConflictError(
      appWide
        ? `${label} allows this app ${dailyQuota.posts} posts a day across every connected channel (${dailyQuota.why}); ${near} are already within 24 hours of this time. Choose another day.`
        : `${label} allows ${dailyQuota.posts} posts a day from one account (${dailyQuota.why}); this channel already has ${near} within 24 hours of this time. Choose another day.`,
    );
  }
}

/** TikTok: the inbox draft unless the buyer chose a direct post (the consent is asked, not kept). */
function tiktokOptions(input: SchedulePublicationInput): TikTokPublishOptions {
  if (input.tiktok?.mode !== "direct") return DEFAULT_TIKTOK_OPTIONS;
  const { privacyLevel, allowComment, allowDuet, allowStitch, brandOrganic, brandContent } = input.tiktok;
  return { mode: "direct", privacyLevel, allowComment, allowDuet, allowStitch, brandOrganic, brandContent };
}

/** What a publication to this platform carries: YouTube's visibility (private unless chosen), TikTok's mode. */
const optionsFor = (platform: PublishPlatform, input: SchedulePublicationInput) =>
  platform === "youtube" ? (input.youtube ?? DEFAULT_YOUTUBE_OPTIONS) : platform === "tiktok" ? tiktokOptions(input) : undefined;

/** A direct TikTok post needs a real channel and the operator's setting (docs/publishing.md). */
function checkTikTokMode(channel: { platform: PublishPlatform; kind: string }, input: SchedulePublicationInput) {
  if (channel.platform !== "tiktok" || input.tiktok?.mode !== "direct") return;
  if (channel.kind === "demo") throw new BadRequestError("The demo TikTok channel keeps inbox drafts only: choose Send to inbox");
  if (!env().TIKTOK_DIRECT_POST) throw new BadRequestError("Direct posting to TikTok is not turned on on this server: choose Send to inbox");
}

/**
 * POST .../posts/{postId}/publications: publish now, or at the post's time in the buyer's zone.
 * Each channel must be the character's and connected; the post must pass each platform's rules.
 * Scheduling again moves a waiting or failed publication; a published one stays published.
 */
export async function schedulePublication(userId: string, characterId: string, postId: string, input: SchedulePublicationInput) {
  const post = await ownedPost(userId, characterId, postId);
  const channels = await prisma().publishingChannel.findMany({ where: { id: { in: input.channelIds }, characterId } });
  if (channels.length !== new Set(input.channelIds).size) throw new BadRequestError("Choose one of this character's channels");
  for (const channel of channels) {
    const { label } = PLATFORMS[channel.platform];
    if (channel.status === "reconnect_needed") throw new ConflictError(`Reconnect needed: reconnect ${label} before publishing to it`);
    refusals(channel.platform, post);
    checkTikTokMode(channel, input);
  }
  const now = new Date();
  let publishAt = now;
  if (input.when === "post_time") {
    const zone = await buyerTimeZone(userId, input.timeZone);
    if (!zone) throw new BadRequestError(TIME_ZONE_NEEDED);
    publishAt = wallTimeToInstant(dateToWallTime(post.scheduledAt), zone);
    if (publishAt.getTime() < now.getTime() - 60_000) {
      throw new BadRequestError(`The post's time (${formatInZone(publishAt, zone)}, ${zone}) has passed: move the post or choose Publish now`);
    }
  } else {
    await buyerTimeZone(userId, input.timeZone);
  }
  for (const channel of channels) await checkDailyQuota(channel, postId, publishAt);
  const existing = await prisma().postPublication.findMany({ where: { postId, channelId: { in: input.channelIds } } });
  const done = existing.find((p) => p.state === "published" || p.state === "publishing");
  if (done) {
    const channel = channels.find((c) => c.id === done.channelId)!;
    throw new ConflictError(`Already ${done.state} on ${PLATFORMS[channel.platform].label}`);
  }
  await prisma().$transaction(async (tx) => {
    for (const channel of channels) {
      const data = {
        state: "scheduled" as const,
        publishAt,
        nextAttemptAt: publishAt,
        failures: 0,
        failureReason: null,
        options: optionsFor(channel.platform, input),
      };
      // Only a row still waiting or failed is moved: one a worker claimed meanwhile keeps its claim.
      const { count } = await tx.postPublication.updateMany({ where: { postId, channelId: channel.id, state: { in: ["scheduled", "failed"] } }, data });
      if (count === 0) {
        await tx.postPublication.upsert({
          where: { postId_channelId: { postId, channelId: channel.id } },
          create: { postId, channelId: channel.id, ...data },
          update: {},
        });
      }
    }
    await tx.contentPost.update({ where: { id: postId }, data: { status: "scheduled", replaceable: false } });
  });
  return { publications: await publicationsOf(postId) };
}

/** POST .../publications/{id}/retry: a failed publication, checked again (the caption may be edited), goes now. */
export async function retryPublication(userId: string, characterId: string, postId: string, publicationId: string) {
  const post = await ownedPost(userId, characterId, postId);
  const publication = await prisma().postPublication.findFirst({ where: { id: publicationId, postId }, include: { channel: true } });
  if (!publication) throw new NotFoundError();
  if (publication.state !== "failed") throw new ConflictError(`Only a failed publication can be retried; this one is ${publication.state}`);
  refusals(publication.channel.platform, post);
  const { count } = await prisma().postPublication.updateMany({
    where: { id: publicationId, state: "failed" },
    data: { state: "scheduled", nextAttemptAt: new Date(), failures: 0, failureReason: null },
  });
  if (count === 0) throw new ConflictError("The publication changed meanwhile; reload");
  return { publications: await publicationsOf(postId) };
}

export async function publicationsOf(postId: string): Promise<PublicationDto[]> {
  const rows = await prisma().postPublication.findMany({ where: { postId }, include: withPublicationChannel, orderBy: { createdAt: "asc" } });
  return rows.map(toPublicationDto);
}
