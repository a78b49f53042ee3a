import { ogAlt, ogSize, renderOgImage } from "@/lib/marketing/og-image";

export const alt = ogAlt;
export const size = ogSize;
export const contentType = "image/png";

export default function TwitterImage() {
  return renderOgImage();
}
