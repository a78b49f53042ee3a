import { z } from "zod";

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

/** What a publication carries beyond the post, per platform; kept as JSON on the publication. */
export type PublicationOptions = { youtube?: YouTubePublishOptions };

/** The stored options of a publication to this platform, read back; what is missing or unreadable is the default. */
export function readPublicationOptions(platform: PublishPlatform, stored: unknown): PublicationOptions {
  if (platform === "youtube") {
    const youtube = youtubeOptionsSchema.safeParse(stored);
    return { youtube: youtube.success ? youtube.data : DEFAULT_YOUTUBE_OPTIONS };
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
