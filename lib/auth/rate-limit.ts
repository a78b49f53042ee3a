import "server-only";
import { prisma } from "@/lib/db/client";
import { RateLimitedError } from "@/lib/api/errors";

/**
 * Fixed-window counter kept in the database, so every app server shares it. Throws
 * RateLimitedError (429 with Retry-After) once `limit` hits are exceeded within the window.
 */
export async function rateLimit(key: string, limit: number, windowSeconds: number) {
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

/** The client's address as the load balancer reports it (first X-Forwarded-For hop). */
export function clientIp(headers: Headers): string {
  const forwarded = headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return forwarded || headers.get("x-real-ip") || "local";
}
