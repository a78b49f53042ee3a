import "server-only";
import { randomUUID } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  DeleteObjectsCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { attachmentHeader } from "@/lib/api/attachment";
import { checkKey, checkPrefix, clampRange, holdBodyErrors, type MediaStore } from "./store";

// The S3-compatible back end (decision 127): AWS S3, Cloudflare R2, MinIO. A PUT is atomic on
// S3 already. A stream of unknown length is spooled to a temporary file first, since a plain
// PutObject needs the length and a large video should not sit in memory.
export type S3MediaConfig = {
  bucket: string;
  region: string;
  endpoint?: string;
  forcePathStyle?: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string };
};

const notFound = (error: unknown) => error instanceof S3ServiceException && (error.name === "NoSuchKey" || error.$metadata.httpStatusCode === 404);

async function spooled<T>(body: Readable, upload: (file: string, size: number) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "media-put-"));
  const file = path.join(dir, randomUUID());
  try {
    await pipeline(body, createWriteStream(file));
    return await upload(file, (await stat(file)).size);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export function s3MediaStore(config: S3MediaConfig): MediaStore {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // Checksums only where S3 demands them: R2, MinIO and older gateways refuse the newer
    // default trailers (aws-chunked CRC32) on a plain PUT.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const Bucket = config.bucket;

  /** Keys under the prefix, only those last written before `before` when it is given. */
  async function keysUnder(prefix: string, before?: Date): Promise<string[]> {
    const keys: string[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: checkPrefix(prefix), ContinuationToken }));
      const objects = (page.Contents ?? []).filter((o) => !before || (o.LastModified !== undefined && o.LastModified < before));
      keys.push(...objects.flatMap((o) => (o.Key ? [o.Key] : [])));
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return keys;
  }

  return {
    async put(key, body, { contentType }) {
      holdBodyErrors(body);
      checkKey(key);
      if (Buffer.isBuffer(body)) {
        await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType, ContentLength: body.length }));
        return;
      }
      await spooled(body, (file, size) =>
        client.send(new PutObjectCommand({ Bucket, Key: key, Body: createReadStream(file), ContentType: contentType, ContentLength: size })),
      );
    },
    async get(key, options) {
      checkKey(key);
      let range: { start: number; end: number } | undefined;
      if (options?.range) {
        // The size first, so a range past the end fails the same way on both back ends.
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key })).catch((error: unknown) => {
          if (notFound(error)) return null;
          throw error;
        });
        if (!head) return null;
        range = clampRange(options.range, Number(head.ContentLength));
      }
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: key, Range: range && `bytes=${range.start}-${range.end}` }));
        const total = range ? Number(/\/(\d+)$/.exec(out.ContentRange ?? "")?.[1] ?? NaN) : Number(out.ContentLength);
        return { body: out.Body as Readable, size: total, contentType: out.ContentType ?? "application/octet-stream", ...(range && { range }) };
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkKey(key) }));
    },
    async deletePrefix(prefix) {
      const keys = await keysUnder(prefix);
      // DeleteObjects takes at most 1000 keys a call.
      for (let i = 0; i < keys.length; i += 1000) {
        await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys.slice(i, i + 1000).map((Key) => ({ Key })), Quiet: true } }));
      }
    },
    list: (prefix) => keysUnder(prefix),
    listOlderThan: (prefix, before) => keysUnder(prefix, before),
    async presignedGet(key, { expiresInSeconds, downloadName }) {
      const command = new GetObjectCommand({ Bucket, Key: checkKey(key), ...(downloadName && { ResponseContentDisposition: attachmentHeader(downloadName) }) });
      return getSignedUrl(client, command, { expiresIn: expiresInSeconds });
    },
  };
}
