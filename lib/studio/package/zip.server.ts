import "server-only";
import { once } from "node:events";
import { ZipArchive } from "archiver";
import type { PackageContents, PackageFile } from "./package-file";

// The package as a ZIP streamed to whoever reads it (decision 111). The next file is read and
// added only when the reader has taken what came before (the stream's pull), so memory holds
// about one file and a megabyte of ZIP, never the whole package. Files are stored, not deflated:
// images and audio are compressed already, and stored entries carry their sizes in their local
// headers, which is what lets the browser count finished files (./package-progress.ts).
const QUEUE_BYTES = 1024 * 1024;

async function readOrNote(file: PackageFile): Promise<{ name: string; data: Buffer }> {
  try {
    const { data, ext } = await file.read();
    return { name: `${file.base}.${ext}`, data };
  } catch (error) {
    // One unreadable file (a provider URL that expired) is named in a note; the rest still come.
    console.error("[package] file left out", file.base, error);
    const note = `This file could not be read when the package was made, so it is left out. Everything else in the package is complete.\n`;
    return { name: `${file.base}.missing.txt`, data: Buffer.from(note, "utf8") };
  }
}

export function zipStream({ root, files }: PackageContents, date = new Date()): ReadableStream<Uint8Array> {
  const archive = new ZipArchive({ store: true });
  const ended = once(archive, "end");
  ended.catch(() => {}); // an error is reported through the stream below
  let next = 0;
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
        if (next < files.length) {
          const { name, data } = await readOrNote(files[next++]!);
          const added = once(archive, "entry");
          archive.append(data, { name: `${root}/${name}`, date });
          await added;
        } else {
          await archive.finalize();
          await ended;
        }
      },
      cancel() {
        // The browser went away: stop reading files for nobody.
        cancelled = true;
        next = files.length;
        archive.abort();
      },
    },
    new ByteLengthQueuingStrategy({ highWaterMark: QUEUE_BYTES }),
  );
}
