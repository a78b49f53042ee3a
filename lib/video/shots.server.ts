import "server-only";
import { writeFile } from "node:fs/promises";
import sharp from "sharp";
import { VIDEO_HEIGHT, VIDEO_WIDTH } from "./format";

// Every shot becomes a 1080×1920 PNG before ffmpeg sees it: sharp reads what a shot can be
// (PNG, JPEG, WebP, AVIF, and the SVG demo portraits, which the static ffmpeg cannot read),
// turns it upright by its EXIF orientation and crops it to fill 9:16 (decision 133).

/** A shot as a file path, or its bytes (an image file's contents, e.g. a demo portrait's SVG). */
export type ShotSource = string | Buffer;

const SVG_DATA_URL = /^data:image\/svg\+xml(;base64)?,/;

/** The bytes of an SVG data URL (how demo portraits are kept), for a ShotSource. */
export function svgFromDataUrl(url: string): Buffer {
  const match = SVG_DATA_URL.exec(url);
  if (!match) throw new Error("Not an SVG data URL");
  const body = url.slice(match[0].length);
  return match[1] ? Buffer.from(body, "base64") : Buffer.from(decodeURIComponent(body));
}

export async function prepareShot(source: ShotSource, outPath: string): Promise<void> {
  // SVG is drawn at a density that gives at least the video's size, so it is not upscaled.
  const image = sharp(source, { density: 144, limitInputPixels: 100_000_000 });
  const png = await image
    .rotate()
    .resize(VIDEO_WIDTH, VIDEO_HEIGHT, { fit: "cover", position: "attention" })
    .flatten({ background: "#000000" })
    .png({ compressionLevel: 1 })
    .toBuffer();
  await writeFile(outPath, png);
}
