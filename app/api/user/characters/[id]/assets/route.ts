import { route } from "@/lib/server/route.server";
import { idParams } from "@/lib/validation/shared";
import { linkableAssets } from "@/lib/studio/posts/posts.server";

/** The character's saved assets, newest first, named for the calendar's "linked asset" picker. */
export const GET = route({ auth: "user", params: idParams }, async ({ session, params }) => linkableAssets(session.user.id, params.id));
