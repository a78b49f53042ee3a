import "server-only";
import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { Transform, type Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { pipeline } from "node:stream/promises";
import { prisma } from "@/lib/db/client.server";
import { NotFoundError } from "@/lib/api/errors";
import type { Asset, Prisma } from "@/lib/db/generated/client";
import { extensionFor } from "./content-types";
import { mediaStore } from "./media-store.server";
import type { ByteRange, StoredMedia } from "./store";

// A character's media as assets (decision 127): the file lives in the media store under
// `characters/<characterId>/<assetId>.<ext>`, the Asset row names it. The file is written
// first and the row second, so a row never names a missing file; a row that fails to commit
// takes its file with it.

export const characterMediaPrefix = (characterId: string) => `characters/${characterId}/`;
export const assetMediaKey = (characterId: string, assetId: string, contentType: string) =>
  `${characterMediaPrefix(characterId)}${assetId}.${extensionFor(contentType)}`;

/** The owner-only address of an asset's file, as the browser loads it. */
export const assetPath = (assetId: string) => `/api/user/assets/${assetId}`;

export type MediaBody = Buffer | Readable;
export type StoredFile = { storageKey: string; size: number };

/** The same stream, telling `seen` each chunk's length; the source's error ends it too. */
function counting(source: Readable, seen: (bytes: number) => void): Readable {
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen(chunk.length);
      done(null, chunk);
    },
  });
  source.on("error", (error) => counter.destroy(error));
  return source.pipe(counter);
}

/** Writes an asset's file into the store (no row yet): what a completing job does before its transaction. */
export async function putAssetFile(input: { characterId: string; assetId: string; contentType: string; body: MediaBody }): Promise<StoredFile> {
  const storageKey = assetMediaKey(input.characterId, input.assetId, input.contentType);
  let size = Buffer.isBuffer(input.body) ? input.body.length : 0;
  const counted = Buffer.isBuffer(input.body) ? input.body : counting(input.body, (n) => (size += n));
  await mediaStore().put(storageKey, counted, { contentType: input.contentType });
  return { storageKey, size };
}

/** Removes files whose rows never committed; a failure here only leaves an orphan, so it is logged. */
export async function discardFiles(keys: string[]) {
  for (const key of keys)
    await mediaStore()
      .delete(key)
      .catch((error) => console.error("[media] could not remove", key, error));
}

export type NewAsset = {
  characterId: string;
  kind: string;
  contentType: string;
  body: MediaBody;
  meta?: Prisma.InputJsonValue;
  jobId?: string;
};

/**
 * Stores a file and records it as the character's asset; `url` is the owner-only route. Pass
 * `also` to commit more writes in the same transaction as the row (a character's reference).
 * The caller has checked that the character is the buyer's.
 */
export async function saveAsset(input: NewAsset, also: (tx: Prisma.TransactionClient, asset: Asset) => Promise<unknown> = async () => {}): Promise<Asset> {
  // Always a new id: a file is never written over one another row names.
  const id = randomUUID();
  const file = await putAssetFile({ ...input, assetId: id });
  try {
    return await prisma().$transaction(async (tx) => {
      const asset = await tx.asset.create({
        data: {
          id,
          characterId: input.characterId,
          kind: input.kind,
          contentType: input.contentType,
          url: assetPath(id),
          ...file,
          meta: input.meta,
          jobId: input.jobId,
        },
      });
      await also(tx, asset);
      return asset;
    });
  } catch (error) {
    await discardFiles([file.storageKey]);
    throw error;
  }
}

type AssetFileRow = { storageKey?: string | null; contentType: string | null };

/** One of the user's asset rows, or null the same for a missing and a foreign one. */
export const ownedAssetRow = (userId: string, assetId: string) => prisma().asset.findFirst({ where: { id: assetId, character: { userId } } });

/** One of the user's assets with its file, or 404 the same for a missing and a foreign one. */
export async function openAsset(userId: string, assetId: string, range?: ByteRange): Promise<{ asset: Asset; media: StoredMedia }> {
  const asset = await ownedAssetRow(userId, assetId);
  const media = asset?.storageKey ? await mediaStore().get(asset.storageKey, { range }) : null;
  if (!asset || !media) throw new NotFoundError("File not found");
  return { asset, media };
}

/** An asset's file as a stream (for ZIPs and drive uploads); null when it has none in the store. */
export async function assetStream(asset: AssetFileRow): Promise<StoredMedia | null> {
  return asset.storageKey ? mediaStore().get(asset.storageKey) : null;
}

/** An asset's file as bytes; null when it has none in the store. */
export async function assetBytes(asset: AssetFileRow): Promise<{ data: Buffer; contentType: string } | null> {
  const media = await assetStream(asset);
  return media && { data: await buffer(media.body), contentType: asset.contentType ?? media.contentType };
}

/** Writes an asset's file to a local path (an ffmpeg input); false when it has none in the store. */
export async function copyAssetToFile(asset: AssetFileRow, filePath: string): Promise<boolean> {
  const media = await assetStream(asset);
  if (!media) return false;
  await pipeline(media.body, createWriteStream(filePath));
  return true;
}

/** Deletes every file of a character: call after its rows are deleted (decision 127). */
export async function deleteCharacterMedia(characterId: string) {
  await mediaStore().deletePrefix(characterMediaPrefix(characterId));
}
