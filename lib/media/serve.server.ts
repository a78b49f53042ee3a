import "server-only";
import { attachmentHeader } from "@/lib/api/attachment";
import { prisma } from "@/lib/db/client.server";
import { openAsset } from "./assets.server";
import { extensionFor } from "./content-types";
import { mediaResponse, readWithRange } from "./response.server";

// What a saved file is called when the buyer downloads it (?download=1): the character's name
// and what the file is, so "Mia Lopez draft video.mp4" lands in Downloads, not "<uuid>".
const DOWNLOAD_LABELS: Record<string, string> = {
  video: "draft video",
  captions: "captions",
  "voice-clip": "voice",
  shot: "shot",
  "reference-image": "reference",
};

async function downloadName(asset: { characterId: string; kind: string; contentType: string | null }) {
  const { name } = await prisma().character.findUniqueOrThrow({ where: { id: asset.characterId }, select: { name: true } });
  const base = (name.replace(/[\\/:*?"<>|\x00-\x1f]/g, " ").trim() || "Character").slice(0, 80);
  return `${base} ${DOWNLOAD_LABELS[asset.kind] ?? asset.kind}.${extensionFor(asset.contentType ?? "application/octet-stream")}`;
}

/** GET /api/user/assets/<id>: one of the user's files, seekable; another buyer's is a 404 like a missing one. */
export async function ownedAssetResponse(userId: string, assetId: string, request: Request): Promise<Response> {
  const { asset, media } = await readWithRange((range) => openAsset(userId, assetId, range), request);
  const response = mediaResponse(media, { contentType: asset.contentType, maxAgeSeconds: 3600 });
  if (new URL(request.url).searchParams.get("download") === "1") response.headers.set("Content-Disposition", attachmentHeader(await downloadName(asset)));
  return response;
}
