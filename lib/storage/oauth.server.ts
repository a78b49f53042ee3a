import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { prisma } from "@/lib/db/client.server";
import { appUrl } from "@/lib/env";
import { open, seal, SealError, sealPurpose } from "@/lib/crypto/crypto.server";
import { signId, verifySignedId } from "@/lib/crypto/signed-id.server";
import { BadRequestError, ConflictError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session.server";
import { throttle } from "@/lib/policy/throttle.server";
import { saveConnection } from "./tokens.server";
import type { StorageProvider } from "./providers/types";

// The authorisation-code flow with PKCE (S256). `state` is "<id>.<hmac>": the HMAC shows we
// issued it, the OAuthState row binds it to the session that started the flow, and usedAt
// makes it single-use. See docs/decisions/060-cloud-storage-oauth.md.
const STATE_TTL_MS = 10 * 60 * 1000;

export function redirectUri(provider: StorageProvider) {
  return new URL(`/api/cloud-storage/${provider.id}/callback`, appUrl()).toString();
}

const verifiedStateId = (state: string) => verifySignedId("oauth-state", state);

export function notConfiguredMessage(provider: StorageProvider) {
  return `${provider.label} is not configured. Set ${provider.envNames.join(" and ")} on the server to enable it.`;
}

/** Starts a connect: stores a single-use state + PKCE verifier and returns the provider's URL. */
export async function startAuthorization(session: SessionUser, provider: StorageProvider) {
  const credentials = provider.credentials();
  if (!credentials) throw new ConflictError(notConfiguredMessage(provider));
  await throttle("storageConnectPerUser", session.user.id);
  const id = randomBytes(24).toString("base64url");
  const codeVerifier = randomBytes(48).toString("base64url");
  const codeChallenge = createHash("sha256").update(codeVerifier).digest("base64url");
  await prisma().oAuthState.create({
    data: {
      id,
      userId: session.user.id,
      sessionId: session.sessionId,
      provider: provider.id,
      codeVerifier: seal(codeVerifier, sealPurpose.oauthCodeVerifier(id)),
      expiresAt: new Date(Date.now() + STATE_TTL_MS),
    },
  });
  const state = signId("oauth-state", id);
  return { authUrl: provider.authorizeUrl({ clientId: credentials.clientId, redirectUri: redirectUri(provider), state, codeChallenge }) };
}

const REFUSED = "This connection link is invalid or has expired. Close this window and press Connect again.";

/** A verifier that no longer opens (moved, tampered, key rotated away) refuses the link like an expired one. */
function openVerifier(row: { id: string; codeVerifier: string }) {
  try {
    return open(row.codeVerifier, sealPurpose.oauthCodeVerifier(row.id));
  } catch (error) {
    if (error instanceof SealError) throw new BadRequestError(REFUSED);
    throw error;
  }
}

/** Finishes a connect from the provider's redirect: checks the state, swaps the code, stores the connection. */
export async function completeAuthorization(
  session: SessionUser | null,
  provider: StorageProvider,
  query: { code?: string; state?: string; error?: string; error_description?: string },
) {
  if (query.error) throw new BadRequestError(query.error === "access_denied" ? "Access was not granted." : (query.error_description ?? query.error));
  const id = query.state ? verifiedStateId(query.state) : null;
  if (!id || !query.code || !session) throw new BadRequestError(REFUSED);

  // Claim the state atomically: a second use (replay, double submit) matches no row.
  const claimed = await prisma().oAuthState.updateMany({
    where: { id, usedAt: null, provider: provider.id, userId: session.user.id, sessionId: session.sessionId, expiresAt: { gt: new Date() } },
    data: { usedAt: new Date() },
  });
  if (claimed.count !== 1) throw new BadRequestError(REFUSED);
  const row = await prisma().oAuthState.findUniqueOrThrow({ where: { id } });

  const credentials = provider.credentials();
  if (!credentials) throw new ConflictError(notConfiguredMessage(provider));
  const tokens = await provider.exchangeCode({ code: query.code, codeVerifier: openVerifier(row), redirectUri: redirectUri(provider), credentials });
  const account = await provider.account(tokens.accessToken);
  await saveConnection(session.user.id, provider.id, tokens, account);
  return { provider, account };
}
