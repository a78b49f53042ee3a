import "server-only";
import { Readable } from "node:stream";
import { z } from "zod";
import { prisma } from "@/lib/db/client.server";
import { BadRequestError, HttpError, NotFoundError } from "@/lib/api/errors";
import { discardFiles, ownedAssetRow } from "@/lib/media/assets.server";
import { mediaStore } from "@/lib/media/media-store.server";
import { encodePictureVariant, variantKey } from "@/lib/media/picture-variants.server";
import { isPictureWidth, PICTURE_WIDTH_MESSAGE, type PictureWidth } from "@/lib/media/picture-widths";
import { mediaResponse, readWithRange } from "@/lib/media/response.server";
import { assertWithinQuota, hasStorageRoom, lockBuyerStorage } from "@/lib/policy/storage-quota.server";

// A character's picture at the size a page shows it (issue 49, decisions 398 and 399): the owner's
// GET /api/user/assets/<id>?w=<width> and the public page's GET /c/<slug>/media/<id>?w=<width>.
// The WebP copy is made on the first request and stored; every later one reads it. Its bytes count
// against the buyer's storage quota like any stored file: a buyer with no room left is answered
// the original, as before copies existed, and nothing is stored.

const OWNER_MAX_AGE_SECONDS = 3600;

/** The asset row fields serving a copy needs; the caller has decided who may see it. */
type PictureRow = { id: string; storageKey: string | null; contentType: string | null; variantWidths: number[] };

/** The query's `w`: absent, or one of the stored widths. */
export const pictureQuery = z.object({
  w: z
    .string()
    .regex(/^\d{1,5}$/)
    .transform(Number)
    .refine(isPictureWidth)
    .optional(),
});

/** The `w` of the query: absent, or one of the stored widths (400 { message } otherwise). */
export function pictureWidthOf(url: URL): PictureWidth | undefined {
  const query = pictureQuery.safeParse({ w: url.searchParams.get("w") ?? undefined });
  if (!query.success) throw new BadRequestError(PICTURE_WIDTH_MESSAGE);
  return query.data.w as PictureWidth | undefined;
}

/**
 * Records a stored copy on its asset, once per width (a second request that made the same copy
 * meanwhile counts nothing), under the buyer's storage lock, and only while it fits the quota.
 * False when the quota refused it.
 */
async function recordCopy(userId: string, assetId: string, width: PictureWidth, bytes: number): Promise<boolean> {
  try {
    await prisma().$transaction(async (tx) => {
      // The buyer's lock first, as every other stored-byte write takes it, so two never wait on each other.
      await lockBuyerStorage(tx, userId);
      const { count } = await tx.asset.updateMany({
        where: { id: assetId, NOT: { variantWidths: { has: width } } },
        data: { variantWidths: { push: width }, variantBytes: { increment: bytes } },
      });
      if (count === 1) await assertWithinQuota(tx, userId);
    });
    return true;
  } catch (error) {
    if (error instanceof HttpError && error.status === 413) return false;
    throw error;
  }
}

/** The owner's picture at `width`: its stored copy, made now if it is the first request. */
export async function ownedPictureResponse(userId: string, assetId: string, width: PictureWidth, request: Request): Promise<Response> {
  const asset = await ownedAssetRow(userId, assetId);
  if (!asset) throw new NotFoundError("File not found");
  return pictureCopyResponse(asset, userId, width, request, OWNER_MAX_AGE_SECONDS);
}

/**
 * A picture the caller may show at `width`: its stored copy, made now (and counted against
 * `ownerId`'s quota) if it is the first request; the original when no copy can be made.
 */
export async function pictureCopyResponse(asset: PictureRow, ownerId: string, width: PictureWidth, request: Request, maxAgeSeconds: number): Promise<Response> {
  if (!asset.storageKey) throw new NotFoundError("File not found");
  const key = variantKey(asset.storageKey, width);
  const asCopy = (media: Parameters<typeof mediaResponse>[0]) => mediaResponse(media, { contentType: "image/webp", maxAgeSeconds });

  if (asset.variantWidths.includes(width)) {
    const stored = await mediaStore().get(key);
    if (stored) return asCopy(stored);
  }
  // encodePictureVariant answers null for a file the image allow-list refuses (it reads the head once).
  const copy = (await hasStorageRoom(ownerId, 0)) ? await encodePictureVariant(asset.storageKey, width).catch(unreadable(asset.id)) : null;
  if (copy) {
    await mediaStore().put(key, copy, { contentType: "image/webp" });
    if (await recordCopy(ownerId, asset.id, width, copy.length)) return asCopy({ body: Readable.from([copy]), size: copy.length, contentType: "image/webp" });
    await discardFiles([key]);
  }
  // Not a picture sharp may read (an SVG demo portrait), unreadable, or no room left: the original.
  const original = await readWithRange((range) => mediaStore().get(asset.storageKey!, { range }), request);
  if (!original) throw new NotFoundError("File not found");
  return mediaResponse(original, { contentType: asset.contentType, maxAgeSeconds });
}

/** A picture sharp could not read (damaged, or over the pixel cap) is logged and shown as it is. */
const unreadable = (assetId: string) => (error: unknown) => {
  console.error("[media] could not make a picture's copy", assetId, error);
  return null;
};
