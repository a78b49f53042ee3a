// The picture formats a reference image may have (what Leonardo's init-image accepts), told
// from the file's first bytes: a name or a declared Content-Type is the sender's claim only.
export const REFERENCE_IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;
export type ReferenceImageType = (typeof REFERENCE_IMAGE_TYPES)[number];

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) => signature.every((b, i) => bytes[at + i] === b);

/** PNG, JPEG or WebP by magic bytes; null for anything else (HTML, SVG, GIF...). */
export function sniffImageType(bytes: Uint8Array): ReferenceImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  // "RIFF" <size> "WEBP"
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return "image/webp";
  return null;
}
