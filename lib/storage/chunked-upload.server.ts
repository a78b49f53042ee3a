import "server-only";
import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdtemp, open, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { pipeline } from "node:stream/promises";
import { failureOfStatus, ProviderError } from "@/lib/net/provider-error";
import { PACKAGE_LIMITS } from "@/lib/policy/limits";

// Large files to a drive (issue 29, decision 176): the package ZIP is spooled to a temporary file
// (OneDrive's upload session needs the total size in every range, and a failed chunk can be
// re-read), then sent in chunks through each drive's resumable upload. At most one chunk is in
// memory per upload.

export type SpooledFile = { path: string; size: number };

/** Writes the stream to a temporary file, runs `send` with it, and removes it whatever happens. */
export async function withSpooledFile<T>(stream: ReadableStream<Uint8Array>, send: (file: SpooledFile) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "drive-upload-"));
  const file = path.join(dir, randomUUID());
  try {
    await pipeline(Readable.fromWeb(stream as NodeReadableStream<Uint8Array>), createWriteStream(file));
    return await send({ path: file, size: (await stat(file)).size });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * The file's chunks in order, each read when it is asked for, into one buffer reused for every
 * chunk (a chunk is valid until the next is asked for): one chunk of memory per upload, with no
 * garbage piling up between collections. A 0-byte file yields one empty chunk.
 */
export async function* fileChunks(
  file: SpooledFile,
  chunkBytes = PACKAGE_LIMITS.driveChunkBytes,
): AsyncGenerator<{ offset: number; data: Buffer<ArrayBuffer>; last: boolean }> {
  const handle = await open(file.path, "r");
  const buffer = Buffer.alloc(Math.min(chunkBytes, file.size));
  try {
    let offset = 0;
    do {
      const length = Math.min(chunkBytes, file.size - offset);
      const data = buffer.subarray(0, length);
      if (length > 0) await handle.read(data, 0, length, offset);
      yield { offset, data, last: offset + length >= file.size };
      offset += length;
    } while (offset < file.size);
  } finally {
    await handle.close();
  }
}

/** A raw call to a drive's upload endpoint: `expected` statuses pass; anything else is the shared ProviderError. */
export async function uploadCall(url: string, init: RequestInit, expected: number[]): Promise<Response> {
  const res = await fetch(url, init);
  if (!expected.includes(res.status)) {
    const text = await res.text().catch(() => "");
    throw new ProviderError(
      new URL(url).host,
      failureOfStatus(res.status),
      `${new URL(url).pathname} answered ${res.status}: ${text.slice(0, 200)}`,
      res.status,
    );
  }
  return res;
}
