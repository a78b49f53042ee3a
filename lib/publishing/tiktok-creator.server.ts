import "server-only";
import { prisma } from "@/lib/db/client.server";
import { NotFoundError } from "@/lib/api/errors";
import { env } from "@/lib/env";
import { ownedCharacter } from "@/lib/auth/ownership.server";
import { TIKTOK_PRIVACY, type TikTokCreatorDto, type TikTokPrivacy } from "@/lib/validation/publishing";
import { PublishError } from "./adapter";
import { TIKTOK_APP } from "./adapters.server";
import { queryCreatorInfo, tiktokAccessToken, type TikTokOptions } from "./tiktok.server";

// TikTok's Direct Post asks the app to query the creator's info when the buyer opens the publish
// panel, and to offer only what it answers: the account's nickname, its privacy levels (none
// chosen in advance), the interactions it allows and its longest video (issue 47).

const NOT_OFFERED = "This server sends TikTok videos to the creator's inbox as drafts (direct posting is not turned on)";

/** GET .../channels/tiktok/creator-info */
export async function tiktokCreatorInfo(
  userId: string,
  characterId: string,
  app: Pick<TikTokOptions, "apiUrl" | "credentials"> = TIKTOK_APP,
): Promise<TikTokCreatorDto> {
  await ownedCharacter(userId, characterId);
  const channel = await prisma().publishingChannel.findUnique({ where: { characterId_platform: { characterId, platform: "tiktok" } } });
  if (!channel) throw new NotFoundError("Connect TikTok first");
  if (channel.kind === "demo") return { directPost: false, reason: "The demo TikTok channel keeps inbox drafts only", creator: null };
  if (!env().TIKTOK_DIRECT_POST) return { directPost: false, reason: NOT_OFFERED, creator: null };
  try {
    const { accessToken } = await tiktokAccessToken(app, channel);
    const info = await queryCreatorInfo(app, accessToken);
    return {
      directPost: true,
      reason: null,
      creator: {
        nickname: info.creator_nickname,
        username: info.creator_username,
        privacyLevelOptions: info.privacy_level_options.filter((o): o is TikTokPrivacy => (TIKTOK_PRIVACY as readonly string[]).includes(o)),
        commentDisabled: info.comment_disabled,
        duetDisabled: info.duet_disabled,
        stitchDisabled: info.stitch_disabled,
        maxVideoPostDurationSec: info.max_video_post_duration_sec,
      },
    };
  } catch (error) {
    // TikTok says this creator cannot post now (too many posts today, a ban, the user cap) or the
    // connection broke: direct posting is not offered, and the panel says why.
    if (error instanceof PublishError) return { directPost: false, reason: error.message, creator: null };
    throw error;
  }
}
