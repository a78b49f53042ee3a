import "server-only";
import { Readable } from "node:stream";
import { HttpError } from "@/lib/api/errors";
import type { ByteRange, StoredMedia } from "./store";

// How a stored file is answered over HTTP, by the owner's route and by a signed link alike:
// inert (never sniffed into HTML, never a document with script, since an upload is the
// user's own bytes), private to the browser's cache, and seekable with Range for audio and video.

/** The one range of a `Range: bytes=a-b` header, or undefined for none or a form we do not serve (whole file). */
export function parseRange(header: string | null): ByteRange | undefined {
  const match = header && /^bytes=(\d+)-(\d*)$/.exec(header.trim());
  if (!match) return undefined;
  return { start: Number(match[1]), ...(match[2] && { end: Number(match[2]) }) };
}

/** Reads a file with the request's range; a range past the end is 416 with { message }. */
export async function readWithRange<T>(read: (range?: ByteRange) => Promise<T>, request: Request): Promise<T> {
  try {
    return await read(parseRange(request.headers.get("range")));
  } catch (error) {
    if (error instanceof RangeError) throw new HttpError(416, "The requested range is outside the file");
    throw error;
  }
}

export function mediaResponse(media: StoredMedia, options: { contentType?: string | null; maxAgeSeconds: number }): Response {
  const headers: Record<string, string> = {
    "Content-Type": options.contentType ?? media.contentType,
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'; sandbox",
    "Cache-Control": `private, max-age=${options.maxAgeSeconds}`,
    "Accept-Ranges": "bytes",
  };
  const body = Readable.toWeb(media.body) as ReadableStream<Uint8Array>;
  if (!media.range) return new Response(body, { headers: { ...headers, "Content-Length": String(media.size) } });
  const { start, end } = media.range;
  return new Response(body, {
    status: 206,
    headers: { ...headers, "Content-Length": String(end - start + 1), "Content-Range": `bytes ${start}-${end}/${media.size}` },
  });
}
