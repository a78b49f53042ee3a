import type { PublishPlatform } from "./platforms";
import type { PublicationOptions } from "@/lib/validation/publishing";

// One adapter per platform, and one for the demo channels (decision 400): the worker hands each
// the same request and reads the same answers, so a real platform's adapter slots in beside the demo.

export type ChannelForAdapter = {
  id: string;
  characterId: string;
  platform: PublishPlatform;
  kind: "demo" | "real";
  tokensSealed: string | null;
};

export type PublishRequest = {
  publicationId: string;
  channel: ChannelForAdapter;
  caption: string;
  video: { assetId: string; storageKey: string | null; contentType: string | null; size: number | null; durationSeconds?: number } | null;
  /** What the buyer chose for this platform (YouTube's visibility). */
  options: PublicationOptions;
  signal: AbortSignal;
  /**
   * The platform's id for this publication's upload that an earlier attempt left in flight
   * (Instagram's container, TikTok's publish_id), or null. `sameContent` is false when the post was
   * edited since it was made (decision 441).
   */
  resume: { ref: string; sameContent: boolean } | null;
  /** Keeps the platform's id on the publication, under the claim's fence, before waiting on it; null forgets it. */
  remember: (ref: string | null) => Promise<void>;
};

export type Published = { externalId: string; link: string };

export interface PlatformAdapter {
  publish(request: PublishRequest): Promise<Published>;
}

/**
 * What a platform said no with. `transient` (a 5xx, a 429) is tried again after a wait;
 * `permanent` (a refused caption, a wrong aspect ratio) fails at once with the platform's words;
 * `reconnect` (a revoked or expired token) fails at once and marks the channel "Reconnect needed".
 */
export class PublishError extends Error {
  constructor(
    readonly kind: "transient" | "permanent" | "reconnect",
    message: string,
  ) {
    super(message);
    this.name = "PublishError";
  }
}
