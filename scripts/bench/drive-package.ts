// `npm run bench:drive`: sends a 300 MB package to the Dropbox stand-in (in its own process)
// through the same path "Send package to drive" takes (spooled to disk, then the upload session
// in chunks), samples this process's RSS, and prints the peak rise beside the 64 MB cap with a
// PASS/FAIL verdict (scripts/bench/drive-package-verdict.ts). Issue 29, item 4; decision 176.
import { fork, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import path from "node:path";
import { judgeDriveUpload } from "./drive-package-verdict";

const PACKAGE_BYTES = Number(process.env.BENCH_PACKAGE_MB ?? 300) * 1024 * 1024;

/** A package of `size` bytes made 1 MB at a time, as the ZIP stream makes it: never whole. */
function packageStream(size: number) {
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= size) return controller.close();
      const chunk = randomBytes(Math.min(1024 * 1024, size - sent));
      sent += chunk.length;
      controller.enqueue(chunk);
    },
  });
}

async function ask<T>(child: ChildProcess, message: string): Promise<T> {
  child.send(message);
  return (await once(child, "message"))[0] as T;
}

async function main() {
  const child = fork(path.join(__dirname, "drive-stand-in.ts"), { execArgv: ["--import", "tsx"] });
  const ready = (await once(child, "message"))[0] as { env: Record<string, string>; accessToken: string };
  Object.assign(process.env, ready.env);
  const { dropbox } = await import("@/lib/storage/providers/dropbox.server");
  const { withSpooledFile } = await import("@/lib/storage/chunked-upload.server");

  // A running server has sent packages before: one small send first, so that the figure is what
  // a send adds, not the first use of the code (module loading, JIT, undici's pool).
  const warmFolder = await dropbox.createFolder(ready.accessToken, "Warm-up");
  await withSpooledFile(packageStream(16 * 1024 * 1024), (zip) =>
    dropbox.uploadLarge(ready.accessToken, warmFolder, { name: "Warm-up.zip", contentType: "application/zip", path: zip.path, size: zip.size }),
  );

  const baselineRssBytes = process.memoryUsage().rss;
  let peakRssBytes = baselineRssBytes;
  const sampler = setInterval(() => (peakRssBytes = Math.max(peakRssBytes, process.memoryUsage().rss)), 10);
  try {
    const folder = await dropbox.createFolder(ready.accessToken, "Bench package");
    await withSpooledFile(packageStream(PACKAGE_BYTES), (zip) =>
      dropbox.uploadLarge(ready.accessToken, folder, { name: "Bench package.zip", contentType: "application/zip", path: zip.path, size: zip.size }),
    );
  } finally {
    clearInterval(sampler);
  }
  const tally = await ask<{ receivedBytes: number; chunks: number }>(child, "tally");
  child.send("stop");
  const result = judgeDriveUpload({ packageBytes: PACKAGE_BYTES, baselineRssBytes, peakRssBytes, ...tally });
  for (const line of result.lines) console.log(line);
  process.exitCode = result.verdict === "PASS" ? 0 : 1;
}

void main();
