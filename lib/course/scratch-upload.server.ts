import "server-only";
import { createWriteStream } from "node:fs";
import { mkdtemp, open, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import { uploadStream, type UploadLimit } from "@/lib/media/upload-body.server";

export type ScratchUpload = { dir: string; path: string; size: number };

/**
 * A course upload streamed into a scratch file through the one upload helper (capped while it
 * arrives, length checked, never held in memory), so it can be checked before it is stored.
 * The caller removes `dir` when done; a failed upload leaves nothing.
 */
export async function uploadToScratch(request: Request, limit: UploadLimit): Promise<ScratchUpload> {
  const { stream, size } = uploadStream(request, limit);
  const dir = await mkdtemp(join(tmpdir(), "course-upload-"));
  const path = join(dir, "upload");
  try {
    await pipeline(stream, createWriteStream(path));
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  return { dir, path, size: size() };
}

/** The first bytes of a scratch file (fewer when it is shorter). */
export async function readHead(path: string, bytes: number): Promise<Uint8Array> {
  const file = await open(path, "r");
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await file.read(buffer, 0, bytes, 0);
    return new Uint8Array(buffer.subarray(0, bytesRead));
  } finally {
    await file.close();
  }
}
