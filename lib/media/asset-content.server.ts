import "server-only";
import { guardedFetch } from "@/lib/net/guarded-fetch.server";
import { decodeDataUrl } from "./data-url";
import { assetBytes } from "./assets.server";

// Reads a character's saved Asset rows for a drive, the package's ZIP or the draft video: the
// media store's file, bytes not yet moved out of the database, data: URLs, https URLs (AI
// providers' CDNs, for assets saved before results were copied in) or text kept in meta (scripts).
const MAX_BYTES = 50 * 1024 * 1024;

export type AssetRow = {
  id: string;
  kind: string;
  url: string | null;
  contentType: string | null;
  storageKey?: string | null;
  bytes: Uint8Array | null;
  meta: unknown;
};

/** A name safe on all three drives: no path separators or characters Windows/OneDrive refuse. */
export function safeName(name: string, fallback: string) {
  const cleaned = name
    .replace(/[\\/:*?"<>|\u0000-\u001f]+/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^\.+|\.+$/g, "");
  return cleaned.slice(0, 120) || fallback;
}

function metaText(meta: unknown): string | undefined {
  if (!meta || typeof meta !== "object") return undefined;
  const m = meta as Record<string, unknown>;
  const text = m.text ?? m.script ?? m.content;
  return typeof text === "string" ? text : undefined;
}

/** The bytes of an asset and their type (also what the character package puts in its ZIP). */
export async function assetContent(asset: AssetRow): Promise<{ data: Buffer; contentType: string }> {
  const stored = await assetBytes(asset);
  if (stored) return stored;
  if (asset.bytes) return { data: Buffer.from(asset.bytes), contentType: asset.contentType ?? "application/octet-stream" };
  const text = metaText(asset.meta);
  if (text !== undefined) return { data: Buffer.from(text, "utf8"), contentType: "text/plain" };
  if (asset.url?.startsWith("data:")) {
    const { data, contentType } = decodeDataUrl(asset.url);
    return { data, contentType: contentType ?? asset.contentType ?? "application/octet-stream" };
  }
  if (!asset.url) throw new Error("this asset has no stored content");
  // A URL from a provider's answer (Leonardo's CDN): fetched only through the guard (decision
  // 088), and whatever goes wrong, the drive listing says only that the download failed.
  const res = await guardedFetch(asset.url, { maxBytes: MAX_BYTES, timeoutMs: 30_000 }).catch(() => {
    throw new Error("the file could not be downloaded");
  });
  return { data: res.body, contentType: asset.contentType ?? res.contentType?.split(";")[0] ?? "application/octet-stream" };
}
