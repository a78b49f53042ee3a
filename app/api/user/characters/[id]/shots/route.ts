import { route } from "@/lib/server/route.server";
import { idParams } from "@/lib/validation/shared";
import { listShots } from "@/lib/studio/shots.server";

/** The character's saved shots (Apply Composition's choices); another buyer's character is 404. */
export const GET = route({ auth: "user", params: idParams }, async ({ session, params }) => listShots(session.user.id, params.id));
