import "server-only";
import { prisma } from "@/lib/db/client.server";
import { RateLimitedError } from "@/lib/api/errors";
import { env } from "@/lib/env";
import { RATE_LIMIT_RETENTION_SECONDS } from "./limits";
import { addressGroup } from "./address-group.server";

function currentWindow(windowSeconds: number) {
  // Housekeeping deletes windows older than its retention; a longer window would be forgotten.
  if (windowSeconds > RATE_LIMIT_RETENTION_SECONDS) throw new Error(`Rate-limit window of ${windowSeconds} s is longer than the rows are kept`);
  const windowMs = windowSeconds * 1000;
  const start = new Date(Math.floor(Date.now() / windowMs) * windowMs);
  return { start, secondsLeft: (start.getTime() + windowMs - Date.now()) / 1000 };
}

/** Counts one hit for the key in its current window and returns the window's count. */
export async function countHit(key: string, windowSeconds: number): Promise<number> {
  const rows = await prisma().$queryRaw<{ count: number }[]>`
    INSERT INTO "RateLimit" ("key", "windowStart", "count") VALUES (${key}, ${currentWindow(windowSeconds).start}, 1)
    ON CONFLICT ("key", "windowStart") DO UPDATE SET "count" = "RateLimit"."count" + 1
    RETURNING "count"`;
  return Number(rows[0]?.count ?? 0);
}

/** The current window's count for each key (0 when it has none), without counting a hit. */
export async function hitsSoFar(keys: string[], windowSeconds: number): Promise<number[]> {
  const rows = await prisma().rateLimit.findMany({
    where: { key: { in: keys }, windowStart: currentWindow(windowSeconds).start },
    select: { key: true, count: true },
  });
  return keys.map((key) => rows.find((row) => row.key === key)?.count ?? 0);
}

/** 429 with a Retry-After of the rest of the current window (and the message, when one is given). */
export function rateLimited(windowSeconds: number, message?: string) {
  return new RateLimitedError(currentWindow(windowSeconds).secondsLeft, message);
}

/**
 * Fixed-window counter kept in the database, so every app server shares it. Throws
 * RateLimitedError (429 with Retry-After) once `limit` hits are exceeded within the window.
 */
export async function rateLimit(key: string, limit: number, windowSeconds: number) {
  if ((await countHit(key, windowSeconds)) > limit) throw rateLimited(windowSeconds);
}

/**
 * The client's address for rate limits. The app's server appends the socket's peer address to
 * X-Forwarded-For (server/client-address.cjs), so the rightmost entry is whoever connected;
 * with TRUSTED_PROXY_HOPS proxies of ours in front, the client is that many entries further
 * left. Entries a client writes itself are further left still and never read. See decision 090.
 * An IPv6 address is answered as its /64 (addressGroup, decision 302), so one subscriber is one
 * subject in every per-address limit.
 */
export function clientIp(headers: Headers, trustedHops = env().TRUSTED_PROXY_HOPS): string {
  const chain = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (trustedHops === 0 && chain.length > 1) warnOfUntrustedProxy();
  // A chain shorter than configured: the leftmost entry is the best there is.
  return addressGroup(chain[Math.max(0, chain.length - 1 - trustedHops)] || "local");
}

let warnedOfUntrustedProxy = false;

/**
 * X-Forwarded-For arrived from whoever connected (the hook appended the peer after it) while no
 * proxy hop is trusted. That is what a load balancer in front looks like with the setting left at
 * its default, and then every client shares the balancer's address for the per-address limits
 * (issue 29, decision 171). It may also be a client writing the header itself, so it is only a
 * warning, printed once per process.
 */
function warnOfUntrustedProxy() {
  if (warnedOfUntrustedProxy) return;
  warnedOfUntrustedProxy = true;
  console.warn(
    "[client address] Requests arrive with X-Forwarded-For but TRUSTED_PROXY_HOPS=0, so per-address limits count the connecting proxy, " +
      "not the client. Behind a load balancer or reverse proxy, set TRUSTED_PROXY_HOPS to the number of proxies of yours in front of the app.",
  );
}
