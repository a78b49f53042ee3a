import "server-only";
import { randomUUID } from "node:crypto";
import { prisma } from "@/lib/db/client.server";
import { BadRequestError, HttpError, NotFoundError } from "@/lib/api/errors";
import { readUploadBody } from "@/lib/api/upload-body.server";
import { throttle } from "@/lib/policy/throttle.server";
import { CHARACTER_NOT_FOUND, ownedCharacter } from "@/lib/studio/ownership.server";
import { sniffImageType } from "./image-type";

// A buyer's own photo as a character's reference image (decision 089): uploaded, not named by
// URL, so the server never fetches anything to use it. Kept as an asset with its bytes; the
// browser shows it through the owner-checked asset route below.
export const MAX_REFERENCE_BYTES = 10 * 1024 * 1024;

export const assetPath = (id: string) => `/api/user/assets/${id}`;

export type ReferenceUploadView = { assetId: string; imageUrl: string; contentType: string; bytes: number };

/** Stores the request's picture as the character's reference image. */
export async function saveReferenceUpload(userId: string, characterId: string, request: Request): Promise<ReferenceUploadView> {
  await ownedCharacter(userId, characterId, CHARACTER_NOT_FOUND);
  const bytes = await readUploadBody(request, MAX_REFERENCE_BYTES, "The picture is larger than 10 MB");
  if (bytes.byteLength === 0) throw new BadRequestError("Choose a picture to upload");
  const contentType = sniffImageType(bytes);
  if (!contentType) throw new HttpError(415, "The picture must be a PNG, JPEG or WebP image");
  await throttle("referenceUploadPerUser", userId);
  const id = randomUUID();
  const imageUrl = assetPath(id);
  await prisma().$transaction([
    prisma().asset.create({ data: { id, characterId, kind: "reference-image", url: imageUrl, contentType, bytes, meta: { uploaded: true } } }),
    prisma().character.update({ where: { id: characterId }, data: { referenceImageUrl: imageUrl } }),
  ]);
  return { assetId: id, imageUrl, contentType, bytes: bytes.byteLength };
}

/** The stored bytes of one of the user's assets, served as an inert download-safe picture. */
export async function ownedAssetFile(userId: string, assetId: string): Promise<Response> {
  const asset = await prisma().asset.findFirst({ where: { id: assetId, character: { userId } }, select: { bytes: true, contentType: true } });
  if (!asset?.bytes) throw new NotFoundError("Image not found");
  return new Response(Buffer.from(asset.bytes), {
    headers: {
      "Content-Type": asset.contentType ?? "application/octet-stream",
      // Stored bytes are the user's upload: never sniffed into HTML, never a document with script.
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "Cache-Control": "private, max-age=3600",
    },
  });
}
