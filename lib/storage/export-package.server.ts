import "server-only";
import { ConflictError, ServiceUnavailableError } from "@/lib/api/errors";
import { PACKAGE_LIMITS } from "@/lib/policy/limits";
import { throttle } from "@/lib/policy/throttle.server";
import { ACTIVITY_KINDS, recordActivity } from "@/lib/activity/activity.server";
import { packageContents } from "@/lib/studio/package/contents.server";
import { packageFileName } from "@/lib/studio/package/package.server";
import { zipStream } from "@/lib/studio/package/zip.server";
import { driveFailure, exportFolder } from "./export.server";
import { freshAccessToken } from "./tokens.server";
import { withSpooledFile } from "./chunked-upload.server";
import type { Drive } from "./providers/types";

export type SentPackage = { folder: string; name: string; bytes: number };

export const PACKAGE_ALREADY_SENDING = "A package is already on its way to your drive. Wait until it has arrived before sending another.";
export const DRIVE_UPLOADS_BUSY = "Several packages are being sent to drives right now. Please try again in a minute.";

// Who is sending now, in this process: one package per buyer at a time, and a few at once in all
// (each holds a spooled ZIP on disk and one chunk in memory). Decision 176.
const sending = new Set<string>();

/**
 * POST /api/cloud-storage/{provider}/package: the same package as the download (decision 111),
 * spooled to a temporary file and sent in chunks through the drive's resumable upload into a new
 * folder named after the character (decision 176). A missing or foreign character or connection
 * is a 404; a revoked connection a 409 asking to reconnect; a second send while one is running
 * a 409; a full process a 503.
 */
export async function sendPackageToDrive(userId: string, provider: Drive, characterId: string): Promise<SentPackage> {
  if (sending.has(userId)) throw new ConflictError(PACKAGE_ALREADY_SENDING);
  if (sending.size >= PACKAGE_LIMITS.driveUploadsPerProcess) throw new ServiceUnavailableError(DRIVE_UPLOADS_BUSY);
  sending.add(userId);
  try {
    const contents = await packageContents(userId, characterId);
    await throttle("storageExportPerUser", userId);
    // The connection is checked before the package is made, so a missing one costs nothing.
    const { accessToken } = await freshAccessToken(userId, provider);
    return await withSpooledFile(zipStream(contents), async (zip) => {
      const folder = await exportFolder(userId, provider, accessToken, contents.root);
      const uploaded = await provider
        .uploadLarge(accessToken, folder, { name: packageFileName(contents.root), contentType: "application/zip", path: zip.path, size: zip.size })
        .catch(async (error) => {
          throw await driveFailure(userId, provider, error);
        });
      // Counted as an export of the character on its Posts step (decision 117).
      await recordActivity(userId, ACTIVITY_KINDS.cloudExportFinished, `Package of ${contents.root} to ${provider.label}`, undefined, characterId);
      return { folder: folder.name, name: uploaded.name, bytes: zip.size };
    });
  } finally {
    sending.delete(userId);
  }
}
