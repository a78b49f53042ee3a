import "server-only";
import { BadRequestError, ForbiddenError, HttpError } from "@/lib/api/errors";
import { PURCHASE_NEEDED_MESSAGE } from "@/lib/accounts/purchases.server";
import { readUploadBody } from "@/lib/media/upload-body.server";
import { throttle } from "@/lib/policy/throttle.server";
import { CHARACTER_NOT_FOUND, ownedCharacter } from "@/lib/auth/ownership.server";
import { discardFiles, saveAsset } from "@/lib/media/assets.server";
import { assertStorageRoom, assertWithinQuota } from "@/lib/policy/storage-quota.server";
import type { Prisma } from "@/lib/db/generated/client";
import { sniffImageType } from "@/lib/media/image-type";
import { pictureFileKeys } from "@/lib/media/picture-variants.server";

// A buyer's own photo as a character's reference image (decision 089): uploaded, not named by
// URL, so the server never fetches anything to use it. Kept as an asset in the media store; the
// browser shows it through the owner-checked asset route (/api/user/assets/<id>). It counts
// against the buyer's storage quota, and a new upload deletes the one it replaces (decision 174).
export const MAX_REFERENCE_BYTES = 10 * 1024 * 1024;

export type ReferenceUploadView = { assetId: string; imageUrl: string; contentType: string; bytes: number };

/** Stores the request's picture as the character's reference image. */
export async function saveReferenceUpload(userId: string, characterId: string, request: Request, hasPurchase: boolean): Promise<ReferenceUploadView> {
  // Another buyer's character is a 404 like a missing one; then storing needs an active purchase
  // (a refunded account keeps its characters but adds no files, decision 174).
  await ownedCharacter(userId, characterId, CHARACTER_NOT_FOUND);
  if (!hasPurchase) throw new ForbiddenError(PURCHASE_NEEDED_MESSAGE);
  const bytes = await readUploadBody(request, MAX_REFERENCE_BYTES, "The picture is larger than 10 MB");
  if (bytes.byteLength === 0) throw new BadRequestError("Choose a picture to upload");
  const contentType = sniffImageType(bytes);
  if (!contentType) throw new HttpError(415, "The picture must be a PNG, JPEG or WebP image");
  await throttle("referenceUploadPerUser", userId);
  // Refused before a byte is stored, and checked again with the row, under the buyer's lock.
  await assertStorageRoom(userId, bytes.byteLength);
  let replaced: string[] = [];
  const asset = await saveAsset(
    { characterId, kind: "reference-image", contentType, body: Buffer.from(bytes), meta: { uploaded: true } },
    async (tx, saved) => {
      await assertWithinQuota(tx, userId);
      await tx.character.update({ where: { id: characterId }, data: { referenceImageUrl: saved.url } });
      replaced = await deleteReplacedUploads(tx, characterId, saved.id);
    },
  );
  await discardFiles(replaced);
  return { assetId: asset.id, imageUrl: asset.url!, contentType, bytes: bytes.byteLength };
}

/** Deletes the character's earlier uploaded references (not generated ones), returning their files (and stored copies) to remove after the commit. */
async function deleteReplacedUploads(tx: Prisma.TransactionClient, characterId: string, keepId: string): Promise<string[]> {
  const earlier = await tx.asset.findMany({
    where: { characterId, kind: "reference-image", id: { not: keepId } },
    select: { id: true, storageKey: true, meta: true },
  });
  const uploads = earlier.filter((asset) => (asset.meta as { uploaded?: boolean } | null)?.uploaded === true);
  if (uploads.length === 0) return [];
  await tx.asset.deleteMany({ where: { id: { in: uploads.map((asset) => asset.id) } } });
  return uploads.flatMap((asset) => (asset.storageKey ? pictureFileKeys(asset.storageKey) : []));
}
