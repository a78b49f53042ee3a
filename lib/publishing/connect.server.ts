import "server-only";
import { randomUUID } from "node:crypto";
import { prisma } from "@/lib/db/client.server";
import { BadRequestError, ConflictError, HttpError } from "@/lib/api/errors";
import { connectResultPage } from "@/lib/storage/callback-page.server";
import { ownedCharacter } from "@/lib/auth/ownership.server";
import type { SessionUser } from "@/lib/auth/session.server";
import { claimOAuthState, issueOAuthState } from "@/lib/auth/oauth-state.server";
import type { ChannelConnectOption } from "@/lib/validation/publishing";
import { PLATFORMS, PUBLISH_PLATFORMS, type PublishPlatform } from "./platforms";
import { notConfiguredText, PLATFORM_OAUTH } from "./platform-oauth.server";
import { demoChannelName, listChannels, toChannelDto } from "./channels.server";
import { sealChannelTokens } from "./channel-tokens.server";

// Connecting a character's real YouTube, Instagram or TikTok account (issue 47, decision 438):
// the shared state and PKCE of lib/auth/oauth-state.server.ts, bound to the session, the user,
// the platform and the character; the platform's own flow in ./platform-oauth.server.ts. The
// tokens are sealed on the channel's row, bound to it (like the drive tokens).

/** Which platforms can be connected for real on this server, and what the others wait for. */
export const connectOptions = (): ChannelConnectOption[] =>
  PUBLISH_PLATFORMS.map((platform) => {
    const configured = PLATFORM_OAUTH[platform].credentials() !== null;
    return { platform, available: configured, waitsFor: configured ? null : notConfiguredText(platform) };
  });

const demoInTheWay = (platform: PublishPlatform) =>
  new ConflictError(`Disconnect the ${demoChannelName(platform)} first: a character has one ${PLATFORMS[platform].label} channel.`);

/** The platform's consent URL for this character's channel (the Connect link redirects to it): 404 for another buyer's character. */
export async function startChannelConnect(session: SessionUser, characterId: string, platform: PublishPlatform) {
  await ownedCharacter(session.user.id, characterId);
  const oauth = PLATFORM_OAUTH[platform];
  const credentials = oauth.credentials();
  if (!credentials) throw new ConflictError(notConfiguredText(platform));
  const existing = await prisma().publishingChannel.findUnique({ where: { characterId_platform: { characterId, platform } } });
  if (existing?.kind === "demo") throw demoInTheWay(platform);
  const { state, codeVerifier } = await issueOAuthState(session, { platform, characterId }, "channelConnectPerUser");
  return { authUrl: oauth.authorizeUrl(credentials, state, codeVerifier).toString() };
}

export type CallbackQuery = { code?: string; state?: string; error?: string; error_description?: string; error_reason?: string };

/**
 * The platform's redirect: a refusal (the buyer said no) is shown in the platform's words; then the
 * state is claimed once, the character checked again (still the buyer's: else 404), the code
 * swapped, and the channel made (or a broken one repaired) with its tokens sealed.
 */
export async function completeChannelConnect(session: SessionUser | null, platform: PublishPlatform, query: CallbackQuery) {
  const { label } = PLATFORMS[platform];
  if (query.error) {
    const words = query.error_description || query.error_reason || query.error;
    throw new BadRequestError(`${label} did not grant access: ${words}.`);
  }
  const { row, code, codeVerifier } = await claimOAuthState(session, { platform }, query);
  const characterId = row.characterId!;
  await ownedCharacter(row.userId, characterId);
  const oauth = PLATFORM_OAUTH[platform];
  const credentials = oauth.credentials();
  if (!credentials) throw new ConflictError(notConfiguredText(platform));
  const { tokens, displayName } = await oauth.exchange(credentials, code, codeVerifier);

  const existing = await prisma().publishingChannel.findUnique({ where: { characterId_platform: { characterId, platform } } });
  if (existing?.kind === "demo") throw demoInTheWay(platform);
  const id = existing?.id ?? randomUUID();
  const fields = {
    kind: "real" as const,
    displayName,
    tokensSealed: sealChannelTokens(id, tokens),
    status: "active" as const,
    statusReason: null,
  };
  const channel = await prisma().publishingChannel.upsert({
    where: { characterId_platform: { characterId, platform } },
    create: { id, characterId, platform, ...fields },
    update: fields,
  });
  return { characterId, channel: toChannelDto(channel) };
}

/** Names the flow to an opener, had the page been opened as a popup (the links open it in the tab). */
const CHANNEL_CONNECT_MESSAGE = "publishing-channel-connect";
const calendarHref = (characterId: string) => `/user/characters/${characterId}?step=posts`;
const BACK = { href: "/user/characters", label: "Back to your characters" };

const failurePage = (platform: PublishPlatform, error: unknown) => {
  const { label } = PLATFORMS[platform];
  if (!(error instanceof HttpError)) console.error(`[publishing] connect ${platform}`, error);
  const failure = error instanceof HttpError ? error : new HttpError(502, `${label} could not be reached. Please try again in a moment.`);
  return connectResultPage(failure.status, `${label} not connected`, failure.message, false, CHANNEL_CONNECT_MESSAGE, BACK);
};

/**
 * GET .../channels/{platform}/connect: the Connect (and Reconnect) link of the calendar and the
 * dashboard. It sends the browser to the platform's consent (303), or shows why not in a page with
 * the same status (404 for another buyer's character, 409 without the app's keys).
 */
export async function connectRedirect(session: SessionUser, characterId: string, platform: PublishPlatform) {
  try {
    const { authUrl } = await startChannelConnect(session, characterId, platform);
    return new Response(null, { status: 303, headers: { Location: authUrl, "Cache-Control": "no-store" } });
  } catch (error) {
    return failurePage(platform, error);
  }
}

/** GET /api/publishing/{platform}/callback: back to the calendar when connected, else a page saying why not. */
export async function finishChannelConnect(session: SessionUser | null, platform: PublishPlatform, query: CallbackQuery) {
  try {
    const { characterId } = await completeChannelConnect(session, platform, query);
    return new Response(null, { status: 303, headers: { Location: `${calendarHref(characterId)}&connected=${platform}`, "Cache-Control": "no-store" } });
  } catch (error) {
    return failurePage(platform, error);
  }
}

/** GET .../channels: the character's channels, and which real accounts this server can connect. */
export async function channelsView(userId: string, characterId: string) {
  return { channels: await listChannels(userId, characterId), connect: connectOptions() };
}
