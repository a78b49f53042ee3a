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
const MAX_NAME_CHARS = 100;

export const DELIVERY_ACCEPT = Object.keys(DELIVERY_FILE_TYPES)
  .map((ext) => `.${ext}`)
  .join(",");

/**
 * A file name safe to store, show and put in a ZIP or a Content-Disposition header: no folders,
 * no control or reserved characters, no leading dots, at most 100 characters with its extension kept.
 */
export function sanitizeFileName(raw: string): string {
  const base = raw.split(/[/\\]/).pop() ?? "";
  const cleaned = base
    .normalize("NFC")
    .replace(/[\u0000-\u001f\u007f<>:"|?*]/g, "_")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^\.+/, "");
  const dot = cleaned.lastIndexOf(".");
  const ext = dot > 0 ? cleaned.slice(dot) : "";
  const stem = (dot > 0 ? cleaned.slice(0, dot) : cleaned).slice(0, MAX_NAME_CHARS - ext.length).trim();
  return `${stem || "file"}${ext.toLowerCase()}`;
}

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
