import "server-only";
import { prisma } from "@/lib/db/client.server";
import { RateLimitedError } from "@/lib/api/errors";
import { ProviderError } from "@/lib/net/provider-error";
import { DAILY_QUOTAS, RATE_LIMIT_RETENTION_SECONDS, type QuotaKind } from "./limits";
import { throttle } from "./throttle.server";

// Daily AI quotas (decision 098): one counter a buyer, kind and UTC day, kept in the RateLimit
// table beside the rate-limit windows, so housekeeping drops a day once it is over.
const DAY_MS = 24 * 60 * 60 * 1000;
if (DAY_MS / 1000 > RATE_LIMIT_RETENTION_SECONDS) throw new Error("A day's quota would be pruned before the day ends");

const dayStart = (at: Date) => new Date(Math.floor(at.getTime() / DAY_MS) * DAY_MS);
const keyOf = (kind: QuotaKind, userId: string) => `quota-${kind}:${userId}`;

/**
 * Spends one of the buyer's generations of this kind for today. Over quota it throws a 429
 * saying when the quota renews, and spends nothing: the counter only grows while under the
 * quota, in one statement, so concurrent requests cannot overshoot it.
 */
export async function spendDailyQuota(userId: string, kind: QuotaKind, now = new Date()) {
  const quota = DAILY_QUOTAS[kind].perDay;
  const day = dayStart(now);
  const rows = await prisma().$queryRaw<{ count: number }[]>`
    INSERT INTO "RateLimit" ("key", "windowStart", "count") VALUES (${keyOf(kind, userId)}, ${day}, 1)
    ON CONFLICT ("key", "windowStart") DO UPDATE SET "count" = "RateLimit"."count" + 1 WHERE "RateLimit"."count" < ${quota}
    RETURNING "count"`;
  if (rows.length === 0) {
    const renewsInSeconds = (day.getTime() + DAY_MS - now.getTime()) / 1000;
    throw new RateLimitedError(renewsInSeconds, `Daily ${kind} quota reached (${quota}). It renews at 00:00 UTC.`);
  }
}

/** Gives back a generation spent on `startedAt`'s day, when its provider call failed. */
export async function giveBackDailyQuota(userId: string, kind: QuotaKind, startedAt: Date) {
  await prisma().rateLimit.updateMany({
    where: { key: keyOf(kind, userId), windowStart: dayStart(startedAt), count: { gt: 0 } },
    data: { count: { decrement: 1 } },
  });
}

/**
 * Whether a failed generation keeps its quota spent: only when the provider refused the buyer's
 * own input, which the buyer could otherwise repeat at will for free. Any other failure (the
 * provider down, a timeout, a rate limit of ours) gave the buyer nothing and is given back.
 */
export const failureKeepsQuota = (error: unknown) => error instanceof ProviderError && error.reason === "rejected";

/**
 * Starts a generation on the buyer's quota, then counts the kind's rate limit: the quota comes
 * first so that its 429 (which says when it renews) is the one a buyer at the quota sees, and a
 * request the rate limit refuses is given back like any other failure (see failureKeepsQuota).
 */
export async function withDailyQuota<T>(userId: string, kind: QuotaKind, generate: () => Promise<T>): Promise<T> {
  const startedAt = new Date();
  await spendDailyQuota(userId, kind, startedAt);
  try {
    await throttle(DAILY_QUOTAS[kind].burst, userId);
    return await generate();
  } catch (error) {
    // Giving back must not hide the failure the caller is told about (say, a database outage).
    if (!failureKeepsQuota(error)) await giveBackDailyQuota(userId, kind, startedAt).catch(() => {});
    throw error;
  }
}
