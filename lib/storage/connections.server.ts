import "server-only";
import { prisma } from "@/lib/db/client.server";
import { HttpError, NotFoundError } from "@/lib/api/errors";
import type { CloudProviderView, ConnectionsResponse, TestConnectionResponse } from "@/lib/validation/cloud-connection";
import { ProviderError } from "@/lib/net/provider-error";
import { demoDriveOffered, providers, PROVIDER_IDS, type Drive } from "./providers/providers.server";
import { demoDrive } from "./providers/demo-drive.server";
import { freshAccessToken, markBroken, openTokens, ReconnectNeededError } from "./tokens.server";

/**
 * GET /api/cloud-storage/connections: the user's connections (never tokens) and which providers
 * are set up; while the demo drive is offered it comes last, always set up (decisions 205, 340).
 */
export async function listConnections(userId: string): Promise<ConnectionsResponse> {
  const demo = demoDriveOffered();
  const rows = await prisma().cloudConnection.findMany({
    where: { userId, ...(!demo && { provider: { not: "demo" } }) },
    orderBy: { createdAt: "asc" },
    select: { provider: true, displayName: true, email: true, status: true, createdAt: true },
  });
  return {
    connections: rows.map((r) => ({
      provider: r.provider,
      displayName: r.displayName,
      email: r.email,
      status: r.status === "broken" ? "broken" : "active",
      connectedAt: r.createdAt.toISOString(),
    })),
    providers: PROVIDER_IDS.map((id): CloudProviderView => {
      const p = providers[id];
      return { provider: id, label: p.label, configured: p.credentials() !== null, missing: p.credentials() ? [] : [...p.envNames] };
    }).concat(demo ? [{ provider: demoDrive.id, label: demoDrive.label, configured: true, missing: [] }] : []),
  };
}

/** DELETE /api/cloud-storage/{provider}: forgets the connection and its tokens. */
export async function disconnect(userId: string, provider: Drive) {
  const row = await prisma().cloudConnection.findUnique({ where: { userId_provider: { userId, provider: provider.id } } });
  if (!row) throw new NotFoundError();
  // Best effort: a provider that is down or already forgot the grant must not block disconnecting.
  await Promise.resolve()
    .then(() => {
      const tokens = openTokens(row);
      return tokens && provider.revoke?.(tokens);
    })
    .catch((error) => console.warn(`[storage] ${provider.id} revoke failed:`, String(error)));
  await prisma().cloudConnection.deleteMany({ where: { id: row.id } });
  return { success: true };
}

/** A provider that is down or answers oddly is a 502 with a plain message, not a 500. */
export function providerFailure(provider: Drive, error: unknown): HttpError {
  // First: a ProviderError is an HttpError too, but its message is the drive's own words.
  if (error instanceof ProviderError)
    return new HttpError(502, `${provider.label} refused the request (${error.upstreamStatus ?? error.reason}). Please try again.`);
  if (error instanceof HttpError) return error;
  console.error(`[storage] ${provider.id}`, error);
  return new HttpError(502, `${provider.label} could not be reached. Please try again in a moment.`);
}

/**
 * POST /api/cloud-storage/{provider}/test: refreshes an expired access token, then makes the
 * provider's "who am I" call. A revoked authorisation answers success: false and leaves the
 * connection listed as broken.
 */
export async function testConnection(userId: string, provider: Drive): Promise<TestConnectionResponse> {
  let tokenRefreshed = false;
  try {
    let token = await freshAccessToken(userId, provider);
    tokenRefreshed = token.refreshed;
    const account = await provider.account(token.accessToken).catch(async (error) => {
      // Revoked early or expired without us knowing: one refresh, then one more try.
      if (!(error instanceof ProviderError && error.upstreamStatus === 401) || tokenRefreshed) throw error;
      token = await freshAccessToken(userId, provider, { forceRefresh: true });
      tokenRefreshed = true;
      return provider.account(token.accessToken);
    });
    await prisma().cloudConnection.updateMany({
      where: { userId, provider: provider.id },
      data: { displayName: account.displayName, email: account.email, status: "active" },
    });
    return { success: true, tokenRefreshed };
  } catch (error) {
    if (error instanceof NotFoundError) throw error;
    if (error instanceof ReconnectNeededError) return { success: false, tokenRefreshed: false, message: error.message };
    if (error instanceof ProviderError && error.upstreamStatus === 401) {
      await markBroken(userId, provider.id);
      return { success: false, tokenRefreshed, message: new ReconnectNeededError(provider).message };
    }
    return { success: false, tokenRefreshed, message: providerFailure(provider, error).message };
  }
}
