import "server-only";
import { prisma } from "@/lib/db/client.server";
import { PLATFORMS } from "./platforms";
import { preCheck } from "./pre-checks";
import { PublishError, type PlatformAdapter, type PublishRequest } from "./adapter";

// The demo channel of each platform (decision 400): no keys, no outside call. It keeps what it
// receives, once per publication, and answers with a link to its page in the app, where the
// post is shown labelled as a demo. It refuses what the platform would (its rules), and a caption
// with the word "#refuse", so a buyer can see a refusal and a Retry without a real account.

export const DEMO_REFUSAL_TAG = "#refuse";

export const demoChannelPath = (characterId: string, platform: string) => `/user/characters/${characterId}/channels/${platform}`;

export const demoChannel: PlatformAdapter = {
  async publish({ publicationId, channel, caption, video }: PublishRequest) {
    const { label } = PLATFORMS[channel.platform];
    const problems = preCheck(channel.platform, { caption, video: video ? { durationSeconds: video.durationSeconds, bytes: video.size ?? undefined } : null });
    if (problems.length > 0) throw new PublishError("permanent", `${label} refused the post: ${problems.join(" ")}`);
    if (caption.toLowerCase().includes(DEMO_REFUSAL_TAG)) {
      throw new PublishError(
        "permanent",
        `${label} refused the caption: it contains "${DEMO_REFUSAL_TAG}", which the demo channel refuses as a platform refuses a caption against its rules. Edit the caption and Retry.`,
      );
    }
    // Received once: a worker that retries after a crash finds the row it already wrote.
    const received = await prisma().demoChannelPost.upsert({
      where: { publicationId },
      create: { publicationId, channelId: channel.id, caption, assetId: video?.assetId ?? null },
      update: {},
    });
    return { externalId: received.id, link: `${demoChannelPath(channel.characterId, channel.platform)}#post-${received.id}` };
  },
};
