import "server-only";
import { env } from "@/lib/env";
import type { UploadFile } from "./providers/types";

// Turns a character's saved Asset rows into files for a drive: stored bytes, data: URLs, https
// URLs (AI providers' CDNs) or text kept in meta (scripts).
const MAX_BYTES = 50 * 1024 * 1024;
const EXTENSIONS: Record<string, string> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/webp": "webp",
  "image/gif": "gif",
  "image/svg+xml": "svg",
  "audio/mpeg": "mp3",
  "audio/mp3": "mp3",
  "audio/wav": "wav",
  "audio/ogg": "ogg",
  "video/mp4": "mp4",
  "text/plain": "txt",
  "application/json": "json",
};

export type AssetRow = { id: string; kind: string; url: string | null; contentType: string | null; bytes: Uint8Array | null; meta: unknown };

/** A name safe on all three drives: no path separators or characters Windows/OneDrive refuse. */
export function safeName(name: string, fallback: string) {
  const cleaned = name.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, " ").replace(/\s+/g, " ").trim().replace(/^\.+|\.+$/g, "");
  return cleaned.slice(0, 120) || fallback;
}

function metaText(meta: unknown): string | undefined {
  if (!meta || typeof meta !== "object") return undefined;
  const m = meta as Record<string, unknown>;
  const text = m.text ?? m.script ?? m.content;
  return typeof text === "string" ? text : undefined;
}

function metaName(meta: unknown): string | undefined {
  const name = meta && typeof meta === "object" ? (meta as Record<string, unknown>).fileName ?? (meta as Record<string, unknown>).name : undefined;
  return typeof name === "string" ? name : undefined;
}

function fromImageProvider(url: string) {
  try {
    return new URL(url).origin === new URL(env().LEONARDO_BASE_URL).origin;
  } catch {
    return false;
  }
}

async function contentOf(asset: AssetRow): Promise<{ data: Buffer; contentType: string }> {
  if (asset.bytes) return { data: Buffer.from(asset.bytes), contentType: asset.contentType ?? "application/octet-stream" };
  const text = metaText(asset.meta);
  if (text !== undefined) return { data: Buffer.from(text, "utf8"), contentType: "text/plain" };
  if (asset.url?.startsWith("data:")) {
    const match = /^data:([^;,]+)?(;base64)?,([\s\S]*)$/.exec(asset.url);
    if (!match) throw new Error("unreadable data URL");
    const data = match[2] ? Buffer.from(match[3], "base64") : Buffer.from(decodeURIComponent(match[3]), "utf8");
    return { data, contentType: match[1] ?? asset.contentType ?? "application/octet-stream" };
  }
  // Only https (AI providers' CDNs) or the configured image provider's own host (an operator's
  // setting, e.g. a self-hosted gateway); never other internal or plain-http addresses.
  if (asset.url && (asset.url.startsWith("https://") || fromImageProvider(asset.url))) {
    const res = await fetch(asset.url, { signal: AbortSignal.timeout(30_000) });
    if (!res.ok) throw new Error(`the file could not be downloaded (${res.status})`);
    const data = Buffer.from(await res.arrayBuffer());
    if (data.length > MAX_BYTES) throw new Error("the file is larger than 50 MB");
    return { data, contentType: asset.contentType ?? res.headers.get("content-type")?.split(";")[0] ?? "application/octet-stream" };
  }
  throw new Error("this asset has no stored content");
}

/** The file to upload for an asset; `index` numbers files so their order survives on the drive. */
export async function assetFile(asset: AssetRow, index: number): Promise<UploadFile> {
  const { data, contentType } = await contentOf(asset);
  const ext = EXTENSIONS[contentType] ?? "bin";
  const base = safeName(metaName(asset.meta)?.replace(/\.[a-z0-9]{2,4}$/i, "") ?? "", `${asset.kind}-${index + 1}`);
  return { name: `${String(index + 1).padStart(2, "0")}-${base}.${ext}`, contentType, data };
}

export function fileLabel(asset: Pick<AssetRow, "kind" | "meta">, index: number) {
  return `${String(index + 1).padStart(2, "0")}-${safeName(metaName(asset.meta) ?? "", `${asset.kind}-${index + 1}`)}`;
}
