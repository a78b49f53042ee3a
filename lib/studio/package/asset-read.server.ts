import "server-only";
import { prisma } from "@/lib/db/client.server";
import { assetContent } from "@/lib/media/asset-content.server";
import { extensionFor } from "@/lib/media/content-types";

// Reading a saved asset into the package, one at a time when the ZIP reaches it (decision 111).

export type AssetHead = { id: string; kind: string; url: string | null; contentType: string | null; storageKey: string | null; meta: unknown };
export const ASSET_HEAD = { id: true, kind: true, url: true, contentType: true, storageKey: true, meta: true } as const;

/** An asset's bytes, loaded one asset at a time: the media store, legacy bytes, a data: URL or the guarded fetch. */
export const assetRead = (asset: AssetHead) => async () => {
  const { bytes } = await prisma().asset.findUniqueOrThrow({ where: { id: asset.id }, select: { bytes: true } });
  const { data, contentType } = await assetContent({ ...asset, bytes });
  return { data, ext: extensionFor(contentType) };
};
