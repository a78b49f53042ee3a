import "server-only";
import { prisma } from "@/lib/db/client.server";
import type { Prisma } from "@/lib/db/generated/client";
import { BadRequestError, ConflictError, NotFoundError } from "@/lib/api/errors";
import { CONTENT_CALENDAR } from "@/lib/policy/limits";
import type { ContentPostDto, CreatePostInput, PostRange, UpdatePostInput } from "@/lib/validation/content-post";
import { readPublicationOptions, type PublicationDto } from "@/lib/validation/publishing";
import { ownedCharacter } from "@/lib/auth/ownership.server";
import { linkedAsset } from "./asset-label";
import { dateToWallTime, wallTimeToDate, type WallTime } from "@/lib/utils/wall-time";
import { wallTimeToInstant } from "@/lib/utils/time-zone";

// The content calendar's posts. Every call names the character and the signed-in user; another
// user's character or post is the same 404 as a missing one.

export const withPublicationChannel = { channel: { select: { platform: true, kind: true } } } as const;
export const withAsset = {
  asset: { select: { id: true, kind: true, meta: true, createdAt: true } },
  publications: { include: withPublicationChannel, orderBy: { createdAt: "asc" } },
} as const;
type PostRow = Prisma.ContentPostGetPayload<{ include: typeof withAsset }>;

export function toPostDto(row: PostRow): ContentPostDto {
  return {
    id: row.id,
    characterId: row.characterId,
    scheduledAt: dateToWallTime(row.scheduledAt),
    platform: row.platform,
    caption: row.caption,
    contentType: row.contentType,
    status: row.status,
    asset: row.asset ? linkedAsset(row.asset) : null,
    revision: row.revision,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    publications: row.publications.map(toPublicationDto),
  };
}

/** Where a post goes or went, as the calendar shows it (issue 47); lib/publishing answers with it too. */
export function toPublicationDto(p: PostRow["publications"][number]): PublicationDto {
  return {
    id: p.id,
    channelId: p.channelId,
    platform: p.channel.platform,
    demo: p.channel.kind === "demo",
    state: p.state,
    publishAt: p.publishAt.toISOString(),
    link: p.link,
    failureReason: p.failureReason,
    options: readPublicationOptions(p.channel.platform, p.options),
  };
}

const ORDER = [{ scheduledAt: "asc" }, { createdAt: "asc" }, { id: "asc" }] as const satisfies Prisma.ContentPostOrderByWithRelationInput[];

/** GET .../posts?from=&to=: the character's posts on the days of the range (all without one), earliest first. */
export async function listPosts(userId: string, characterId: string, range: PostRange = {}): Promise<ContentPostDto[]> {
  await ownedCharacter(userId, characterId);
  const scheduledAt = range.from && range.to ? { gte: wallTimeToDate(range.from), lt: wallTimeToDate(range.to) } : undefined;
  const rows = await prisma().contentPost.findMany({ where: { characterId, scheduledAt }, orderBy: ORDER, include: withAsset });
  return rows.map(toPostDto);
}

/** A linked asset must be one of this character's; a missing or foreign id reads the same. */
async function checkAsset(characterId: string, assetId: string | null | undefined) {
  if (!assetId) return;
  const found = await prisma().asset.count({ where: { id: assetId, characterId } });
  if (found === 0) throw new BadRequestError("The linked asset must be one of this character's assets");
}

/** POST .../posts: a post made by hand on the calendar. */
export async function createPost(userId: string, characterId: string, input: CreatePostInput): Promise<ContentPostDto> {
  await ownedCharacter(userId, characterId);
  await checkAsset(characterId, input.assetId);
  // A soft cap (two racing creates may both pass): it bounds a runaway client, not a quota.
  const count = await prisma().contentPost.count({ where: { characterId } });
  if (count >= CONTENT_CALENDAR.postsPerCharacter) {
    throw new ConflictError(`A character can have at most ${CONTENT_CALENDAR.postsPerCharacter} posts; delete some first`);
  }
  const row = await prisma().contentPost.create({
    data: { characterId, ...input, scheduledAt: wallTimeToDate(input.scheduledAt) },
    include: withAsset,
  });
  return toPostDto(row);
}

/**
 * PATCH .../posts/{postId}: a drag (scheduledAt alone) or an inline edit. Any change makes the
 * post the buyer's: a later "Create Content Plan" no longer replaces it (decision 115).
 */
export async function updatePost(userId: string, characterId: string, postId: string, input: UpdatePostInput): Promise<ContentPostDto> {
  await checkOwnedPost(userId, characterId, postId);
  await checkAsset(characterId, input.assetId);
  const { scheduledAt, ...rest } = input;
  const moved = scheduledAt ? await movedPublications(userId, postId, scheduledAt) : null;
  const row = await prisma().$transaction(async (tx) => {
    if (moved) {
      await tx.postPublication.updateMany({
        where: { id: { in: moved.ids }, state: "scheduled" },
        data: { publishAt: moved.publishAt, nextAttemptAt: moved.publishAt },
      });
    }
    return tx.contentPost.update({
      where: { id: postId },
      data: { ...rest, ...(scheduledAt ? { scheduledAt: wallTimeToDate(scheduledAt) } : {}), replaceable: false, revision: { increment: 1 } },
      include: withAsset,
    });
  });
  return toPostDto(row);
}

/**
 * A post moved while it waits to publish at its time takes its publications along, read in the
 * buyer's zone as when they were scheduled (decision 401); one already due ("Publish now") stays.
 * A move to a time already past is refused rather than publishing at once.
 */
async function movedPublications(userId: string, postId: string, scheduledAt: WallTime) {
  const waiting = await prisma().postPublication.findMany({ where: { postId, state: "scheduled", publishAt: { gt: new Date() } }, select: { id: true } });
  if (waiting.length === 0) return null;
  const { timeZone } = await prisma().user.findUniqueOrThrow({ where: { id: userId }, select: { timeZone: true } });
  const publishAt = wallTimeToInstant(scheduledAt, timeZone ?? "UTC");
  if (publishAt.getTime() < Date.now())
    throw new BadRequestError("This post is scheduled to publish at its time: choose a time still ahead, or publish it now");
  return { ids: waiting.map((p) => p.id), publishAt };
}

export async function deletePost(userId: string, characterId: string, postId: string) {
  const { count } = await prisma().contentPost.deleteMany({ where: { id: postId, characterId, character: { userId } } });
  if (count === 0) throw new NotFoundError();
  return { success: true };
}

async function checkOwnedPost(userId: string, characterId: string, postId: string) {
  const found = await prisma().contentPost.count({ where: { id: postId, characterId, character: { userId } } });
  if (found === 0) throw new NotFoundError();
}

/** The character's assets a post may link to, newest first. */
export async function linkableAssets(userId: string, characterId: string) {
  await ownedCharacter(userId, characterId);
  const rows = await prisma().asset.findMany({
    where: { characterId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: CONTENT_CALENDAR.linkableAssets,
    select: { id: true, kind: true, meta: true, createdAt: true },
  });
  return rows.map(linkedAsset);
}
