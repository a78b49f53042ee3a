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

type Platform = { id: PublishPlatform; label: string; product: string; rules: PlatformRules };

const VERTICAL = { width: 9, height: 16, name: "9:16 (vertical)" };
const GIGABYTE = 1024 ** 3;

export const PLATFORMS: Record<PublishPlatform, Platform> = {
  youtube: {
    id: "youtube",
    label: "YouTube",
    product: "Shorts",
    // The title is at most 100 characters; the description (the rest) up to 5000.
    rules: { captionMax: 100, captionName: "title", hashtagsMax: 15, minSeconds: 1, maxSeconds: 180, maxBytes: 256 * GIGABYTE, aspect: VERTICAL },
  },
  instagram: {
    id: "instagram",
    label: "Instagram",
    product: "Reels",
    rules: { captionMax: 2200, captionName: "caption", hashtagsMax: 30, minSeconds: 3, maxSeconds: 900, maxBytes: GIGABYTE, aspect: VERTICAL },
  },
  tiktok: {
    id: "tiktok",
    label: "TikTok",
    product: "videos",
    rules: { captionMax: 2200, captionName: "caption", hashtagsMax: 100, minSeconds: 3, maxSeconds: 600, maxBytes: 4 * GIGABYTE, aspect: VERTICAL },
  },
};

export const isPublishPlatform = (value: string): value is PublishPlatform => (PUBLISH_PLATFORMS as readonly string[]).includes(value);
