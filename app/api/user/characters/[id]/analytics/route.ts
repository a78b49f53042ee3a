import { route } from "@/lib/server/route.server";
import { idParams } from "@/lib/validation/shared";
import { characterAnalytics } from "@/lib/studio/analytics/character-analytics.server";

/** The character's generations, exports and posts by status, counted on the server. */
export const GET = route({ auth: "user", params: idParams }, async ({ session, params }) => characterAnalytics(session.user.id, params.id));
