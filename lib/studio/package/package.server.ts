import "server-only";
import { attachmentHeader } from "@/lib/api/attachment";
import { throttle } from "@/lib/policy/throttle.server";
import { ACTIVITY_KINDS, recordActivity } from "@/lib/activity/activity.server";
import { packageContents, voiceSamplesContents } from "./contents.server";
import type { PackageContents } from "./package-file";
import { PACKAGE_FILES_HEADER } from "./package-progress";
import { zipStream } from "./zip.server";

export const packageFileName = (root: string) => `${root} package.zip`;

/**
 * GET /api/user/characters/{id}/package: the character's package as a streamed ZIP (decision
 * 111). A missing or another buyer's character is a 404 before anything is streamed.
 */
export async function downloadPackage(userId: string, characterId: string, part: "all" | "voice" = "all"): Promise<Response> {
  const contents: PackageContents = part === "voice" ? await voiceSamplesContents(userId, characterId) : await packageContents(userId, characterId);
  await throttle("packageDownloadPerUser", userId);
  // Counted as a download of the character on its Posts step (decision 117).
  await recordActivity(userId, ACTIVITY_KINDS.fileDownloaded, part === "voice" ? contents.root : `Package of ${contents.root}`, undefined, characterId);
  return new Response(zipStream(contents), {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": attachmentHeader(part === "voice" ? `${contents.root}.zip` : packageFileName(contents.root)),
      [PACKAGE_FILES_HEADER]: String(contents.files.length),
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
