// What an operator may upload as a delivery (decision 137), shared by the upload form and the
// server. The stored type comes from the file's extension on this list, never from the
// browser's header, and every file is served to the buyer as an attachment.

export const DELIVERY_FILE_TYPES: Record<string, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
  gif: "image/gif",
  mp4: "video/mp4",
  mov: "video/quicktime",
  webm: "video/webm",
  mp3: "audio/mpeg",
  wav: "audio/wav",
  m4a: "audio/mp4",
  pdf: "application/pdf",
  zip: "application/zip",
  txt: "text/plain",
  srt: "text/plain",
};

/** One file: a finished video is the largest thing the service delivers. */
export const MAX_DELIVERY_FILE_BYTES = 250 * 1024 * 1024;
/** Files and links on one order: 200+ images go as a ZIP or a link, not one by one. */
export const MAX_DELIVERY_ITEMS = 60;

export const DELIVERY_ACCEPT = Object.keys(DELIVERY_FILE_TYPES)
  .map((ext) => `.${ext}`)
  .join(",");

/** The stored content type for a (sanitized) name, or null when its extension is not allowed. */
export function deliveryContentType(name: string): string | null {
  const ext = name.includes(".") ? name.slice(name.lastIndexOf(".") + 1).toLowerCase() : "";
  return DELIVERY_FILE_TYPES[ext] ?? null;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  const mb = bytes / (1024 * 1024);
  return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
}
