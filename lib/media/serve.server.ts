import "server-only";
import { openAsset } from "./assets.server";
import { mediaResponse, readWithRange } from "./response.server";

/** GET /api/user/assets/<id>: one of the user's files, seekable; another buyer's is a 404 like a missing one. */
export async function ownedAssetResponse(userId: string, assetId: string, request: Request): Promise<Response> {
  const { asset, media } = await readWithRange((range) => openAsset(userId, assetId, range), request);
  return mediaResponse(media, { contentType: asset.contentType, maxAgeSeconds: 3600 });
}
