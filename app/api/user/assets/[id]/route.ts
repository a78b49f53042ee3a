import { route } from "@/lib/server/route.server";
import { idParams } from "@/lib/validation/shared";
import { ownedAssetResponse } from "@/lib/media/serve.server";
import { ownedPictureResponse, pictureWidthOf } from "@/lib/studio/picture-copies.server";

// A saved file of the user's (pictures, voice clips, videos) from the media store, for its owner
// only; `?w=320|640` is a picture at the width a page shows it (decision 398).
export const GET = route({ auth: "user", params: idParams }, async ({ session, params, request }) => {
  const width = pictureWidthOf(request.nextUrl);
  return width ? ownedPictureResponse(session.user.id, params.id, width, request) : ownedAssetResponse(session.user.id, params.id, request);
});
