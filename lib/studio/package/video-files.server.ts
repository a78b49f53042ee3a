import "server-only";
import { prisma } from "@/lib/db/client.server";
import { ASSET_HEAD, assetRead, type AssetHead } from "./asset-read.server";
import type { PackageFile } from "./package-file";

// The edit package's video folder (issue 22): the latest draft video, its captions as SRT and
// the speech it was cut to, so an editor can rework the draft in CapCut, Captions or Premiere.
// The shots and the script are the package's own images/ and script/ folders.

const metaOf = (asset: { meta: unknown }) => (asset.meta ?? {}) as Record<string, unknown>;

/** A voice clip recorded for a draft video (the one given, or any draft when none is). */
export const isDraftVoice = (clip: { meta: unknown }, draftId: string | null) =>
  metaOf(clip).forVideo !== undefined && (!draftId || metaOf(clip).forVideo === draftId);

export async function draftVideoFiles(characterId: string): Promise<{ draftId: string | null; files: PackageFile[] }> {
  const video = await prisma().asset.findFirst({ where: { characterId, kind: "video" }, orderBy: { createdAt: "desc" }, select: ASSET_HEAD });
  if (!video) return { draftId: null, files: [] };
  const siblings = await prisma().asset.findMany({
    where: { characterId, jobId: { not: null }, kind: { in: ["captions", "voice-clip"] } },
    select: { ...ASSET_HEAD, jobId: true },
  });
  const captions = siblings.find((a) => a.kind === "captions" && metaOf(a).videoAssetId === video.id);
  const voice = siblings.find((a) => a.kind === "voice-clip" && metaOf(a).forVideo === video.id);
  const file = (base: string, asset: AssetHead): PackageFile => ({ base, read: assetRead(asset) });
  return {
    draftId: video.id,
    files: [file("video/draft-video", video), ...(captions ? [file("video/captions", captions)] : []), ...(voice ? [file("video/voice", voice)] : [])],
  };
}
