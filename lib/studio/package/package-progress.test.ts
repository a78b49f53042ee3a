import { PackageProgress } from "./package-progress";
import { zipStream } from "./zip.server";

const file = (base: string, body: Buffer | string, ext = "bin") => ({
  base,
  read: async () => ({ data: Buffer.isBuffer(body) ? body : Buffer.from(body), ext }),
});

/** A real package ZIP, as the route streams it. */
async function packageBytes() {
  const files = [
    file("profile/profile", "{}", "json"),
    file("images/big", Buffer.alloc(300_000, 7)),
    file("empty", ""),
    file("script/script", "Hi there.", "txt"),
  ];
  return { bytes: Buffer.from(await new Response(zipStream({ root: "Mia", files })).arrayBuffer()), count: files.length };
}

/** Cuts the bytes into chunks of uneven sizes (1 byte to 64 KiB), the way a network delivers them. */
function chunks(bytes: Buffer, seed = 7) {
  const out: Uint8Array[] = [];
  let at = 0;
  let s = seed;
  while (at < bytes.length) {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    const size = 1 + (s % (s % 3 === 0 ? 29 : 65_536));
    out.push(new Uint8Array(bytes.subarray(at, at + size)));
    at += size;
  }
  return out;
}

describe("PackageProgress", () => {
  it("counts each file as its last byte arrives and reaches the declared total at the end", async () => {
    const { bytes, count } = await packageBytes();
    for (const seed of [1, 7, 42]) {
      const progress = new PackageProgress(count);
      const seen: number[] = [];
      for (const chunk of chunks(bytes, seed)) {
        progress.push(chunk);
        seen.push(progress.view().fraction);
      }
      expect(progress.view()).toEqual({ files: count, totalFiles: count, bytes: bytes.length, fraction: 1, complete: true });
      // Never goes backwards, never past 1.
      expect(seen.every((f, i) => f >= (seen[i - 1] ?? 0) && f <= 1)).toBe(true);
    }
  });

  it("moves within a large file, not only between files", async () => {
    const { bytes, count } = await packageBytes();
    const progress = new PackageProgress(count);
    // The first file and the header of the 300 kB one, then half of its data.
    const firstEnd = bytes.indexOf(Buffer.from("Mia/images/big.bin")) + "Mia/images/big.bin".length;
    progress.push(bytes.subarray(0, firstEnd + 150_000));
    const view = progress.view();
    expect(view.files).toBe(1);
    expect(view.fraction).toBeCloseTo((1 + 0.5) / count, 5);
    progress.push(bytes.subarray(firstEnd + 150_000, firstEnd + 300_000));
    // The big file is done; the empty file's header has not come yet.
    expect(progress.view()).toMatchObject({ files: 2, complete: false });
  });

  it("is complete only once the ZIP's closing record has arrived whole", async () => {
    const { bytes, count } = await packageBytes();
    for (const cut of [1, 30, 100]) {
      const progress = new PackageProgress(count);
      progress.push(bytes.subarray(0, bytes.length - cut));
      // Every file may be in, but a cut directory makes a ZIP no tool opens.
      expect(progress.view()).toMatchObject({ files: count, complete: false });
    }
  });

  it("stays at zero for a package that declares no files", () => {
    const progress = new PackageProgress(0);
    progress.push(new Uint8Array([1, 2, 3]));
    expect(progress.view()).toEqual({ files: 0, totalFiles: 0, bytes: 3, fraction: 0, complete: false });
  });
});
