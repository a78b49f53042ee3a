import { route } from "@/lib/api/route.server";
import { idParams } from "@/lib/validation/shared";
import { ownedAssetFile } from "@/lib/ai/reference-upload.server";

// A saved picture's stored bytes (uploaded reference images), for its owner only.
export const GET = route({ auth: "user", params: idParams }, async ({ session, params }) => ownedAssetFile(session.user.id, params.id));
