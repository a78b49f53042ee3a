import "server-only";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { env } from "@/lib/env";
import { HttpError } from "@/lib/api/errors";

// Where delivered files live: the media store's layout, deliveries/<orderId>/<fileId> under
// DATA_DIR/media. This small module is the only code that touches those bytes, so moving them
// to the shared media store (lib/media's mediaStore(), filesystem or S3) changes this file alone.
// Ids are database uuids, never names the operator typed, so no path can leave the folder.

const folder = (orderId: string) => path.join(env().DATA_DIR, "media", "deliveries", orderId);
const filePath = (orderId: string, fileId: string) => path.join(folder(orderId), fileId);

export const DELIVERY_FILE_TOO_LARGE = "This file is larger than the delivery limit.";

/**
 * Streams an upload to its place, counting bytes as they come: past `maxBytes` the write stops,
 * the partial file is removed and the upload is refused with 413. Returns the stored size.
 */
export async function storeDeliveryFile(orderId: string, fileId: string, body: ReadableStream<Uint8Array> | null, maxBytes: number): Promise<number> {
  await mkdir(folder(orderId), { recursive: true });
  const target = filePath(orderId, fileId);
  let size = 0;
  const cap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.byteLength;
      done(size > maxBytes ? new HttpError(413, DELIVERY_FILE_TOO_LARGE) : null, chunk);
    },
  });
  try {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- web and Node stream typings differ only in name
    await pipeline(body ? Readable.fromWeb(body as any) : Readable.from([]), cap, createWriteStream(target));
  } catch (error) {
    await rm(target, { force: true });
    throw error;
  }
  return size;
}

/** The stored file as a stream, or null when it is gone. */
export async function openDeliveryFile(orderId: string, fileId: string): Promise<{ body: Readable; size: number } | null> {
  const target = filePath(orderId, fileId);
  const found = await stat(target).catch(() => null);
  if (!found?.isFile()) return null;
  return { body: createReadStream(target), size: found.size };
}

export async function deleteDeliveryFile(orderId: string, fileId: string) {
  await rm(filePath(orderId, fileId), { force: true });
}
