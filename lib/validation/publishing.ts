import { z } from "zod";
import { oauthCallbackSchema } from "./cloud-connection";

// Publishing a calendar post to a character's channels (issue 47): what the API accepts and answers.

export const PUBLISH_PLATFORMS = ["youtube", "instagram", "tiktok"] as const;
export type PublishPlatform = (typeof PUBLISH_PLATFORMS)[number];

export const publishPlatformParam = z.enum(PUBLISH_PLATFORMS, `The platform is one of ${PUBLISH_PLATFORMS.join(", ")}`);

const timeZone = z.string().trim().min(1).max(64);

/** POST .../posts/{postId}/publications: publish now, or at the post's own time in the buyer's zone. */
export const schedulePublicationSchema = z
  .object({
    channelIds: z.array(z.uuid("Choose one of this character's channels")).min(1, "Choose at least one channel").max(PUBLISH_PLATFORMS.length),
    when: z.enum(["now", "post_time"], "Choose Publish now or the post's time"),
    // The browser's zone, kept on the account the first time (decision 401).
    timeZone: timeZone.optional(),
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
