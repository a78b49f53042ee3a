import "server-only";
import { failureOfStatus, ProviderError } from "@/lib/net/provider-error";
import type { TokenSet } from "./providers/types";

// HTTP helpers shared by the provider modules: token endpoints (form-encoded, RFC 6749) and
// JSON API calls, with the provider's failures turned into the few errors the app reacts to.

// A drive that answers but refuses throws the shared ProviderError with its status as
// upstreamStatus (401: the access token is no longer accepted); its technical message is mapped
// to a plain one before a buyer sees it (providerFailure in ./connections).
const refused = (url: string, status: number, message: string) => new ProviderError(new URL(url).host, failureOfStatus(status), message, status);

/** The refresh token was revoked or expired (OAuth error invalid_grant): the user must reconnect. */
export class RefreshRevokedError extends Error {
  constructor(message = "The cloud storage authorisation was revoked or has expired") {
    super(message);
    this.name = "RefreshRevokedError";
  }
}

type TokenResponse = { access_token?: string; refresh_token?: string; expires_in?: number; error?: string; error_description?: string };

/** POSTs a token request; returns the token set, keeping `previousRefresh` when none is returned. */
export async function requestToken(url: string, params: Record<string, string>, previousRefresh?: string): Promise<TokenSet> {
  const res = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
    body: new URLSearchParams(params),
  });
  const json = (await res.json().catch(() => ({}))) as TokenResponse;
  if (!res.ok || !json.access_token) {
    if (json.error === "invalid_grant" && params.grant_type === "refresh_token") throw new RefreshRevokedError();
    throw refused(url, res.status, json.error_description ?? json.error ?? `Token request failed (${res.status})`);
  }
  return {
    accessToken: json.access_token,
    // Google and Dropbox do not rotate refresh tokens on refresh; Microsoft does.
    refreshToken: json.refresh_token ?? previousRefresh,
    expiresAt: typeof json.expires_in === "number" ? Date.now() + json.expires_in * 1000 : undefined,
  };
}

/** Calls a provider API with a bearer token and reads its JSON; a non-OK answer throws ProviderError. */
export async function callApi<T>(url: string, accessToken: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(url, { ...init, headers: { ...init.headers, Authorization: `Bearer ${accessToken}` } });
  const text = await res.text();
  if (!res.ok) throw refused(url, res.status, `${new URL(url).pathname} answered ${res.status}: ${text.slice(0, 200)}`);
  return (text ? JSON.parse(text) : {}) as T;
}

/** Joins a base URL (which may carry a path) and an API path. */
export function joinUrl(base: string, path: string) {
  return `${base.replace(/\/+$/, "")}/${path.replace(/^\/+/, "")}`;
}
