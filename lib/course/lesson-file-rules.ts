import { sniffImageType } from "@/lib/media/image-type";

// What a lesson may carry beside its video (issue 32, decision 219): WebVTT captions for the
// video, and downloadable attachments (PDF, ZIP, pictures). A file's type is told from its first
// bytes and must agree with its name's extension: the name alone is the sender's claim, and a
// buyer's browser opens an attachment by its extension.

export const MAX_CAPTIONS_BYTES = 1024 * 1024;
export const CAPTIONS_TOO_LARGE = "A captions file is at most 1 MB.";
export const NOT_WEBVTT = "This file is not WebVTT captions. Upload a .vtt file that starts with the line WEBVTT.";
export const CAPTIONS_NEED_VIDEO = "Captions belong to the lesson's video: upload the video first.";

export const MAX_ATTACHMENT_BYTES = 250 * 1024 * 1024;
export const ATTACHMENT_TOO_LARGE = "An attachment is at most 250 MB.";
export const MAX_ATTACHMENTS = 20;
export const TOO_MANY_ATTACHMENTS = `A lesson keeps at most ${MAX_ATTACHMENTS} attachments. Remove one to add another.`;
export const NOT_AN_ATTACHMENT = "Attachments are PDF, ZIP or pictures (PNG, JPEG, WebP, GIF), and the file's contents must match its name.";

/** The attachment types by extension: what the editor offers and what the server stores. */
export const ATTACHMENT_TYPES: Record<string, string> = {
  pdf: "application/pdf",
  zip: "application/zip",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
  gif: "image/gif",
};
export const ATTACHMENT_ACCEPT = Object.keys(ATTACHMENT_TYPES)
  .map((ext) => `.${ext}`)
  .join(",");

/** Bytes enough to tell every type above. */
export const SNIFF_BYTES = 16;

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) => signature.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The type the first bytes show, among the attachment types; null for anything else. */
export function sniffAttachmentType(head: Uint8Array): string | null {
  if (startsWith(head, ascii("%PDF-"))) return "application/pdf";
  // A ZIP starts with a local file header, or is empty (only the end-of-directory record).
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04]) || startsWith(head, [0x50, 0x4b, 0x05, 0x06])) return "application/zip";
  if (startsWith(head, ascii("GIF87a")) || startsWith(head, ascii("GIF89a"))) return "image/gif";
  return sniffImageType(head);
}

/** The stored type of an attachment: its extension's, when its bytes agree; null otherwise. */
export function attachmentContentType(name: string, head: Uint8Array): string | null {
  const ext = name.includes(".") ? name.slice(name.lastIndexOf(".") + 1).toLowerCase() : "";
  const declared = ATTACHMENT_TYPES[ext];
  return declared && sniffAttachmentType(head) === declared ? declared : null;
}

/**
 * A WebVTT file: UTF-8 text whose first line is "WEBVTT", alone or followed by a space or tab
 * and a header (the W3C signature), after an optional byte-order mark.
 */
export function isWebVtt(text: string): boolean {
  return /^\uFEFF?WEBVTT(?:[ \t][^\r\n]*)?(?:\r\n|\r|\n|$)/.test(text) && !text.includes("\uFFFD");
}
