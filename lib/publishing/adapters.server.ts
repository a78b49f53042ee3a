import "server-only";
import type { ChannelForAdapter, PlatformAdapter } from "./adapter";
import { env } from "@/lib/env";
import { demoChannel } from "./demo-channel.server";
import { youtubeAdapter } from "./youtube.server";
import { tiktokAdapter } from "./tiktok.server";
import { instagramAdapter } from "./instagram.server";
import { PLATFORM_OAUTH, refreshFacebookToken } from "./platform-oauth.server";
import { RefreshRevokedError } from "@/lib/storage/http.server";

// Which adapter publishes for a channel (issue 47): the demo channel, or the platform's own
// (YouTube's resumable upload, Instagram's container flow, TikTok's inbox upload).
// YouTube uses the site's Google OAuth app (docs/publishing.md), with the YouTube Data API enabled.
/** The site's TikTok app: its host and keys. */
export const TIKTOK_APP = {
  apiUrl: () => env().TIKTOK_API_URL,
  credentials: () => [env().TIKTOK_CLIENT_KEY, env().TIKTOK_CLIENT_SECRET] as [string | undefined, string | undefined],
};

const REAL: Record<ChannelForAdapter["platform"], PlatformAdapter> = {
  youtube: youtubeAdapter({
    tokenUrl: () => env().GOOGLE_TOKEN_URL,
    apiUrl: () => env().GOOGLE_API_URL,
    credentials: () => [env().GOOGLE_CLIENT_ID, env().GOOGLE_CLIENT_SECRET],
  }),
  // Instagram fetches the video from a signed link to that one file, valid for minutes.
  instagram: instagramAdapter({
    apiUrl: () => env().INSTAGRAM_API_URL,
    refresh: (token) => {
      const credentials = PLATFORM_OAUTH.instagram.credentials();
      if (!credentials) return Promise.reject(new RefreshRevokedError("the server has no FACEBOOK_APP_ID and FACEBOOK_APP_SECRET"));
      return refreshFacebookToken(env().INSTAGRAM_API_URL, credentials, token);
    },
  }),
  // TikTok: a draft in the creator's TikTok app by default, or a direct post (docs/publishing.md).
  tiktok: tiktokAdapter(TIKTOK_APP),
};

export function adapterFor(channel: ChannelForAdapter): PlatformAdapter {
  return channel.kind === "demo" ? demoChannel : REAL[channel.platform];
}
