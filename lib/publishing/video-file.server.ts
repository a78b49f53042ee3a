import "server-only";
import { buffer } from "node:stream/consumers";
import { mediaStore } from "@/lib/media/media-store.server";
import { PublishError } from "./adapter";

// The post's video as the real adapters send it: its size and type first, then one byte range at
// a time from the media store, so an upload holds one chunk in memory, never the file.

const MISSING = "The post's video file is missing; link the video again";

export async function videoFile(storageKey: string) {
  const head = await mediaStore().get(storageKey, { range: { start: 0, end: 0 } });
  if (!head) throw new PublishError("permanent", MISSING);
  head.body.destroy();
  return {
    size: head.size,
    contentType: head.contentType,
    /** Bytes first..last, inclusive. */
    async chunk(first: number, last: number): Promise<Uint8Array<ArrayBuffer>> {
      const stored = await mediaStore().get(storageKey, { range: { start: first, end: last } });
      if (!stored) throw new PublishError("permanent", MISSING);
      return new Uint8Array(await buffer(stored.body));
    },
  };
}
