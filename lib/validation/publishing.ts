import { z } from "zod";
import { oauthCallbackSchema } from "./cloud-connection";

// Publishing a calendar post to a character's channels (issue 47): what the API accepts and answers.

export const PUBLISH_PLATFORMS = ["youtube", "instagram", "tiktok"] as const;
export type PublishPlatform = (typeof PUBLISH_PLATFORMS)[number];

export const publishPlatformParam = z.enum(PUBLISH_PLATFORMS, `The platform is one of ${PUBLISH_PLATFORMS.join(", ")}`);

const timeZone = z.string().trim().min(1).max(64);

/** YouTube's status.privacyStatus, chosen per post; private until the buyer chooses (issue 47). */
export const YOUTUBE_PRIVACY = ["private", "unlisted", "public"] as const;
export type YouTubePrivacy = (typeof YOUTUBE_PRIVACY)[number];
export const YOUTUBE_PRIVACY_LABELS: Record<YouTubePrivacy, string> = { private: "Private", unlisted: "Unlisted", public: "Public" };
export const youtubeOptionsSchema = z.object({ privacy: z.enum(YOUTUBE_PRIVACY, "YouTube's visibility is Private, Unlisted or Public") }).strict();
export type YouTubePublishOptions = z.infer<typeof youtubeOptionsSchema>;
export const DEFAULT_YOUTUBE_OPTIONS: YouTubePublishOptions = { privacy: "private" };

/** TikTok's privacy_level values; a creator may use those creator_info/query offers it. */
export const TIKTOK_PRIVACY = ["PUBLIC_TO_EVERYONE", "MUTUAL_FOLLOW_FRIENDS", "FOLLOWER_OF_CREATOR", "SELF_ONLY"] as const;
export type TikTokPrivacy = (typeof TIKTOK_PRIVACY)[number];
export const TIKTOK_PRIVACY_LABELS: Record<TikTokPrivacy, string> = {
  PUBLIC_TO_EVERYONE: "Everyone",
  MUTUAL_FOLLOW_FRIENDS: "Friends",
  FOLLOWER_OF_CREATOR: "Followers",
  SELF_ONLY: "Only me",
};

/**
 * A TikTok publication: a draft in the creator's inbox (the default), or a direct post with the
 * settings TikTok's Direct Post asks for, each chosen by the buyer (no privacy is assumed).
 */
export const tiktokOptionsSchema = z.discriminatedUnion("mode", [
  z.object({ mode: z.literal("inbox") }).strict(),
  z
    .object({
      mode: z.literal("direct"),
      privacyLevel: z.enum(TIKTOK_PRIVACY, "Choose who can see the TikTok video"),
      allowComment: z.boolean(),
      allowDuet: z.boolean(),
      allowStitch: z.boolean(),
      // Commercial content disclosure: promoting the creator's own business, or a paid partnership.
      brandOrganic: z.boolean(),
      brandContent: z.boolean(),
    })
    .strict(),
]);
export type TikTokPublishOptions = z.infer<typeof tiktokOptionsSchema>;
export const DEFAULT_TIKTOK_OPTIONS: TikTokPublishOptions = { mode: "inbox" };

/** What the buyer sends: a direct post also carries their consent to TikTok's music terms. */
const tiktokInputSchema = z.discriminatedUnion("mode", [
  z.object({ mode: z.literal("inbox") }).strict(),
  tiktokOptionsSchema.options[1]
    .extend({ consent: z.literal(true, "Agree to TikTok's Music Usage Confirmation to post directly") })
    .refine((o) => !(o.brandContent && o.privacyLevel === "SELF_ONLY"), "Branded content cannot be posted as Only me: choose who can see it"),
]);

/** What a publication carries beyond the post, per platform; kept as JSON on the publication. */
export type PublicationOptions = { youtube?: YouTubePublishOptions; tiktok?: TikTokPublishOptions };

/** What creator_info/query answered for a TikTok channel, as the publish panel shows it. */
export type TikTokCreatorDto = {
  /** Direct posting is offered (the operator's setting, and a real channel). */
  directPost: boolean;
  /** Why it is not, or why this creator cannot post now, in words. */
  reason: string | null;
  creator: {
    nickname: string;
    username: string;
    privacyLevelOptions: TikTokPrivacy[];
    commentDisabled: boolean;
    duetDisabled: boolean;
    stitchDisabled: boolean;
    maxVideoPostDurationSec: number;
  } | null;
};

/** The stored options of a publication to this platform, read back; what is missing or unreadable is the default. */
export function readPublicationOptions(platform: PublishPlatform, stored: unknown): PublicationOptions {
  if (platform === "youtube") {
    const youtube = youtubeOptionsSchema.safeParse(stored);
    return { youtube: youtube.success ? youtube.data : DEFAULT_YOUTUBE_OPTIONS };
  }
  if (platform === "tiktok") {
    const tiktok = tiktokOptionsSchema.safeParse(stored);
    return { tiktok: tiktok.success ? tiktok.data : DEFAULT_TIKTOK_OPTIONS };
  }
  return {};
}

/** POST .../posts/{postId}/publications: publish now, or at the post's own time in the buyer's zone. */
export const schedulePublicationSchema = z
  .object({
    channelIds: z.array(z.uuid("Choose one of this character's channels")).min(1, "Choose at least one channel").max(PUBLISH_PLATFORMS.length),
    when: z.enum(["now", "post_time"], "Choose Publish now or the post's time"),
    // The browser's zone, kept on the account the first time (decision 401).
    timeZone: timeZone.optional(),
    // For a YouTube channel among them: the visibility (private when left out).
    youtube: youtubeOptionsSchema.optional(),
    // For a TikTok channel among them: inbox draft (when left out) or a direct post.
    tiktok: tiktokInputSchema.optional(),
  })
  .strict();
export type SchedulePublicationInput = z.infer<typeof schedulePublicationSchema>;

/** PUT /api/user/time-zone */
export const timeZoneSchema = z.object({ timeZone }).strict();

export const PUBLICATION_STATES = ["scheduled", "publishing", "published", "failed"] as const;
export type PublicationStateName = (typeof PUBLICATION_STATES)[number];

export type PublicationDto = {
  id: string;
  channelId: string;
  platform: PublishPlatform;
  demo: boolean;
  state: PublicationStateName;
  /** The instant, ISO. */
  publishAt: string;
  link: string | null;
  failureReason: string | null;
  /** What was chosen for this platform (YouTube's visibility). */
  options: PublicationOptions;
};

export type ChannelDto = {
  id: string;
  platform: PublishPlatform;
  demo: boolean;
  displayName: string;
  reconnectNeeded: boolean;
  statusReason: string | null;
};

/** Whether a platform's real account can be connected here; else what the server waits for (its app keys). */
export type ChannelConnectOption = { platform: PublishPlatform; available: boolean; waitsFor: string | null };

/** The platform's redirect back to /api/publishing/{platform}/callback. */
export const channelCallbackSchema = oauthCallbackSchema.extend({ error_reason: z.string().max(200).optional() });
