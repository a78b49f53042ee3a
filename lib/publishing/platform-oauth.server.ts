import "server-only";
import { CodeChallengeMethod, OAuth2Client, OAuth2RequestError, OAuth2Tokens } from "arctic";
import { appUrl, env } from "@/lib/env";
import { BadRequestError, ServiceUnavailableError } from "@/lib/api/errors";
import { joinUrl } from "@/lib/storage/http.server";
import type { TokenSet } from "@/lib/storage/providers/types";
import type { ChannelTokens } from "./channel-tokens.server";
import { PublishError } from "./adapter";
import { PLATFORMS, type PublishPlatform } from "./platforms";

// Connecting a character's real account (issue 47, decision 438): the authorisation-code flow of
// each platform through arctic's OAuth2Client, which takes each endpoint as an argument, so every
// host comes from the env module (the real ones by default, stand-ins in tests). Google speaks
// RFC 6749/7009 as arctic's generic client does. TikTok (client_key instead of client_id) and
// Facebook (client credentials in the query, Graph API errors, DELETE /me/permissions) do not, so
// their token calls are written here in their own shapes, read through arctic's OAuth2Tokens.
// Scopes: the fewest each platform needs to publish (docs/publishing.md says why each one).

export type Credentials = { clientId: string; clientSecret: string };

export type PlatformOAuth = {
  /** The settings it waits for, named on the disabled Connect button. */
  envNames: readonly string[];
  scopes: readonly string[];
  credentials(): Credentials | null;
  authorizeUrl(credentials: Credentials, state: string, codeVerifier: string): URL;
  /** Swaps the code for tokens and names the account; a refusal carries the platform's words. */
  exchange(credentials: Credentials, code: string, codeVerifier: string): Promise<{ tokens: ChannelTokens; displayName: string }>;
  /** Ends the grant at the platform (Disconnect). Throws when the platform did not confirm it. */
  revoke(credentials: Credentials, tokens: ChannelTokens): Promise<void>;
};

export const channelRedirectUri = (platform: PublishPlatform) => new URL(`/api/publishing/${platform}/callback`, appUrl()).toString();

const pair = (id: string | undefined, secret: string | undefined): Credentials | null => (id && secret ? { clientId: id, clientSecret: secret } : null);

const fromArctic = (tokens: OAuth2Tokens, previousRefresh?: string): TokenSet => ({
  accessToken: tokens.accessToken(),
  refreshToken: tokens.hasRefreshToken() ? tokens.refreshToken() : previousRefresh,
  expiresAt: "expires_in" in tokens.data ? tokens.accessTokenExpiresAt().getTime() : undefined,
});

/** A platform's refusal of a code or a token, in its words; a failure to reach it is a 503. */
function refusedBy(label: string, error: unknown): Error {
  if (error instanceof OAuth2RequestError) return new BadRequestError(`${label} refused the connection: ${error.description ?? error.code}`);
  if (error instanceof BadRequestError) return error;
  return new ServiceUnavailableError(`${label} could not be reached to finish the connection; try again in a minute.`);
}

/** Each call to a platform gives up after this long: a hung platform must not hang a Disconnect or an account's closure. */
const CALL_MS = 10_000;
const timeout = () => AbortSignal.timeout(CALL_MS);

/** arctic's calls take no signal, so they race the same limit. */
function within<T>(call: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CALL_MS / 1000} s`)), CALL_MS);
  });
  return Promise.race([call, limit]).finally(() => clearTimeout(timer));
}

async function readJson<T>(res: Response): Promise<T> {
  return (await res.json().catch(() => ({}))) as T;
}

// --- YouTube: Google's OAuth 2 for web servers ---------------------------------------------------

const YOUTUBE_SCOPE = "https://www.googleapis.com/auth/youtube.upload";

const google = (c: Credentials) => new OAuth2Client(c.clientId, c.clientSecret, channelRedirectUri("youtube"));

const youtube: PlatformOAuth = {
  envNames: ["GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET"],
  scopes: [YOUTUBE_SCOPE],
  credentials: () => pair(env().GOOGLE_CLIENT_ID, env().GOOGLE_CLIENT_SECRET),
  authorizeUrl(c, state, codeVerifier) {
    const url = google(c).createAuthorizationURLWithPKCE(env().GOOGLE_AUTH_URL, state, CodeChallengeMethod.S256, codeVerifier, [YOUTUBE_SCOPE]);
    // offline + consent: a refresh token every time, so the worker can publish while the buyer is away.
    url.searchParams.set("access_type", "offline");
    url.searchParams.set("prompt", "consent");
    return url;
  },
  async exchange(c, code, codeVerifier) {
    try {
      const tokens = fromArctic(await within(google(c).validateAuthorizationCode(env().GOOGLE_TOKEN_URL, code, codeVerifier)));
      // youtube.upload cannot read the channel's name (channels.list wants a read scope we do not ask for).
      return { tokens, displayName: "YouTube channel (upload only)" };
    } catch (error) {
      throw refusedBy("YouTube", error);
    }
  },
  async revoke(c, tokens) {
    // Revoking the refresh token ends the whole grant; the endpoint sits beside the token one.
    await within(google(c).revokeToken(new URL("revoke", env().GOOGLE_TOKEN_URL).toString(), tokens.refreshToken ?? tokens.accessToken));
  },
};

// --- TikTok: Login Kit v2 --------------------------------------------------------------------------

/** video.publish (Direct Post) is asked only where the operator offers direct posting (decision 443). */
const tiktokScopes = () => ["user.info.basic", "video.upload", ...(env().TIKTOK_DIRECT_POST ? ["video.publish"] : [])];

type TikTokToken = { access_token?: string; open_id?: string; error?: string; error_description?: string };

async function tiktokForm(url: string, form: Record<string, string>) {
  let res: Response;
  try {
    res = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(form),
      signal: timeout(),
    });
  } catch {
    throw new ServiceUnavailableError("TikTok could not be reached; try again in a minute.");
  }
  // TikTok answers its OAuth errors with { error, error_description }, at 200 as at 4xx.
  const json = await readJson<TikTokToken & Record<string, unknown>>(res);
  if (!res.ok || json.error) throw new BadRequestError(`TikTok refused the connection: ${json.error_description || json.error || `answered ${res.status}`}`);
  return json;
}

const tiktok: PlatformOAuth = {
  envNames: ["TIKTOK_CLIENT_KEY", "TIKTOK_CLIENT_SECRET"],
  get scopes() {
    return tiktokScopes();
  },
  credentials: () => pair(env().TIKTOK_CLIENT_KEY, env().TIKTOK_CLIENT_SECRET),
  authorizeUrl(c, state, codeVerifier) {
    const url = new OAuth2Client(c.clientId, null, channelRedirectUri("tiktok")).createAuthorizationURLWithPKCE(
      env().TIKTOK_AUTH_URL,
      state,
      CodeChallengeMethod.S256,
      codeVerifier,
      [],
    );
    // TikTok names the app client_key and separates scopes with commas.
    url.searchParams.delete("client_id");
    url.searchParams.set("client_key", c.clientId);
    url.searchParams.set("scope", tiktokScopes().join(","));
    return url;
  },
  async exchange(c, code, codeVerifier) {
    const api = env().TIKTOK_API_URL;
    const json = await tiktokForm(joinUrl(api, "v2/oauth/token/"), {
      client_key: c.clientId,
      client_secret: c.clientSecret,
      code,
      grant_type: "authorization_code",
      redirect_uri: channelRedirectUri("tiktok"),
      code_verifier: codeVerifier,
    });
    const tokens: ChannelTokens = { ...fromArctic(new OAuth2Tokens(json)), accountId: json.open_id };
    const info = await fetch(`${joinUrl(api, "v2/user/info/")}?fields=open_id,display_name`, {
      headers: { Authorization: `Bearer ${tokens.accessToken}` },
      signal: timeout(),
    })
      .then((res) => readJson<{ data?: { user?: { display_name?: string } } }>(res))
      .catch(() => ({}) as { data?: { user?: { display_name?: string } } });
    return { tokens, displayName: info.data?.user?.display_name || "TikTok account" };
  },
  async revoke(c, tokens) {
    await tiktokForm(joinUrl(env().TIKTOK_API_URL, "v2/oauth/revoke/"), { client_key: c.clientId, client_secret: c.clientSecret, token: tokens.accessToken });
  },
};

// --- Instagram: Facebook Login, the IG professional account linked to one of the buyer's Pages ---

const INSTAGRAM_SCOPES = ["instagram_basic", "instagram_content_publish", "pages_show_list", "pages_read_engagement"];

type GraphToken = { access_token?: string; expires_in?: number; error?: { message?: string; code?: number } };

async function graphGet<T extends { error?: { message?: string; code?: number } }>(url: string, params: Record<string, string>) {
  let res: Response;
  try {
    res = await fetch(`${url}?${new URLSearchParams(params)}`, { signal: timeout() });
  } catch {
    throw new ServiceUnavailableError("Facebook could not be reached; try again in a minute.");
  }
  const json = await readJson<T>(res);
  return { ok: res.ok && !json.error, status: res.status, json };
}

/** Swaps a Facebook user token (short- or long-lived) for a fresh long-lived one (about 60 days). */
export async function refreshFacebookToken(apiUrl: string, c: Credentials, token: string): Promise<TokenSet> {
  const { ok, status, json } = await graphGet<GraphToken>(joinUrl(apiUrl, "oauth/access_token"), {
    grant_type: "fb_exchange_token",
    client_id: c.clientId,
    client_secret: c.clientSecret,
    fb_exchange_token: token,
  });
  if (!ok || !json.access_token) {
    // 190: the token is invalid, expired or the buyer removed the app: only a new login helps.
    if (json.error?.code === 190)
      throw new PublishError("reconnect", `Instagram refused the connection: ${json.error.message ?? "the session was invalidated"}`);
    throw new Error(`Facebook answered ${status}: ${json.error?.message ?? "no token"}`);
  }
  const tokens = fromArctic(new OAuth2Tokens(json));
  // The long-lived token is its own refresh: it is exchanged again before it runs out.
  return { ...tokens, refreshToken: tokens.accessToken };
}

type Pages = { data?: { name?: string; instagram_business_account?: { id: string; username?: string } }[]; error?: { message?: string; code?: number } };

async function deletePermissions(apiUrl: string, token: string) {
  const res = await fetch(`${joinUrl(apiUrl, "me/permissions")}?${new URLSearchParams({ access_token: token })}`, { method: "DELETE", signal: timeout() });
  const json = await readJson<{ success?: boolean; error?: { message?: string } }>(res);
  if (!res.ok || !json.success) throw new Error(`Facebook answered ${res.status}: ${json.error?.message ?? "the grant was not removed"}`);
}

const facebook = (c: Credentials) => new OAuth2Client(c.clientId, c.clientSecret, channelRedirectUri("instagram"));

const instagram: PlatformOAuth = {
  envNames: ["FACEBOOK_APP_ID", "FACEBOOK_APP_SECRET"],
  scopes: INSTAGRAM_SCOPES,
  credentials: () => pair(env().FACEBOOK_APP_ID, env().FACEBOOK_APP_SECRET),
  authorizeUrl(c, state, codeVerifier) {
    return facebook(c).createAuthorizationURLWithPKCE(env().FACEBOOK_AUTH_URL, state, CodeChallengeMethod.S256, codeVerifier, INSTAGRAM_SCOPES);
  },
  async exchange(c, code, codeVerifier) {
    const api = env().INSTAGRAM_API_URL;
    const short = await graphGet<GraphToken>(joinUrl(api, "oauth/access_token"), {
      client_id: c.clientId,
      client_secret: c.clientSecret,
      redirect_uri: channelRedirectUri("instagram"),
      code,
      code_verifier: codeVerifier,
    });
    if (!short.ok || !short.json.access_token)
      throw new BadRequestError(`Facebook refused the connection: ${short.json.error?.message ?? `answered ${short.status}`}`);
    const tokens = await refreshFacebookToken(api, c, short.json.access_token).catch((error: Error) => {
      throw new BadRequestError(`Facebook refused the connection: ${error.message}`);
    });
    const pages = await graphGet<Pages>(joinUrl(api, "me/accounts"), {
      fields: "name,instagram_business_account{id,username}",
      access_token: tokens.accessToken,
    });
    const page = pages.json.data?.find((p) => p.instagram_business_account);
    if (!page?.instagram_business_account) {
      // Nothing to publish to: the grant is given back rather than kept unused.
      await deletePermissions(api, tokens.accessToken).catch(() => undefined);
      throw new BadRequestError(
        pages.ok
          ? "No Instagram professional account is linked to a Facebook Page you manage. Link one in Instagram (Settings › Account type and tools), then connect again."
          : `Facebook refused the connection: ${pages.json.error?.message ?? `answered ${pages.status}`}`,
      );
    }
    const account = page.instagram_business_account;
    return { tokens: { ...tokens, accountId: account.id }, displayName: account.username ? `@${account.username}` : (page.name ?? "Instagram account") };
  },
  async revoke(_c, tokens) {
    await deletePermissions(env().INSTAGRAM_API_URL, tokens.accessToken);
  },
};

export const PLATFORM_OAUTH: Record<PublishPlatform, PlatformOAuth> = { youtube, instagram, tiktok };

/** "YouTube waits for GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET on the server." */
export const notConfiguredText = (platform: PublishPlatform) =>
  `Connecting ${PLATFORMS[platform].label} waits for ${PLATFORM_OAUTH[platform].envNames.join(" and ")} on the server.`;
