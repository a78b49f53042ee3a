import "server-only";
import { prisma } from "@/lib/db/client.server";
import { open, seal, SealError, sealPurpose } from "@/lib/crypto/crypto.server";
import { HttpError, NotFoundError } from "@/lib/api/errors";
import { ProviderError } from "@/lib/net/provider-error";
import { RefreshRevokedError } from "./http.server";
import { isOAuthProvider, type AccountInfo, type Drive, type DriveId, type TokenSet } from "./providers/types";

// Tokens live only here: sealed at rest, opened on the server for a provider call, never
// returned by any endpoint.
const EXPIRY_MARGIN_MS = 60_000;

export async function saveConnection(userId: string, provider: DriveId, tokens: TokenSet, account: AccountInfo) {
  const data = {
    displayName: account.displayName,
    email: account.email,
    tokensSealed: seal(JSON.stringify(tokens), sealPurpose.cloudConnectionTokens(userId, provider)),
    status: "active",
  };
  await prisma().cloudConnection.upsert({ where: { userId_provider: { userId, provider } }, create: { userId, provider, ...data }, update: data });
}

export async function findConnection(userId: string, provider: DriveId) {
  const row = await prisma().cloudConnection.findUnique({ where: { userId_provider: { userId, provider } } });
  if (!row) throw new NotFoundError();
  return row;
}

export async function markBroken(userId: string, provider: DriveId) {
  await prisma().cloudConnection.updateMany({ where: { userId, provider }, data: { status: "broken" } });
}

/** 409 with `reconnect: true`, so the browser can offer the Connect button again. */
export class ReconnectNeededError extends HttpError {
  constructor(provider: Drive) {
    super(409, `Your ${provider.label} connection has expired or was revoked. Reconnect ${provider.label} and try again.`, {}, { reconnect: true });
  }
}

/** The connection's tokens, or undefined when they no longer open (a rotated-away key, a moved or tampered value). */
export function openTokens(row: { userId: string; provider: string; tokensSealed: string }): TokenSet | undefined {
  try {
    return JSON.parse(open(row.tokensSealed, sealPurpose.cloudConnectionTokens(row.userId, row.provider))) as TokenSet;
  } catch (error) {
    if (error instanceof SealError) return undefined;
    throw error;
  }
}

/**
 * A usable access token for the user's connection, refreshed first when it has expired.
 * A refused refresh, or tokens that no longer open, mark the connection broken (kept, so the
 * user sees it and reconnects).
 */
export async function freshAccessToken(userId: string, provider: Drive, options: { forceRefresh?: boolean } = {}) {
  const row = await findConnection(userId, provider.id);
  const tokens = openTokens(row);
  if (!tokens) {
    await markBroken(userId, provider.id);
    throw new ReconnectNeededError(provider);
  }
  const expired = tokens.expiresAt !== undefined && tokens.expiresAt - EXPIRY_MARGIN_MS <= Date.now();
  if (!expired && !options.forceRefresh) return { accessToken: tokens.accessToken, refreshed: false };

  // The demo drive's token never expires; a real drive refreshes with its OAuth app.
  const credentials = isOAuthProvider(provider) ? provider.credentials() : null;
  if (!tokens.refreshToken || !credentials || !isOAuthProvider(provider)) {
    await markBroken(userId, provider.id);
    throw new ReconnectNeededError(provider);
  }
  try {
    const next = await provider.refresh(tokens.refreshToken, credentials);
    await prisma().cloudConnection.update({
      where: { id: row.id },
      data: { tokensSealed: seal(JSON.stringify(next), sealPurpose.cloudConnectionTokens(userId, provider.id)), status: "active" },
    });
    return { accessToken: next.accessToken, refreshed: true };
  } catch (error) {
    if (error instanceof RefreshRevokedError || (error instanceof ProviderError && error.upstreamStatus === 401)) {
      await markBroken(userId, provider.id);
      throw new ReconnectNeededError(provider);
    }
    throw error;
  }
}
