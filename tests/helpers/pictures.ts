import sharp from "sharp";
import { prisma } from "@/lib/db/client.server";
import { mediaStore } from "@/lib/media/media-store.server";
import { storageBytesSql } from "@/lib/policy/storage-quota.server";

// Pictures and their stored copies (issue 49, decisions 398 and 399), for the owner's and the public page's routes.

/** A generated shot's size and grain (noise, so the PNG is as heavy as a real one). */
export const portraitPng = () =>
  sharp({ create: { width: 768, height: 1024, channels: 3, background: "#b07050", noise: { type: "gaussian", mean: 128, sigma: 40 } } })
    .png()
    .toBuffer();

/** The bytes the buyer's quota counts (files and their copies). */
export const storedBytes = async (userId: string) => {
  const [row] = await prisma().$queryRaw<{ used: bigint }[]>`SELECT ${storageBytesSql(userId)} AS "used"`;
  return Number(row!.used);
};

/** A file in the media store, whole, or null when there is none. */
export async function storedFile(key: string): Promise<Buffer | null> {
  const media = await mediaStore().get(key);
  if (!media) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of media.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
