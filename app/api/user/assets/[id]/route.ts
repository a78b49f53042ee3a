import { route } from "@/lib/server/route.server";
import { idParams } from "@/lib/validation/shared";
import { ownedAssetResponse } from "@/lib/media/serve.server";

// A saved file of the user's (pictures, voice clips, videos) from the media store, for its owner only.
export const GET = route({ auth: "user", params: idParams }, async ({ session, params, request }) => ownedAssetResponse(session.user.id, params.id, request));
