import "server-only";
import { assetContent, safeName, type AssetRow } from "@/lib/media/asset-content.server";
import { extensionFor } from "@/lib/media/content-types";
import type { UploadFile } from "./providers/types";

// A character's saved assets as files on a drive: numbered, so their order survives there.

function metaName(meta: unknown): string | undefined {
  const name = meta && typeof meta === "object" ? ((meta as Record<string, unknown>).fileName ?? (meta as Record<string, unknown>).name) : undefined;
  return typeof name === "string" ? name : undefined;
}

/** The file to upload for an asset; `index` numbers files so their order survives on the drive. */
export async function assetFile(asset: AssetRow, index: number): Promise<UploadFile> {
  const { data, contentType } = await assetContent(asset);
  const ext = extensionFor(contentType);
  const base = safeName(metaName(asset.meta)?.replace(/\.[a-z0-9]{2,4}$/i, "") ?? "", `${asset.kind}-${index + 1}`);
  return { name: `${String(index + 1).padStart(2, "0")}-${base}.${ext}`, contentType, data };
}

export function fileLabel(asset: Pick<AssetRow, "kind" | "meta">, index: number) {
  return `${String(index + 1).padStart(2, "0")}-${safeName(metaName(asset.meta) ?? "", `${asset.kind}-${index + 1}`)}`;
}
