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
 * Posts one connection may publish in 24 hours, checked when a post is scheduled: YouTube's default
 * project quota is 10,000 units a day and videos.insert costs 1,600, so six uploads; Instagram's
 * content publishing limit is counted per account over a moving 24 hours (25 is the figure its
 * content_publishing_limit answered by default; a real adapter may read the live one). TikTok
 * states no daily cap for inbox drafts.
 */
type DailyQuota = { posts: number; why: string } | null;

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
    dailyQuota: { posts: 6, why: "its daily API quota (10,000 units) pays for 6 uploads" },
  },
  instagram: {
    id: "instagram",
    label: "Instagram",
    product: "Reels",
    rules: { captionMax: 2200, captionName: "caption", hashtagsMax: 30, minSeconds: 3, maxSeconds: 900, maxBytes: GIGABYTE, aspect: VERTICAL },
    dailyQuota: { posts: 25, why: "it publishes at most 25 posts from the API in 24 hours" },
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
