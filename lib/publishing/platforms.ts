// The three platforms a character publishes to, and the rules each applies to a short vertical
// video post (issue 47). The numbers are the platforms' published limits for Shorts, Reels and
// TikTok videos; the pre-checks (./pre-checks.ts) read them before a post is scheduled.

import { PUBLISH_PLATFORMS, type PublishPlatform } from "@/lib/validation/publishing";

export { PUBLISH_PLATFORMS, type PublishPlatform };

export type PlatformRules = {
  /** Characters in the caption (YouTube: the title, taken from the caption's first line). */
  captionMax: number;
  /** What the caption is called on the platform, in the refusal. */
  captionName: string;
  hashtagsMax: number;
  minSeconds: number;
  maxSeconds: number;
  maxBytes: number;
  /** Width / height the platform takes without cropping, with a little tolerance. */
  aspect: { width: number; height: number; name: string };
};

/**
 * Posts that may be published in 24 hours, checked when a post is scheduled (issue 47). `per`
 * says whose limit it is: one connected account's, or the whole app's (every buyer's channels on
 * that platform share it). The figures were checked against the platforms' own pages (2026-11-28):
 * - YouTube: "Projects that enable the YouTube Data API have a default quota allocation of ...
 *   100 videos.insert calls ... per day"; videos.insert has its own bucket, 1 per call, reset at
 *   midnight Pacific (https://developers.google.com/youtube/v3/determine_quota_cost; it used to
 *   cost 1,600 of 10,000 units). The limit is the app's Google Cloud project's, so every buyer's
 *   real YouTube channel counts; more can be asked for in the console's quota form. YouTube also
 *   caps uploads per channel in 24 hours without a published figure (400 uploadLimitExceeded).
 * - Instagram: "An Instagram professional account can only publish 50 posts within a 24 hour
 *   moving period" (IG User Media Publish, Limitations:
 *   https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/ig-user/media_publish);
 *   the live figure is content_publishing_limit's config.quota_total (the older 25 is gone).
 * - TikTok states no daily cap on inbox uploads or audited direct posts; its limits are per
 *   access token per minute (video init 6, status fetch 30, creator_info 20:
 *   https://developers.tiktok.com/doc/content-posting-api-reference-direct-post), and an
 *   unaudited app may let at most 5 users post directly in 24 hours, privately
 *   (https://developers.tiktok.com/doc/content-sharing-guidelines/).
 * A demo channel is checked as one account, whatever `per` says.
 */
type DailyQuota = { posts: number; per: "account" | "app"; why: string } | null;

type Platform = { id: PublishPlatform; label: string; product: string; rules: PlatformRules; dailyQuota: DailyQuota };

const VERTICAL = { width: 9, height: 16, name: "9:16 (vertical)" };
const GIGABYTE = 1024 ** 3;

export const PLATFORMS: Record<PublishPlatform, Platform> = {
  youtube: {
    id: "youtube",
    label: "YouTube",
    product: "Shorts",
    // The title is at most 100 characters; the description (the rest) up to 5000.
    rules: { captionMax: 100, captionName: "title", hashtagsMax: 15, minSeconds: 1, maxSeconds: 180, maxBytes: 256 * GIGABYTE, aspect: VERTICAL },
    dailyQuota: { posts: 100, per: "app", why: "the app's YouTube project makes at most 100 uploads (videos.insert) a day" },
  },
  instagram: {
    id: "instagram",
    label: "Instagram",
    product: "Reels",
    rules: { captionMax: 2200, captionName: "caption", hashtagsMax: 30, minSeconds: 3, maxSeconds: 900, maxBytes: GIGABYTE, aspect: VERTICAL },
    dailyQuota: { posts: 50, per: "account", why: "an account publishes at most 50 posts through the API in 24 hours" },
  },
  tiktok: {
    id: "tiktok",
    label: "TikTok",
    product: "videos",
    rules: { captionMax: 2200, captionName: "caption", hashtagsMax: 100, minSeconds: 3, maxSeconds: 600, maxBytes: 4 * GIGABYTE, aspect: VERTICAL },
    dailyQuota: null,
  },
};

export const isPublishPlatform = (value: string): value is PublishPlatform => (PUBLISH_PLATFORMS as readonly string[]).includes(value);

/** The href of a channel's Connect / Reconnect link: the app sends the browser on to the platform's consent. */
export const channelConnectHref = (characterId: string, platform: PublishPlatform) => `/api/user/characters/${characterId}/channels/${platform}/connect`;
