import "server-only";
import { prisma } from "@/lib/db/client.server";
import { BadRequestError, NotFoundError } from "@/lib/api/errors";
import type { Prisma } from "@/lib/db/generated/client";
import type { ShotReference } from "@/lib/validation/ai";
import { assetBytes } from "@/lib/media/assets.server";
import { imageProvider } from "./providers.server";
import { REFERENCE_IMAGE_TYPES, type ReferenceImageType } from "@/lib/media/image-type";
import type { ImageRequest } from "./leonardo.server";

// Decision 089: the browser never hands the server a URL to fetch. A consistency test names its
// reference by one of the buyer's own saved images (asset id), or by the Leonardo image id or
// image URL of a reference the server itself recorded for this buyer (spec section 7's fields,
// used only as lookup keys). Anything else is a 404, the same for a missing and a foreign one.
type ReferenceFields = { referenceAssetId?: string; referenceImageId?: string; referenceImageUrl?: string };
const IMAGE_KINDS = ["reference-image", "shot"];
const notFound = () => new NotFoundError("Reference image not found");

function assetMatch(input: ReferenceFields): Prisma.AssetWhereInput {
  if (input.referenceAssetId) return { id: input.referenceAssetId };
  if (input.referenceImageId) return { meta: { path: ["imageId"], equals: input.referenceImageId } };
  return { url: input.referenceImageUrl };
}

/** A reference image the test page made (no character, so no asset): found in the buyer's own jobs. */
async function fromOwnJob(userId: string, input: ReferenceFields): Promise<ShotReference | null> {
  if (input.referenceAssetId) return null;
  const path = input.referenceImageId ? ["imageId"] : ["imageUrl"];
  const job = await prisma().generationJob.findFirst({
    where: { userId, kind: "reference_image", status: "done", result: { path, equals: input.referenceImageId ?? input.referenceImageUrl! } },
    select: { result: true },
  });
  const imageId = (job?.result as { imageId?: unknown } | null)?.imageId;
  return typeof imageId === "string" && imageId ? { imageId } : null;
}

async function findReference(userId: string, input: ReferenceFields): Promise<ShotReference> {
  const asset = await prisma().asset.findFirst({
    where: { ...assetMatch(input), kind: { in: IMAGE_KINDS }, character: { userId } },
    select: { id: true, meta: true, contentType: true },
  });
  if (asset) {
    const imageId = (asset.meta as { imageId?: unknown } | null)?.imageId;
    if (typeof imageId === "string" && imageId) return { imageId };
    if (REFERENCE_IMAGE_TYPES.includes(asset.contentType as ReferenceImageType)) return { assetId: asset.id };
    throw new BadRequestError("This picture cannot be used as a reference image");
  }
  const fromJob = await fromOwnJob(userId, input);
  if (!fromJob) throw notFound();
  return fromJob;
}

/** The buyer's reference for a consistency test, as the job will keep it. */
export async function resolveShotReference(userId: string, input: ReferenceFields): Promise<ShotReference> {
  const reference = await findReference(userId, input);
  // A demo picture has no Leonardo id; Leonardo cannot be guided by it.
  if ("imageId" in reference && reference.imageId.startsWith("demo-") && imageProvider().mode === "live") {
    throw new BadRequestError("This reference image is a demo picture. Generate a new reference image or upload a photo.");
  }
  return reference;
}

/** The Character Reference guidance for a job: the recorded image id, or the uploaded bytes. */
export async function jobReference(userId: string, reference: ShotReference): Promise<NonNullable<ImageRequest["characterReference"]>> {
  if ("imageId" in reference) return { imageId: reference.imageId };
  const asset = await prisma().asset.findFirst({
    where: { id: reference.assetId, character: { userId } },
    select: { storageKey: true, contentType: true },
  });
  const contentType = asset?.contentType as ReferenceImageType | undefined;
  const file = asset && contentType && REFERENCE_IMAGE_TYPES.includes(contentType) ? await assetBytes(asset) : null;
  if (!file || !contentType) throw notFound();
  return { upload: { data: file.data, contentType } };
}
