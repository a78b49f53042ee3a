import "server-only";
import { pipeline } from "node:stream/promises";
import { buffer } from "node:stream/consumers";
import sharp from "sharp";
import { sniffImageType } from "./image-type";
import { mediaStore } from "./media-store.server";
import { PICTURE_WIDTHS, type PictureWidth } from "./picture-widths";

// A picture's WebP copies at the widths the pages show it (issue 49, decision 398), kept in the
// media store beside the original: `characters/<characterId>/<assetId>.w<width>.webp`. The
// character's folder holds them, so deleting the character deletes them with its files; the
// original stays what downloads, ZIPs and drive transfers read.

/** Pixels sharp agrees to decode for one copy (a 48-megapixel photo; far above any generated shot). */
export const MAX_PICTURE_PIXELS = 48_000_000;
/** Bytes read to tell a file's type: the longest signature the allow-list checks (WebP's, 12 bytes). */
const SNIFF_BYTES = 16;

const VARIANT_KEY = /^characters\/[^/]+\/([0-9a-f-]{36})\.w(\d+)\.webp$/;

/** The key of a stored file's copy at `width`. */
export const variantKey = (storageKey: string, width: PictureWidth) => `${storageKey.replace(/\.[^./]+$/, "")}.w${width}.webp`;

/** The original's key and each copy's: what deleting one picture removes. */
export const pictureFileKeys = (storageKey: string) => [storageKey, ...PICTURE_WIDTHS.map((width) => variantKey(storageKey, width))];

/** The asset and width a copy's key names, or null for any other key (the orphan sweep's question). */
export function variantOfKey(key: string): { assetId: string; width: number } | null {
  const match = VARIANT_KEY.exec(key);
  return match ? { assetId: match[1]!, width: Number(match[2]) } : null;
}

/** Whether a stored file is a picture copies are made of: its first bytes, against the allow-list. */
async function isCopyablePicture(storageKey: string): Promise<boolean> {
  const head = await mediaStore()
    .get(storageKey, { range: { start: 0, end: SNIFF_BYTES - 1 } })
    .catch((error: unknown) => {
      if (error instanceof RangeError) return null; // an empty file
      throw error;
    });
  return head !== null && sniffImageType(await buffer(head.body)) !== null;
}

/**
 * The stored file's WebP copy at `width` (never wider than the original), or null when its first
 * bytes are not a PNG, JPEG or WebP (the allow-list: an SVG or anything else is shown as it is).
 * The file streams into sharp; only the small copy is held whole.
 */
export async function encodePictureVariant(storageKey: string, width: PictureWidth): Promise<Buffer | null> {
  if (!(await isCopyablePicture(storageKey))) return null;
  const original = await mediaStore().get(storageKey);
  if (!original) return null;
  const resize = sharp({ limitInputPixels: MAX_PICTURE_PIXELS, sequentialRead: true })
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: 75, effort: 4 });
  const [, copy] = await Promise.all([pipeline(original.body, resize), resize.toBuffer()]);
  return copy;
}
