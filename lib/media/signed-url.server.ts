import "server-only";
import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { appUrl, sessionSecret } from "@/lib/env";
import { prisma } from "@/lib/db/client.server";
import { HttpError, NotFoundError } from "@/lib/api/errors";
import { mediaStore } from "./media-store.server";
import { mediaResponse, readWithRange } from "./response.server";
import { checkKey } from "./store";

// A short-lived link to one stored file (decision 131), for places that cannot carry the
// buyer's session: a link in an e-mail, a drive that fetches the file itself. The link is the
// file's key, an expiry at most five minutes ahead, and an HMAC over both with a key derived
// from the session secret for this use only. Whoever holds the link may read that one file
// until it expires, so it is made only for the file's owner, after the owner check.
export const MAX_SIGNED_URL_SECONDS = 300;
export const EXPIRED_LINK_MESSAGE = "This link has expired. Open the file from the studio again.";

let signingKey: Buffer | undefined;
const key = () => (signingKey ??= Buffer.from(hkdfSync("sha256", sessionSecret(), "", "media-signed-url", 32)));
const signature = (storageKey: string, expires: number) => createHmac("sha256", key()).update(`${storageKey}\n${expires}`).digest("base64url");

/** The query of GET /api/media. */
export const signedMediaQuery = z.object({
  key: z.string().min(1).max(1200),
  expires: z.coerce.number().int().positive(),
  signature: z.string().min(1).max(100),
});
export type SignedMediaQuery = z.infer<typeof signedMediaQuery>;

/** An absolute link to the file under `storageKey`, good for `seconds` (at most five minutes). */
export function signedMediaUrl(storageKey: string, seconds = MAX_SIGNED_URL_SECONDS, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + Math.min(Math.max(1, Math.floor(seconds)), MAX_SIGNED_URL_SECONDS);
  const url = new URL("/api/media", appUrl());
  url.search = new URLSearchParams({ key: checkKey(storageKey), expires: String(expires), signature: signature(storageKey, expires) }).toString();
  return url.toString();
}

/** A signed link to one of the user's files; 404 the same for a missing and a foreign one. */
export async function signedAssetUrl(userId: string, assetId: string, seconds = MAX_SIGNED_URL_SECONDS): Promise<string> {
  const asset = await prisma().asset.findFirst({ where: { id: assetId, character: { userId } }, select: { storageKey: true } });
  if (!asset?.storageKey) throw new NotFoundError("File not found");
  return signedMediaUrl(asset.storageKey, seconds);
}

/**
 * The key a signed link names: a link that was not signed here (or was changed) is a 404 like
 * a missing file; a genuine one past its expiry is a 403 that says so. An expiry further ahead
 * than links are ever made for is refused as forged.
 */
export function verifySignedMedia(query: SignedMediaQuery, now = Date.now()): string {
  const expected = Buffer.from(signature(query.key, query.expires));
  const given = Buffer.from(query.signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw new NotFoundError("File not found");
  const nowSeconds = Math.floor(now / 1000);
  if (query.expires > nowSeconds + MAX_SIGNED_URL_SECONDS) throw new NotFoundError("File not found");
  if (query.expires < nowSeconds) throw new HttpError(403, EXPIRED_LINK_MESSAGE);
  return query.key;
}

/** GET /api/media?key&expires&signature: the file, while the link is good. */
export async function signedMediaResponse(query: SignedMediaQuery, request: Request): Promise<Response> {
  const storageKey = verifySignedMedia(query);
  const media = await readWithRange((range) => mediaStore().get(checkKey(storageKey), { range }), request);
  if (!media) throw new NotFoundError("File not found");
  // Cached no longer than the link lives.
  return mediaResponse(media, { maxAgeSeconds: Math.max(0, query.expires - Math.floor(Date.now() / 1000)) });
}
