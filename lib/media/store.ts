import type { Readable } from "node:stream";

// The one media store (decision 127): where generated and uploaded media live, by key. The
// filesystem back end is the embedded default; S3-compatible storage is chosen by S3_BUCKET.
// Keys are the store's own names, never a user's: `characters/<characterId>/<assetId>.<ext>`.

/** An inclusive byte range, as an HTTP Range header names it (end omitted: to the end). */
export type ByteRange = { start: number; end?: number };

export type StoredMedia = {
  body: Readable;
  /** The whole object's size in bytes, also when a range was read. */
  size: number;
  contentType: string;
  /** The bytes the body holds, when a range was asked for. */
  range?: { start: number; end: number };
};

export interface MediaStore {
  /** Writes the object whole or not at all (a reader never sees half a file). */
  put(key: string, body: Buffer | Readable, options: { contentType: string }): Promise<void>;
  /** The object, or null when there is none; a range past the end is a RangeError. */
  get(key: string, options?: { range?: ByteRange }): Promise<StoredMedia | null>;
  /** Removes the object; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Removes every object whose key starts with `prefix` (a folder: ends with "/"). */
  deletePrefix(prefix: string): Promise<void>;
  /** The keys under `prefix`, for orphan checks. */
  list(prefix: string): Promise<string[]>;
  /** The keys under `prefix` last written before `before`: the orphan sweep's candidates (decision 174). */
  listOlderThan(prefix: string, before: Date): Promise<string[]>;
  /**
   * A short-lived link that reads the object straight from the store, so its bytes need not pass
   * through the app (S3's presigned GET; the filesystem back end has none). `downloadName` makes
   * the answer a download under that name.
   */
  presignedGet?(key: string, options: { expiresInSeconds: number; downloadName?: string }): Promise<string>;
}

// Letters, digits, dot, dash and underscore in segments that start with a letter or digit: no
// "..", no absolute paths, nothing a filesystem or an S3 console reads differently.
const SEGMENT = "[A-Za-z0-9][A-Za-z0-9._-]{0,127}";
const KEY = new RegExp(`^${SEGMENT}(/${SEGMENT}){0,7}$`);
const PREFIX = new RegExp(`^(${SEGMENT}/){1,8}$`);

export class InvalidMediaKeyError extends Error {
  constructor(key: string) {
    super(`Not a media key: ${JSON.stringify(key.slice(0, 80))}`);
    this.name = "InvalidMediaKeyError";
  }
}

export function checkKey(key: string): string {
  if (!KEY.test(key)) throw new InvalidMediaKeyError(key);
  return key;
}

/** A folder prefix ("characters/<id>/"); a bare "" or a partial name is refused, so no delete reaches too far. */
export function checkPrefix(prefix: string): string {
  if (!PREFIX.test(prefix)) throw new InvalidMediaKeyError(prefix);
  return prefix;
}

/** The range a request may read from an object of `size` bytes; throws RangeError when none. */
export function clampRange(range: ByteRange, size: number): { start: number; end: number } {
  const end = Math.min(range.end ?? size - 1, size - 1);
  if (!Number.isInteger(range.start) || range.start < 0 || range.start > end) throw new RangeError("range not satisfiable");
  return { start: range.start, end };
}

/**
 * A stream body can fail before a store starts reading it: a ZIP's web stream fills its queue at
 * once, so a failing first entry errors the body while the store is still making its folder. With
 * no 'error' listener yet, Node would end the process. This listener only keeps that failure
 * from being unhandled; the pipe that reads the body still rejects with it, so put() fails.
 */
export function holdBodyErrors(body: Buffer | Readable): void {
  if (!Buffer.isBuffer(body)) body.on("error", () => {});
}
