import "server-only";
import { Readable } from "node:stream";
import { HttpError } from "@/lib/api/errors";
import { mediaStore } from "@/lib/media/media-store.server";

// Where delivered files live: the shared media store (filesystem or S3, decision 127) under
// deliveries/<orderId>/<fileId>. This small module is the only code that touches those bytes.
// Ids are database uuids, never names the operator typed, so no key can leave the folder.

const key = (orderId: string, fileId: string) => `deliveries/${orderId}/${fileId}`;

export const DELIVERY_FILE_TOO_LARGE = "This file is larger than the delivery limit.";

/**
 * Streams an upload to its place, counting bytes as they come: past `maxBytes` the write stops,
 * nothing is kept and the upload is refused with 413. Any error from the body (an upload cut
 * short, see lib/media/upload-body.server.ts) leaves nothing either. Returns the stored size.
 */
export async function storeDeliveryFile(
  orderId: string,
  fileId: string,
  body: Readable | ReadableStream<Uint8Array> | null,
  maxBytes: number,
  contentType = "application/octet-stream",
): Promise<number> {
  let size = 0;
  // Counted as the store reads it (a generator runs only when pulled, so a refusal always has
  // the store's pipeline to land in, never an unheard stream error).
  async function* capped() {
    const source = body instanceof Readable ? body : body ? Readable.fromWeb(body as import("node:stream/web").ReadableStream<Uint8Array>) : [];
    for await (const chunk of source) {
      size += chunk.byteLength;
      if (size > maxBytes) throw new HttpError(413, DELIVERY_FILE_TOO_LARGE);
      yield chunk;
    }
  }
  try {
    await mediaStore().put(key(orderId, fileId), Readable.from(capped()), { contentType });
  } catch (error) {
    await mediaStore().delete(key(orderId, fileId));
    throw error;
  }
  return size;
}

/** The stored file as a stream, or null when it is gone. */
export async function openDeliveryFile(orderId: string, fileId: string): Promise<{ body: Readable; size: number } | null> {
  const media = await mediaStore().get(key(orderId, fileId));
  return media ? { body: media.body, size: media.size } : null;
}

export async function deleteDeliveryFile(orderId: string, fileId: string) {
  await mediaStore().delete(key(orderId, fileId));
}
