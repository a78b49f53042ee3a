import "server-only";
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { BadRequestError, HttpError } from "@/lib/api/errors";

// The one way a route takes a request body it does not parse as JSON (issue 29, decision 175):
// uploads (delivery files, reference images, course videos) stream from the socket to wherever
// they go, counted against the route's own cap. The proxy never runs for a request that carries
// a body under /api (proxy.ts), so what arrives here is the socket's bytes, never a clipped copy.

export type UploadLimit = {
  /** The route's cap in bytes. */
  maxBytes: number;
  /** The 413 message, in the product's words ("The picture is larger than 10 MB"). */
  tooLarge: string;
};

/** A JSON body whose connection dropped before it ended. */
export const REQUEST_CUT_SHORT = "The request was cut short before its body arrived. Please try again.";

export const UPLOAD_CUT_SHORT = "The upload was cut short: fewer bytes arrived than the file's declared size. Please try again.";
const LENGTH_MISMATCH = "The upload's size does not match its declared Content-Length.";

/**
 * The body's declared length, checked before a byte is read: over the cap is 413, a malformed
 * value 400. Null when the client streams without one (chunked): the cap still holds as it arrives.
 */
export function declaredUploadLength(request: Request, limit: UploadLimit): number | null {
  const header = request.headers.get("content-length");
  if (header === null) return null;
  if (!/^\d{1,15}$/.test(header.trim())) throw new BadRequestError("Content-Length is not a number of bytes.");
  const declared = Number(header);
  if (declared > limit.maxBytes) throw new HttpError(413, limit.tooLarge);
  return declared;
}

/**
 * The request's body as a Node stream for a store's `put`: past the cap it fails with 413, and
 * when it ends with another count than the declared length (a dropped connection, a clipped body)
 * it fails with 400, so the store's pipeline fails and the store keeps nothing (its writes are
 * whole or nothing). The declared length is checked before this returns, so a 413 for an
 * oversized declaration comes before any byte is read; `size()` is the count so far.
 */
export function uploadStream(request: Request, limit: UploadLimit): { stream: Readable; declared: number | null; size: () => number } {
  const declared = declaredUploadLength(request, limit);
  let size = 0;
  const body = request.body;
  // A generator runs only when pulled, so an error always lands in the consumer's pipeline,
  // never as an unheard stream error.
  async function* counted() {
    if (body) {
      try {
        for await (const chunk of Readable.fromWeb(body as NodeReadableStream<Uint8Array>)) {
          size += (chunk as Uint8Array).byteLength;
          if (size > limit.maxBytes) throw new HttpError(413, limit.tooLarge);
          if (declared !== null && size > declared) throw new BadRequestError(LENGTH_MISMATCH);
          yield chunk as Uint8Array;
        }
      } catch (error) {
        // The client dropped the connection mid-body ("aborted"): a 4xx, not a server fault.
        throw error instanceof HttpError ? error : new BadRequestError(UPLOAD_CUT_SHORT, { received: size, declared });
      }
    }
    if (declared !== null && size !== declared) throw new BadRequestError(UPLOAD_CUT_SHORT, { received: size, declared });
  }
  return { stream: Readable.from(counted(), { objectMode: false }), declared, size: () => size };
}

/**
 * A small upload read whole (a reference picture, sniffed before it is stored): the same checks
 * as uploadStream, and at most `maxBytes` held.
 */
export async function readUploadBody(request: Request, maxBytes: number, tooLarge: string): Promise<Uint8Array<ArrayBuffer>> {
  const { stream } = uploadStream(request, { maxBytes, tooLarge });
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

/**
 * A JSON route's body as text, capped before and while it is read: a declared length over the
 * cap is refused without reading, and a chunked body stops being read at the cap.
 */
export async function readCappedText(request: Request, maxBytes: number): Promise<string> {
  const limit = { maxBytes, tooLarge: "Request body is too large" };
  const declared = declaredUploadLength(request, limit);
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    // A client that goes away mid-body (an editor cancelling a stale preview) is a 400 nobody
    // reads, as in uploadStream: not a server fault to log as a 500.
    const { done, value } = await reader.read().catch(() => {
      throw new BadRequestError(REQUEST_CUT_SHORT);
    });
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw new HttpError(413, limit.tooLarge);
    }
    chunks.push(value);
  }
  if (declared !== null && size !== declared) throw new BadRequestError(LENGTH_MISMATCH);
  return Buffer.concat(chunks).toString("utf8");
}
