import "server-only";
import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { prisma } from "@/lib/db/client.server";
import { signId, verifySignedId } from "@/lib/crypto/signed-id.server";
import { ProviderError } from "@/lib/net/provider-error";
import { mediaStore } from "@/lib/media/media-store.server";
import { discardFiles } from "@/lib/media/assets.server";
import { assertStorageRoom, assertWithinQuota } from "@/lib/policy/storage-quota.server";
import { PACKAGE_LIMITS } from "@/lib/policy/limits";
import { fileChunks } from "../chunked-upload.server";
import { providerLabels } from "@/lib/validation/cloud-providers";
import type { Drive, FolderRef, TokenSet } from "./types";

// The demo drive (while no real drive has keys, or with DEMO_MODE=1: decisions 205, 340): a drive that needs no OAuth app. It is
// connected with an access token this server signs for the buyer, and it receives the export's
// files and the package's chunks through the same calls as Dropbox, Google Drive and OneDrive;
// what arrives is kept in the media store under `demo-drive/<connectionId>/<fileId>` and counts
// against the buyer's storage quota (decision 174).

const DEMO_DRIVE_LABEL = providerLabels.demo;
const HOST = "demo-drive";

/** The access token the demo drive accepts for this buyer: signed, so no other buyer's works. */
export const demoDriveToken = (userId: string): TokenSet => ({ accessToken: signId("demo-drive", userId) });

export const demoDriveMediaPrefix = (connectionId: string) => `demo-drive/${connectionId}/`;

/** The connection a token stands for; a forged token or a forgotten connection is the 401 a real drive answers. */
async function connectionOf(accessToken: string) {
  const userId = verifySignedId("demo-drive", accessToken);
  const row =
    userId && (await prisma().cloudConnection.findUnique({ where: { userId_provider: { userId, provider: "demo" } }, select: { id: true, userId: true } }));
  if (!row) throw new ProviderError(HOST, "rejected", "The demo drive does not accept this access token", 401);
  return row;
}

/** Stores one arrived file: room is checked before a byte is written and again, under the buyer's lock, with its row. */
async function receive(accessToken: string, folder: FolderRef, file: { name: string; contentType: string; size: number; body: () => Buffer | Readable }) {
  const connection = await connectionOf(accessToken);
  await assertStorageRoom(connection.userId, file.size);
  const id = randomUUID();
  const storageKey = `${demoDriveMediaPrefix(connection.id)}${id}`;
  await mediaStore().put(storageKey, file.body(), { contentType: file.contentType });
  try {
    await prisma().$transaction(async (tx) => {
      await tx.demoDriveFile.create({
        data: { id, connectionId: connection.id, folder: folder.ref, name: file.name, contentType: file.contentType, size: file.size, storageKey },
      });
      await assertWithinQuota(tx, connection.userId);
    });
  } catch (error) {
    await discardFiles([storageKey]);
    throw error;
  }
  return { name: file.name };
}

export const demoDrive: Drive = {
  id: "demo",
  label: DEMO_DRIVE_LABEL,
  async account(accessToken) {
    await connectionOf(accessToken);
    return { displayName: DEMO_DRIVE_LABEL, email: null };
  },
  async createFolder(accessToken, name) {
    // Like the real drives' autorename: a second export of the same character gets "Name (2)".
    const connection = await connectionOf(accessToken);
    const taken = new Set(
      (
        await prisma().demoDriveFile.findMany({
          where: { connectionId: connection.id, folder: { startsWith: name } },
          distinct: ["folder"],
          select: { folder: true },
        })
      ).map((f) => f.folder),
    );
    let folder = name;
    for (let n = 2; taken.has(folder); n += 1) folder = `${name} (${n})`;
    return { name: folder, ref: folder };
  },
  upload(accessToken, folder, file) {
    return receive(accessToken, folder, { name: file.name, contentType: file.contentType, size: file.data.length, body: () => file.data });
  },
  uploadLarge(accessToken, folder, file) {
    // The spooled file arrives chunk by chunk, as a real drive's upload session receives it. Each
    // chunk is copied out of the reader's reused buffer and the stream holds at most one more, so
    // memory stays at a few chunks whatever the package's size.
    async function* chunks() {
      for await (const { data } of fileChunks(file)) if (data.length > 0) yield Buffer.from(data);
    }
    const body = () => Readable.from(chunks(), { objectMode: false, highWaterMark: PACKAGE_LIMITS.driveChunkBytes });
    return receive(accessToken, folder, { name: file.name, contentType: file.contentType, size: file.size, body });
  },
  async revoke(tokens) {
    // Disconnecting the demo drive deletes what it holds: the rows go with the connection (cascade).
    const connection = await connectionOf(tokens.accessToken);
    await mediaStore().deletePrefix(demoDriveMediaPrefix(connection.id));
  },
};
