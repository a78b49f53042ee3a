// File extensions of the media types the studio keeps: a store key and a drive file name end
// with them, so a downloaded or exported file opens in the right program.
const EXTENSIONS: Record<string, string> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/webp": "webp",
  "image/gif": "gif",
  "image/svg+xml": "svg",
  "audio/mpeg": "mp3",
  "audio/mp3": "mp3",
  "audio/wav": "wav",
  "audio/ogg": "ogg",
  "video/mp4": "mp4",
  "text/plain": "txt",
  "text/srt": "srt",
  "application/x-subrip": "srt",
  "application/json": "json",
  "application/zip": "zip",
};

/** The extension for a content type (its parameters ignored), "bin" for one not listed. */
export const extensionFor = (contentType: string) => EXTENSIONS[contentType.split(";")[0].trim().toLowerCase()] ?? "bin";
