import "server-only";
import { HttpError } from "@/lib/api/errors";
import { PACKAGE_LIMITS } from "@/lib/policy/limits";
import { throttle } from "@/lib/policy/throttle.server";
import { ACTIVITY_KINDS, recordActivity } from "@/lib/activity/activity.server";
import { packageContents } from "@/lib/studio/package/contents.server";
import { packageFileName } from "@/lib/studio/package/package.server";
import { zipStream } from "@/lib/studio/package/zip.server";
import { driveFailure, exportFolder } from "./export.server";
import { freshAccessToken } from "./tokens.server";
import type { StorageProvider } from "./providers/types";

export type SentPackage = { folder: string; name: string; bytes: number };

/** The streamed ZIP gathered for a drive's one-request upload, stopped once it passes the cap. */
async function gather(stream: ReadableStream<Uint8Array>, maxBytes: number): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = stream.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    const chunk = read.value;
    size += chunk.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw new HttpError(413, `The package is larger than ${Math.round(maxBytes / 1024 / 1024)} MB, too large to send to a drive. Download it instead.`);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * POST /api/cloud-storage/{provider}/package: the same package as the download (decision 111),
 * uploaded as one ZIP into a new folder named after the character. A missing or foreign
 * character or connection is a 404; a revoked connection a 409 asking to reconnect.
 */
export async function sendPackageToDrive(userId: string, provider: StorageProvider, characterId: string): Promise<SentPackage> {
  const contents = await packageContents(userId, characterId);
  await throttle("storageExportPerUser", userId);
  // The connection is checked before the package is made, so a missing one costs nothing.
  const { accessToken } = await freshAccessToken(userId, provider);
  const data = await gather(zipStream(contents), PACKAGE_LIMITS.driveUploadBytes);
  const folder = await exportFolder(userId, provider, accessToken, contents.root);
  const uploaded = await provider
    .upload(accessToken, folder, { name: packageFileName(contents.root), contentType: "application/zip", data })
    .catch(async (error) => {
      throw await driveFailure(userId, provider, error);
    });
  // Counted as an export of the character on its Posts step (decision 117).
  await recordActivity(userId, ACTIVITY_KINDS.cloudExportFinished, `Package of ${contents.root} to ${provider.label}`, undefined, characterId);
  return { folder: folder.name, name: uploaded.name, bytes: data.byteLength };
}
