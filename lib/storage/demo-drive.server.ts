import "server-only";
import { prisma } from "@/lib/db/client.server";
import { NotFoundError } from "@/lib/api/errors";
import { attachmentHeader } from "@/lib/api/attachment";
import { mediaStore } from "@/lib/media/media-store.server";
import { discardFiles } from "@/lib/media/assets.server";
import { mediaResponse, readWithRange } from "@/lib/media/response.server";
import type { DemoDriveFileView } from "@/lib/validation/cloud-connection";
import { demoDrive, demoDriveToken } from "./providers/demo-drive.server";
import { driveFor } from "./providers/providers.server";
import { saveConnection } from "./tokens.server";

// The demo drive's own screens (decision 205): connecting it without an OAuth app, and the page
// that lists what it received with a download per file.

const FILE_NOT_FOUND = "File not found";

/** POST /api/cloud-storage/demo/connect: a connection like a real drive's, its token signed here. Connecting again changes nothing. */
export async function connectDemoDrive(userId: string) {
  const drive = driveFor(demoDrive.id);
  const tokens = demoDriveToken(userId);
  await saveConnection(userId, drive.id, tokens, { displayName: drive.label, email: null });
  return { provider: drive.id, account: await drive.account(tokens.accessToken) };
}

export const demoDriveFileUrl = (id: string) => `/api/cloud-storage/demo/files/${id}`;

/** The demo drive's files, newest first, or null when the buyer has not connected it. */
export async function demoDriveFiles(userId: string): Promise<DemoDriveFileView[] | null> {
  driveFor(demoDrive.id);
  const connection = await prisma().cloudConnection.findUnique({
    where: { userId_provider: { userId, provider: "demo" } },
    select: { demoFiles: { orderBy: [{ createdAt: "desc" }, { name: "asc" }], select: { id: true, folder: true, name: true, size: true, createdAt: true } } },
  });
  return (
    connection?.demoFiles.map((f) => ({
      id: f.id,
      folder: f.folder,
      name: f.name,
      size: f.size,
      receivedAt: f.createdAt.toISOString(),
      url: demoDriveFileUrl(f.id),
    })) ?? null
  );
}

/** One of the buyer's demo drive files; another buyer's is a 404 like a missing one. */
async function ownedFile(userId: string, fileId: string) {
  driveFor(demoDrive.id);
  const file = await prisma().demoDriveFile.findFirst({ where: { id: fileId, connection: { userId, provider: "demo" } } });
  if (!file) throw new NotFoundError(FILE_NOT_FOUND);
  return file;
}

/** GET /api/cloud-storage/demo/files/{id}: the file as a download. */
export async function demoDriveFileResponse(userId: string, fileId: string, request: Request): Promise<Response> {
  const file = await ownedFile(userId, fileId);
  const media = await readWithRange((range) => mediaStore().get(file.storageKey, { range }), request);
  if (!media) throw new NotFoundError(FILE_NOT_FOUND);
  const response = mediaResponse(media, { contentType: file.contentType, maxAgeSeconds: 0 });
  response.headers.set("Content-Disposition", attachmentHeader(file.name));
  return response;
}

/** DELETE /api/cloud-storage/demo/files/{id}: frees the file's room in the buyer's storage (row first, then the bytes). */
export async function deleteDemoDriveFile(userId: string, fileId: string) {
  const file = await ownedFile(userId, fileId);
  // deleteMany: a second delete racing this one finds no row and still answers as done.
  await prisma().demoDriveFile.deleteMany({ where: { id: file.id } });
  await discardFiles([file.storageKey]);
  return { success: true };
}
