import "server-only";
import { prisma } from "@/lib/db/client.server";
import { NotFoundError } from "@/lib/api/errors";
import { ownedCharacter } from "@/lib/auth/ownership.server";
import { deleteCharacter } from "@/lib/studio/characters.server";
import type { ChannelDto, PublishPlatform } from "@/lib/validation/publishing";
import { PLATFORMS } from "./platforms";
import { PLATFORM_OAUTH } from "./platform-oauth.server";
import { openChannelTokens } from "./channel-tokens.server";

// A character's channels, one per platform (issue 47): the labelled demo channel (decision 400),
// or a real account connected through ./connect.server.ts when the server has the platform's app
// keys (decision 438).

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

/** Where the buyer removes the app's access by hand when the platform did not confirm the revoke. */
const REMOVE_BY_HAND: Record<PublishPlatform, string> = {
  youtube: "your Google account's Security page (Third-party apps with account access)",
  instagram: "Facebook's Settings › Business integrations",
  tiktok: "TikTok's Settings › Security › Manage app permissions",
};

/**
 * DELETE .../channels/{platform}: a real channel's grant is revoked at the platform first (Google's
 * revoke endpoint, TikTok's, Facebook's DELETE /me/permissions), then the row goes with its
 * publications still waiting (and what a demo channel received). A revoke that fails still
 * disconnects here, and the answer says the platform did not confirm it (decision 438).
 */
export async function disconnectChannel(userId: string, characterId: string, platform: PublishPlatform) {
  await ownedCharacter(userId, characterId);
  const channel = await prisma().publishingChannel.findUnique({ where: { characterId_platform: { characterId, platform } } });
  if (!channel) throw new NotFoundError("This channel is not connected");
  const { label } = PLATFORMS[platform];
  let revoked: boolean | null = null;
  let why = "";
  if (channel.kind === "real" && channel.tokensSealed) {
    try {
      const credentials = PLATFORM_OAUTH[platform].credentials();
      if (!credentials) throw new Error(`the server no longer has ${PLATFORM_OAUTH[platform].envNames.join(" and ")}`);
      await PLATFORM_OAUTH[platform].revoke(credentials, openChannelTokens({ id: channel.id, tokensSealed: channel.tokensSealed }));
      revoked = true;
    } catch (error) {
      revoked = false;
      why = error instanceof Error ? error.message : String(error);
    }
  }
  await prisma().publishingChannel.deleteMany({ where: { id: channel.id } });
  const message =
    revoked === false
      ? `${label} is disconnected here, but ${label} did not confirm that it ended this app's access (${why}). Remove the app in ${REMOVE_BY_HAND[platform]}.`
      : revoked
        ? `${label} disconnected, and its access for this app was revoked at ${label}.`
        : `${channel.displayName} disconnected.`;
  return { success: true, revoked, message };
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

/** The buyer's channels that need reconnecting, for the dashboard (decision 438). */
export async function reconnectNeededChannels(userId: string) {
  const rows = await prisma().publishingChannel.findMany({
    where: { status: "reconnect_needed", character: { userId } },
    select: { platform: true, statusReason: true, character: { select: { id: true, name: true } } },
    orderBy: [{ character: { name: "asc" } }, { platform: "asc" }],
  });
  return rows.map((r) => ({
    characterId: r.character.id,
    characterName: r.character.name,
    platform: r.platform,
    label: PLATFORMS[r.platform].label,
    reason: r.statusReason,
  }));
}

/**
 * A character that goes takes its real channels' grants with it: each is revoked at its platform
 * as Disconnect does (a failed revoke does not stop the deletion). Returns how many were revoked.
 */
export async function revokeCharacterChannels(userId: string, characterId: string) {
  const channels = await prisma().publishingChannel.findMany({ where: { characterId, kind: "real", character: { userId } }, select: { platform: true } });
  let revoked = 0;
  for (const { platform } of channels) if ((await disconnectChannel(userId, characterId, platform)).revoked) revoked++;
  return revoked;
}

/** DELETE /api/user/characters/{id}: its real channels' grants revoked first, then the character. */
export async function deleteCharacterAndChannels(userId: string, characterId: string) {
  await ownedCharacter(userId, characterId);
  await revokeCharacterChannels(userId, characterId);
  return deleteCharacter(userId, characterId);
}
