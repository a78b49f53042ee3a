import { z } from "zod";
import { route } from "@/lib/server/route.server";
import { tiktokCreatorInfo } from "@/lib/publishing/tiktok-creator.server";

const params = z.object({ id: z.uuid(), platform: z.literal("tiktok", "Only TikTok is asked about its creator before posting") });

// GET: what TikTok says this character's account may post (Direct Post's creator info, issue 47).
export const GET = route({ auth: "user", params }, async ({ session, params }) => tiktokCreatorInfo(session.user.id, params.id));
