import "server-only";
import { once } from "node:events";
import type { Readable } from "node:stream";
import { ZipArchive } from "archiver";

// The one streamed ZIP writer (decision 111): each entry is asked for only when the reader has
// taken what came before (the stream's pull), so memory holds about one entry and a megabyte of
// ZIP. Used by the character package and the course export.
const QUEUE_BYTES = 1024 * 1024;

export type ZipEntry = { name: string; data: Buffer | Readable | string; date?: Date; store?: boolean };

/**
 * A ZIP as a web stream. `next` gives the next entry, or null after the last; `deflate` false
 * stores every entry (media are compressed already, and stored entries carry their sizes in
 * their local headers, which the package's progress reads).
 */
export function pulledZipStream(next: () => Promise<ZipEntry | null>, options: { deflate: boolean }): ReadableStream<Uint8Array> {
  const archive = options.deflate ? new ZipArchive({ zlib: { level: 6 } }) : new ZipArchive({ store: true });
  const ended = once(archive, "end");
  ended.catch(() => {}); // an error is reported through the stream below
  let done = false;
  let cancelled = false;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        // After a cancel the stream is closed already; the archive's last events go nowhere.
        archive.on("data", (chunk: Buffer) => cancelled || controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength)));
        archive.on("end", () => cancelled || controller.close());
        archive.on("error", (error) => cancelled || controller.error(error));
      },
      async pull() {
        const entry = done ? null : await next();
        if (entry) {
          const added = once(archive, "entry");
          archive.append(entry.data, { name: entry.name, ...(entry.date && { date: entry.date }), ...(entry.store && { store: true }) });
          await added;
        } else {
          done = true;
          await archive.finalize();
          await ended;
        }
      },
      cancel() {
        // The reader went away: stop reading entries for nobody.
        cancelled = true;
        done = true;
        archive.abort();
      },
    },
    new ByteLengthQueuingStrategy({ highWaterMark: QUEUE_BYTES }),
  );
}
