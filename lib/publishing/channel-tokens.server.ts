import "server-only";
import { prisma } from "@/lib/db/client.server";
import { open, seal, sealPurpose } from "@/lib/crypto/crypto.server";
import { RefreshRevokedError } from "@/lib/storage/http.server";
import type { TokenSet } from "@/lib/storage/providers/types";
import { PublishError } from "./adapter";

const REFRESH_MARGIN_MS = 60_000;

/** The sealed set: the platform's tokens and, where its API needs it, the account's id there. */
export type ChannelTokens = TokenSet & { accountId?: string };

/** A channel's token set sealed for its own row (bound to the id, so it opens nowhere else). */
export const sealChannelTokens = (channelId: string, tokens: ChannelTokens) => seal(JSON.stringify(tokens), sealPurpose.publishingChannelTokens(channelId));

/** The token set sealed on a channel's row. */
export const openChannelTokens = (channel: { id: string; tokensSealed: string }) =>
  JSON.parse(open(channel.tokensSealed, sealPurpose.publishingChannelTokens(channel.id))) as ChannelTokens;

/**
 * A real channel's access token, refreshed through `refresh` when it expires within a minute; the
 * fresh set is sealed back on the channel, bound to its row. A revoked grant is a "reconnect"
 * refusal (the channel then says "Reconnect needed"); a failed refresh call is transient.
 */
export async function channelAccessToken(
  channel: { id: string; tokensSealed: string | null },
  label: string,
  refresh: (refreshToken: string) => Promise<TokenSet>,
): Promise<{ accessToken: string; accountId?: string }> {
  if (!channel.tokensSealed) throw new PublishError("reconnect", `${label}: this channel has no connection; reconnect it`);
  const tokens = openChannelTokens({ id: channel.id, tokensSealed: channel.tokensSealed });
  if (tokens.expiresAt === undefined || tokens.expiresAt - Date.now() > REFRESH_MARGIN_MS)
    return { accessToken: tokens.accessToken, accountId: tokens.accountId };
  if (!tokens.refreshToken) throw new PublishError("reconnect", `${label}: the connection expired; reconnect the channel`);
  let fresh: ChannelTokens;
  try {
    fresh = { ...(await refresh(tokens.refreshToken)), accountId: tokens.accountId };
  } catch (error) {
    if (error instanceof PublishError) throw error;
    if (error instanceof RefreshRevokedError) throw new PublishError("reconnect", `${label}: the connection was revoked or has expired; reconnect the channel`);
    throw new PublishError("transient", `${label} could not refresh the connection: ${(error as Error).message}`);
  }
  await prisma().publishingChannel.update({ where: { id: channel.id }, data: { tokensSealed: sealChannelTokens(channel.id, fresh) } });
  return { accessToken: fresh.accessToken, accountId: fresh.accountId };
}
