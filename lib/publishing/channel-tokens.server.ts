import "server-only";
import { prisma } from "@/lib/db/client.server";
import { open, seal, sealPurpose } from "@/lib/crypto/crypto.server";
import { RefreshRevokedError } from "@/lib/storage/http.server";
import type { TokenSet } from "@/lib/storage/providers/types";
import { PublishError } from "./adapter";

const REFRESH_MARGIN_MS = 60_000;

/**
 * A real channel's access token, refreshed through `refresh` when it expires within a minute; the
 * fresh set is sealed back on the channel, bound to its row. A revoked grant is a "reconnect"
 * refusal (the channel then says "Reconnect needed"); a failed refresh call is transient.
 */
/** The sealed set: the platform's tokens and, where its API needs it, the account's id there. */
export type ChannelTokens = TokenSet & { accountId?: string };

export async function channelAccessToken(
  channel: { id: string; tokensSealed: string | null },
  label: string,
  refresh: (refreshToken: string) => Promise<TokenSet>,
): Promise<{ accessToken: string; accountId?: string }> {
  if (!channel.tokensSealed) throw new PublishError("reconnect", `${label}: this channel has no connection; reconnect it`);
  const purpose = sealPurpose.publishingChannelTokens(channel.id);
  const tokens = JSON.parse(open(channel.tokensSealed, purpose)) as ChannelTokens;
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
  await prisma().publishingChannel.update({ where: { id: channel.id }, data: { tokensSealed: seal(JSON.stringify(fresh), purpose) } });
  return { accessToken: fresh.accessToken, accountId: fresh.accountId };
}
