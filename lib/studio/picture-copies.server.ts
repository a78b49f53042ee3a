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

// GET /api/user/assets/<id>?w=<width>: a character's picture at the size a page shows it (issue
// 49, decision 398). The WebP copy is made on the first request and stored; every later one reads
// it. Its bytes count against the buyer's storage quota like any stored file: a buyer with no room
// left is answered the original, as before copies existed, and nothing is stored.

const MAX_AGE_SECONDS = 3600;

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
  if (!asset?.storageKey) throw new NotFoundError("File not found");
  const key = variantKey(asset.storageKey, width);
  const asCopy = (media: Parameters<typeof mediaResponse>[0]) => mediaResponse(media, { contentType: "image/webp", maxAgeSeconds: MAX_AGE_SECONDS });

  if (asset.variantWidths.includes(width)) {
    const stored = await mediaStore().get(key);
    if (stored) return asCopy(stored);
  }
  // encodePictureVariant answers null for a file the image allow-list refuses (it reads the head once).
  const copy = (await hasStorageRoom(userId, 0)) ? await encodePictureVariant(asset.storageKey, width).catch(unreadable(asset.id)) : null;
  if (copy) {
    await mediaStore().put(key, copy, { contentType: "image/webp" });
    if (await recordCopy(userId, asset.id, width, copy.length)) return asCopy({ body: Readable.from([copy]), size: copy.length, contentType: "image/webp" });
    await discardFiles([key]);
  }
  // Not a picture sharp may read (an SVG demo portrait), unreadable, or no room left: the original.
  const original = await readWithRange((range) => mediaStore().get(asset.storageKey!, { range }), request);
  if (!original) throw new NotFoundError("File not found");
  return mediaResponse(original, { contentType: asset.contentType, maxAgeSeconds: MAX_AGE_SECONDS });
}

/** A picture sharp could not read (damaged, or over the pixel cap) is logged and shown as it is. */
const unreadable = (assetId: string) => (error: unknown) => {
  console.error("[media] could not make a picture's copy", assetId, error);
  return null;
};
