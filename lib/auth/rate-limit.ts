import "server-only";
import { prisma } from "@/lib/db/client";
import { RateLimitedError } from "@/lib/api/errors";
import { env } from "@/lib/env";
import { RATE_LIMIT_RETENTION_SECONDS } from "@/lib/db/housekeeping";

/**
 * Fixed-window counter kept in the database, so every app server shares it. Throws
 * RateLimitedError (429 with Retry-After) once `limit` hits are exceeded within the window.
 */
export async function rateLimit(key: string, limit: number, windowSeconds: number) {
  // Housekeeping deletes windows older than its retention; a longer window would be forgotten.
  if (windowSeconds > RATE_LIMIT_RETENTION_SECONDS) throw new Error(`Rate-limit window of ${windowSeconds} s is longer than the rows are kept`);
  const windowMs = windowSeconds * 1000;
  const windowStart = new Date(Math.floor(Date.now() / windowMs) * windowMs);
  const rows = await prisma().$queryRaw<{ count: number }[]>`
    INSERT INTO "RateLimit" ("key", "windowStart", "count") VALUES (${key}, ${windowStart}, 1)
    ON CONFLICT ("key", "windowStart") DO UPDATE SET "count" = "RateLimit"."count" + 1
    RETURNING "count"`;
  const count = Number(rows[0]?.count ?? 0);
  if (count > limit) {
    throw new RateLimitedError((windowStart.getTime() + windowMs - Date.now()) / 1000);
  }
}

/**
 * The client's address for rate limits: the X-Forwarded-For entry written by our own outermost
 * proxy (TRUSTED_PROXY_HOPS from the right). The leftmost entry is whatever the client sent, so
 * trusting it let one client dodge every per-address limit by changing the header.
 */
export function clientIp(headers: Headers, trustedHops = env().TRUSTED_PROXY_HOPS): string {
  const chain = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const fromProxy = chain[Math.max(0, chain.length - trustedHops)];
  return fromProxy || headers.get("x-real-ip") || "local";
}
