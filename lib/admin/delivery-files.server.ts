import "server-only";
import { Readable, Transform } from "node:stream";
import { HttpError } from "@/lib/api/errors";
import { mediaStore } from "@/lib/media/media-store.server";

// Where delivered files live: the shared media store (filesystem or S3, decision 127) under
// deliveries/<orderId>/<fileId>. This small module is the only code that touches those bytes.
// Ids are database uuids, never names the operator typed, so no key can leave the folder.

const key = (orderId: string, fileId: string) => `deliveries/${orderId}/${fileId}`;

export const DELIVERY_FILE_TOO_LARGE = "This file is larger than the delivery limit.";

/**
 * Streams an upload to its place, counting bytes as they come: past `maxBytes` the write stops,
 * nothing is kept and the upload is refused with 413. Returns the stored size.
 */
export async function storeDeliveryFile(
  orderId: string,
  fileId: string,
  body: ReadableStream<Uint8Array> | null,
  maxBytes: number,
  contentType = "application/octet-stream",
): Promise<number> {
  let size = 0;
  const cap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.byteLength;
      done(size > maxBytes ? new HttpError(413, DELIVERY_FILE_TOO_LARGE) : null, chunk);
    },
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- web and Node stream typings differ only in name
  const source = body ? Readable.fromWeb(body as any) : Readable.from([]);
  source.on("error", (error) => cap.destroy(error));
  try {
    await mediaStore().put(key(orderId, fileId), source.pipe(cap), { contentType });
  } catch (error) {
    await mediaStore().delete(key(orderId, fileId));
    // The cap's own refusal may arrive wrapped by the stream machinery; the size tells.
    if (size > maxBytes) throw new HttpError(413, DELIVERY_FILE_TOO_LARGE);
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
