import "server-only";
import { appUrl } from "@/lib/env";
import { BadRequestError, ConflictError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session.server";
import { claimOAuthState, issueOAuthState } from "@/lib/auth/oauth-state.server";
import { saveConnection } from "./tokens.server";
import type { StorageProvider } from "./providers/types";

// The authorisation-code flow with PKCE (S256). The state and verifier are the shared ones of
// lib/auth/oauth-state.server.ts (signed, bound to the session and user, single-use, expiring).
// See docs/decisions/060-cloud-storage-oauth.md.

export function redirectUri(provider: StorageProvider) {
  return new URL(`/api/cloud-storage/${provider.id}/callback`, appUrl()).toString();
}

export function notConfiguredMessage(provider: StorageProvider) {
  return `${provider.label} is not configured. Set ${provider.envNames.join(" and ")} on the server to enable it.`;
}

/** Starts a connect: stores a single-use state + PKCE verifier and returns the provider's URL. */
export async function startAuthorization(session: SessionUser, provider: StorageProvider) {
  const credentials = provider.credentials();
  if (!credentials) throw new ConflictError(notConfiguredMessage(provider));
  const { state, codeChallenge } = await issueOAuthState(session, { provider: provider.id }, "storageConnectPerUser");
  return { authUrl: provider.authorizeUrl({ clientId: credentials.clientId, redirectUri: redirectUri(provider), state, codeChallenge }) };
}

/** Finishes a connect from the provider's redirect: checks the state, swaps the code, stores the connection. */
export async function completeAuthorization(
  session: SessionUser | null,
  provider: StorageProvider,
  query: { code?: string; state?: string; error?: string; error_description?: string },
) {
  if (query.error) throw new BadRequestError(query.error === "access_denied" ? "Access was not granted." : (query.error_description ?? query.error));
  const { code, codeVerifier } = await claimOAuthState(session, { provider: provider.id }, query);
  const credentials = provider.credentials();
  if (!credentials) throw new ConflictError(notConfiguredMessage(provider));
  const tokens = await provider.exchangeCode({ code, codeVerifier, redirectUri: redirectUri(provider), credentials });
  const account = await provider.account(tokens.accessToken);
  await saveConnection(session!.user.id, provider.id, tokens, account);
  return { provider, account };
}
