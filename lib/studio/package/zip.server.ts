import "server-only";
import { pulledZipStream } from "@/lib/media/zip-stream.server";
import type { PackageContents, PackageFile } from "./package-file";

// The package as a ZIP streamed to whoever reads it (decision 111), through the one pulled ZIP
// writer: the next file is read only when the reader has taken what came before. Files are
// stored, not deflated: images and audio are compressed already, and stored entries carry their
// sizes in their local headers, which is what lets the browser count finished files
// (./package-progress.ts).

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
  let next = 0;
  return pulledZipStream(
    async () => {
      if (next >= files.length) return null;
      const { name, data } = await readOrNote(files[next++]!);
      return { name: `${root}/${name}`, data, date };
    },
    { deflate: false },
  );
}
