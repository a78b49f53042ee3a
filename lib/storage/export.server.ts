import "server-only";
import { CHARACTER_NOT_FOUND, ownedCharacter } from "@/lib/auth/ownership.server";
import { prisma } from "@/lib/db/client.server";
import { ACTIVITY_KINDS, recordActivity } from "@/lib/activity/activity.server";
import { NotFoundError } from "@/lib/api/errors";
import { throttle } from "@/lib/policy/throttle.server";
import type { ExportEvent } from "@/lib/validation/cloud-connection";
import { ProviderError } from "@/lib/net/provider-error";
import { safeName } from "@/lib/media/asset-content.server";
import { assetFile, fileLabel } from "./drive-files.server";
import { providerFailure } from "./connections.server";
import { freshAccessToken, markBroken, ReconnectNeededError } from "./tokens.server";
import type { Drive } from "./providers/types";

/** The user's characters with how many saved assets each has (for choosing what to export). */
export async function exportableCharacters(userId: string) {
  const rows = await prisma().character.findMany({
    where: { userId },
    orderBy: { createdAt: "desc" },
    select: { id: true, name: true, _count: { select: { assets: true } } },
  });
  return rows.map((r) => ({ id: r.id, name: r.name, assetCount: r._count.assets }));
}

/** What a drive's refusal means for the buyer: a revoked grant asks to reconnect (and is marked broken). */
export async function driveFailure(userId: string, provider: Drive, error: unknown): Promise<Error> {
  if (error instanceof ProviderError && error.upstreamStatus === 401) {
    await markBroken(userId, provider.id);
    return new ReconnectNeededError(provider);
  }
  return providerFailure(provider, error);
}

/** A new folder on the drive for one export (the drive renames it if the name is taken). */
export async function exportFolder(userId: string, provider: Drive, accessToken: string, name: string) {
  return provider.createFolder(accessToken, name).catch(async (error) => {
    throw await driveFailure(userId, provider, error);
  });
}

/**
 * POST /api/cloud-storage/{provider}/export: uploads the character's assets into a new folder
 * named after it. Checks run first (404 for a missing or foreign character or connection, 409
 * with reconnect for a revoked one); then the answer streams one JSON line per file, so the
 * browser can show progress as each upload finishes.
 */
export async function exportCharacterAssets(userId: string, provider: Drive, characterId: string) {
  const character = await ownedCharacter(userId, characterId, CHARACTER_NOT_FOUND);
  const assets = await prisma().asset.findMany({
    where: { characterId },
    // Oldest first; assets saved in the same millisecond share a createdAt, and the id keeps their
    // order (and so the files' numbers) the same from one export to the next.
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    // Bytes are read one asset at a time in the loop: a character can have hundreds of images.
    select: { id: true, kind: true, url: true, contentType: true, storageKey: true, meta: true },
  });
  if (assets.length === 0) throw new NotFoundError("This character has no saved assets to export yet.");
  await throttle("storageExportPerUser", userId);

  const { accessToken } = await freshAccessToken(userId, provider);
  const folder = await exportFolder(userId, provider, accessToken, safeName(character.name, "Unnamed Character"));

  const encoder = new TextEncoder();
  const line = (event: ExportEvent) => encoder.encode(`${JSON.stringify(event)}\n`);
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(line({ type: "start", folder: folder.name, total: assets.length }));
      let uploaded = 0;
      for (const [index, asset] of assets.entries()) {
        try {
          const { bytes } = await prisma().asset.findUniqueOrThrow({ where: { id: asset.id }, select: { bytes: true } });
          const file = await assetFile({ ...asset, bytes }, index);
          await provider.upload(accessToken, folder, file);
          uploaded += 1;
          controller.enqueue(line({ type: "file", index, name: file.name, ok: true }));
        } catch (error) {
          if (error instanceof ProviderError && error.upstreamStatus === 401) {
            await markBroken(userId, provider.id);
            controller.enqueue(line({ type: "error", message: new ReconnectNeededError(provider).message, reconnect: true }));
            break;
          }
          const message = error instanceof ProviderError ? `${provider.label} refused the file` : error instanceof Error ? error.message : "Upload failed";
          controller.enqueue(line({ type: "file", index, name: fileLabel(asset, index), ok: false, error: message }));
        }
      }
      // Counted on the character's Posts step (analytics) once anything reached the drive; a
      // failure to record it is logged, not reported: the files did arrive.
      if (uploaded > 0) {
        await recordActivity(
          userId,
          ACTIVITY_KINDS.cloudExportFinished,
          `${uploaded} files of ${character.name} to ${provider.label}`,
          undefined,
          characterId,
        ).catch((error) => console.error("[activity]", error));
      }
      controller.enqueue(line({ type: "done", folder: folder.name, uploaded, failed: assets.length - uploaded }));
      controller.close();
    },
  });
  return new Response(stream, { headers: { "Content-Type": "application/x-ndjson; charset=utf-8", "Cache-Control": "no-store" } });
}
