import "server-only";
import { randomUUID } from "node:crypto";
import { HttpError } from "@/lib/api/errors";
import { guardedFetch } from "@/lib/net/guarded-fetch.server";
import { sniffImageType } from "@/lib/media/image-type";
import { assetPath, discardFiles, putAssetFile } from "./assets.server";
import { decodeDataUrl } from "./data-url";

// Provider results copied into the media store (decision 129): a finished job's pictures stop
// depending on the provider's CDN, whose links expire. A result URL is fetched only through the
// guarded fetch (decision 088), capped in bytes and time; a data: URL (the demo's portraits) is
// decoded, so demo and live results take the same path.
export const MAX_COPIED_BYTES = 20 * 1024 * 1024;
const ATTEMPTS = 3;

export const COPY_FAILED_MESSAGE = "The generated pictures could not be saved. Please try again.";

export type CopiedFile = { assetId: string; sourceUrl: string; url: string; contentType: string; storageKey: string; size: number };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A result URL's bytes and type: told from the bytes for PNG/JPEG/WebP, else as declared. */
export async function fetchResultMedia(url: string): Promise<{ data: Buffer; contentType: string }> {
  if (url.startsWith("data:")) {
    const { data, contentType } = decodeDataUrl(url);
    return { data, contentType: sniffImageType(data) ?? contentType ?? "application/octet-stream" };
  }
  const res = await guardedFetch(url, { maxBytes: MAX_COPIED_BYTES, timeoutMs: 30_000 });
  return { data: res.body, contentType: sniffImageType(res.body) ?? res.contentType?.split(";")[0].trim() ?? "application/octet-stream" };
}

/** One file copied in, trying again after a pause when the CDN or the store falters. */
async function copyOne(characterId: string, sourceUrl: string): Promise<CopiedFile> {
  for (let attempt = 1; ; attempt++) {
    try {
      const { data, contentType } = await fetchResultMedia(sourceUrl);
      const assetId = randomUUID();
      const file = await putAssetFile({ characterId, assetId, contentType, body: data });
      return { assetId, sourceUrl, url: assetPath(assetId), contentType, ...file };
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      await sleep(500 * attempt);
    }
  }
}

/**
 * Copies each URL into the character's media, before the job's completing transaction (a
 * network copy must not hold a transaction open). All or nothing: when one fails, the files
 * already copied are removed and the job fails with a readable reason (its quota given back).
 */
export async function copyResultsIn(characterId: string, urls: string[]): Promise<CopiedFile[]> {
  const copied: CopiedFile[] = [];
  try {
    for (const url of urls) copied.push(await copyOne(characterId, url));
    return copied;
  } catch (error) {
    console.error("[media] copying a result in failed", error);
    await discardFiles(copied.map((c) => c.storageKey));
    throw new HttpError(502, COPY_FAILED_MESSAGE);
  }
}

/** The JSON with every string equal to a copied source URL replaced by its owner-only address. */
export function withCopiedUrls<T>(value: T, copied: CopiedFile[]): T {
  const to = new Map(copied.map((c) => [c.sourceUrl, c.url]));
  const walk = (v: unknown): unknown => {
    if (typeof v === "string") return to.get(v) ?? v;
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === "object") return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  return walk(value) as T;
}
