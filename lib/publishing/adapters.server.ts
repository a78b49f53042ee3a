import "server-only";
import { PLATFORMS } from "./platforms";
import { PublishError, type ChannelForAdapter, type PlatformAdapter } from "./adapter";
import { env } from "@/lib/env";
import { demoChannel } from "./demo-channel.server";
import { youtubeAdapter } from "./youtube.server";
import { tiktokAdapter } from "./tiktok.server";

// Which adapter publishes for a channel. The real platforms' adapters (YouTube's resumable upload,
// Instagram's container flow, TikTok's inbox upload) slot in here as they are built (issue 47).
// YouTube uses the site's Google OAuth app (docs/publishing.md), with the YouTube Data API enabled.
const REAL: Partial<Record<ChannelForAdapter["platform"], PlatformAdapter>> = {
  youtube: youtubeAdapter({
    tokenUrl: () => env().GOOGLE_TOKEN_URL,
    apiUrl: () => env().GOOGLE_API_URL,
    credentials: () => [env().GOOGLE_CLIENT_ID, env().GOOGLE_CLIENT_SECRET],
  }),
  // TikTok in inbox mode: the draft waits in the creator's TikTok app (docs/publishing.md).
  tiktok: tiktokAdapter({ apiUrl: () => env().TIKTOK_API_URL, credentials: () => [env().TIKTOK_CLIENT_KEY, env().TIKTOK_CLIENT_SECRET] }),
};

export function adapterFor(channel: ChannelForAdapter): PlatformAdapter {
  if (channel.kind === "demo") return demoChannel;
  const adapter = REAL[channel.platform];
  if (adapter) return adapter;
  return {
    publish: async () => {
      throw new PublishError("permanent", `Publishing to a real ${PLATFORMS[channel.platform].label} account is not available on this server yet.`);
    },
  };
}
