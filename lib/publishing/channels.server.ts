import "server-only";
import { prisma } from "@/lib/db/client.server";
import { NotFoundError } from "@/lib/api/errors";
import { ownedCharacter } from "@/lib/auth/ownership.server";
import type { ChannelDto, PublishPlatform } from "@/lib/validation/publishing";
import { PLATFORMS } from "./platforms";

// A character's channels, one per platform (issue 47). Without a platform's app keys only its
// labelled demo channel can be connected (decision 400).

type ChannelRow = { id: string; platform: PublishPlatform; kind: "demo" | "real"; displayName: string; status: string; statusReason: string | null };

export const toChannelDto = (row: ChannelRow): ChannelDto => ({
  id: row.id,
  platform: row.platform,
  demo: row.kind === "demo",
  displayName: row.displayName,
  reconnectNeeded: row.status === "reconnect_needed",
  statusReason: row.statusReason,
});

export async function listChannels(userId: string, characterId: string): Promise<ChannelDto[]> {
  await ownedCharacter(userId, characterId);
  const rows = await prisma().publishingChannel.findMany({ where: { characterId }, orderBy: { platform: "asc" } });
  return rows.map(toChannelDto);
}

export const demoChannelName = (platform: PublishPlatform) => `Demo ${PLATFORMS[platform].label} channel`;

/** POST .../channels/{platform}/demo: connecting again changes nothing; a real connection stays. */
export async function connectDemoChannel(userId: string, characterId: string, platform: PublishPlatform): Promise<ChannelDto> {
  await ownedCharacter(userId, characterId);
  const row = await prisma().publishingChannel.upsert({
    where: { characterId_platform: { characterId, platform } },
    create: { characterId, platform, kind: "demo", displayName: demoChannelName(platform) },
    update: {},
  });
  return toChannelDto(row);
}

/**
 * DELETE .../channels/{platform}: the channel goes, with its publications still waiting and what a
 * demo channel received. A real channel's tokens are revoked at the platform first, when its
 * adapter exists (none do yet).
 */
export async function disconnectChannel(userId: string, characterId: string, platform: PublishPlatform) {
  await ownedCharacter(userId, characterId);
  const { count } = await prisma().publishingChannel.deleteMany({ where: { characterId, platform } });
  if (count === 0) throw new NotFoundError("This channel is not connected");
  return { success: true };
}

/** The demo channel's page: what it received, newest first, or null when it is not connected. */
export async function demoChannelReceived(userId: string, characterId: string, platform: PublishPlatform) {
  const character = await ownedCharacter(userId, characterId);
  const channel = await prisma().publishingChannel.findUnique({
    where: { characterId_platform: { characterId, platform } },
    include: { demoPosts: { orderBy: [{ receivedAt: "desc" }, { id: "asc" }] } },
  });
  if (!channel || channel.kind !== "demo") return { character, posts: null };
  return { character, posts: channel.demoPosts.map((p) => ({ id: p.id, caption: p.caption, assetId: p.assetId, receivedAt: p.receivedAt.toISOString() })) };
}
