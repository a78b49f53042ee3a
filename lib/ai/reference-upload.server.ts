import "server-only";
import { BadRequestError, HttpError } from "@/lib/api/errors";
import { readUploadBody } from "@/lib/api/upload-body.server";
import { throttle } from "@/lib/policy/throttle.server";
import { CHARACTER_NOT_FOUND, ownedCharacter } from "@/lib/studio/ownership.server";
import { saveAsset } from "@/lib/media/assets.server";
import { sniffImageType } from "./image-type";

// A buyer's own photo as a character's reference image (decision 089): uploaded, not named by
// URL, so the server never fetches anything to use it. Kept as an asset in the media store; the
// browser shows it through the owner-checked asset route (/api/user/assets/<id>).
export const MAX_REFERENCE_BYTES = 10 * 1024 * 1024;

export type ReferenceUploadView = { assetId: string; imageUrl: string; contentType: string; bytes: number };

/** Stores the request's picture as the character's reference image. */
export async function saveReferenceUpload(userId: string, characterId: string, request: Request): Promise<ReferenceUploadView> {
  await ownedCharacter(userId, characterId, CHARACTER_NOT_FOUND);
  const bytes = await readUploadBody(request, MAX_REFERENCE_BYTES, "The picture is larger than 10 MB");
  if (bytes.byteLength === 0) throw new BadRequestError("Choose a picture to upload");
  const contentType = sniffImageType(bytes);
  if (!contentType) throw new HttpError(415, "The picture must be a PNG, JPEG or WebP image");
  await throttle("referenceUploadPerUser", userId);
  const asset = await saveAsset({ characterId, kind: "reference-image", contentType, body: Buffer.from(bytes), meta: { uploaded: true } }, (tx, saved) =>
    tx.character.update({ where: { id: characterId }, data: { referenceImageUrl: saved.url } }),
  );
  return { assetId: asset.id, imageUrl: asset.url!, contentType, bytes: bytes.byteLength };
}
