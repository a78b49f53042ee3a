import "server-only";
import { prisma } from "@/lib/db/client.server";
import { SESSION_IDLE_SECONDS } from "@/lib/auth/session-cookie";
import { retryUnsentEmails, RETRY_AFTER_MS } from "@/lib/email/outbox.server";
import { RATE_LIMIT_RETENTION_SECONDS } from "@/lib/policy/limits";
import { sweepOrphanFiles } from "@/lib/media/orphan-sweep.server";
import { IDEMPOTENCY_TTL_MS } from "@/lib/server/idempotency.server";
import { releaseStaleHolds } from "@/lib/payments/discounts.server";
import { tendDataExports } from "@/lib/server/account/data-export.server";
import { cancelStaleIntents } from "@/lib/payments/stale-intents.server";
import { tendBroadcasts } from "@/lib/admin/broadcast-console.server";
import { tendOnboarding } from "@/lib/admin/onboarding.server";
import { tendCheckoutReminders } from "@/lib/admin/checkout-reminders.server";

const HOUR_MS = 60 * 60 * 1000;

export type PrunedCounts = { sessions: number; passwordSetupTokens: number; oauthStates: number; rateLimitWindows: number; idempotentRequests: number };

/**
 * Deletes rows that can no longer be used: expired or idle sessions, expired or used password setup
 * tokens (an expired link and an unknown one get the same message), expired OAuth states and
 * finished rate-limit windows,
 * and create answers kept for replays once their 24 hours are over (decision 185). Purchases, payment events, jobs, assets and e-mails are records
 * and stay. Safe to run on several servers at once: each statement only deletes dead rows.
 */
export async function pruneExpiredRows(now = new Date()): Promise<PrunedCounts> {
  const db = prisma();
  const [sessions, passwordSetupTokens, oauthStates, rateLimitWindows, idempotentRequests] = await Promise.all([
    db.session.deleteMany({ where: { OR: [{ expiresAt: { lt: now } }, { lastSeenAt: { lt: new Date(now.getTime() - SESSION_IDLE_SECONDS * 1000) } }] } }),
    db.passwordSetupToken.deleteMany({ where: { OR: [{ expiresAt: { lt: now } }, { usedAt: { not: null } }] } }),
    db.oAuthState.deleteMany({ where: { expiresAt: { lt: now } } }),
    db.rateLimit.deleteMany({ where: { windowStart: { lt: new Date(now.getTime() - RATE_LIMIT_RETENTION_SECONDS * 1000) } } }),
    db.idempotentRequest.deleteMany({ where: { createdAt: { lt: new Date(now.getTime() - IDEMPOTENCY_TTL_MS) } } }),
  ]);
  return {
    sessions: sessions.count,
    passwordSetupTokens: passwordSetupTokens.count,
    oauthStates: oauthStates.count,
    rateLimitWindows: rateLimitWindows.count,
    idempotentRequests: idempotentRequests.count,
  };
}

/**
 * Prunes once a minute after start, then hourly, beside the generation worker (every app
 * server unless JOB_WORKER=off, and `npm run worker`). A failed pass (database down) is logged
 * and retried at the next hour. Returns a stop function.
 */
export function startHousekeeping(intervalMs = HOUR_MS, mailRetryMs = RETRY_AFTER_MS, marketingMs = 60_000) {
  const log = (error: unknown) => console.error("[housekeeping]", (error as Error)?.message ?? error);
  const pass = () => {
    void pruneExpiredRows().catch(log);
    // Files a dead worker left without a row (decision 174).
    void sweepOrphanFiles()
      .then((count) => count > 0 && console.log(`[housekeeping] removed ${count} orphaned media file${count === 1 ? "" : "s"}`))
      .catch(log);
  };
  // Queued mail that an SMTP outage held back (a lead's notification) is tried again every few minutes (decision 142).
  const mail = () => void retryUnsentEmails().catch(log);
  // Discount codes held by checkouts left unpaid are given back (decision 209), on the same few-minute beat.
  // Intents unpaid after 24 hours, or left on an old price by a failed cancel, are cancelled first (decision 301);
  // data exports a stopped process left unfinished are made again, and expired ones deleted (issue 46).
  const holds = () => {
    void cancelStaleIntents()
      .catch(log)
      .then(() => releaseStaleHolds())
      .catch(log);
    void tendDataExports().catch(log);
  };
  // Broadcasts: scheduled ones start, sending ones send a minute's batch (decision 415); the
  // onboarding steps and checkout reminders that are due go out, once each (decisions 416, 417).
  const marketing = () => {
    void tendBroadcasts().catch(log);
    void tendOnboarding().catch(log);
    void tendCheckoutReminders().catch(log);
  };
  const marketingEvery = setInterval(marketing, marketingMs);
  // A process started again (after a crash, a deploy) resumes a broadcast that was going out
  // within seconds rather than a minute later (decision 436).
  const firstMarketing = setTimeout(marketing, 3_000);
  const first = setTimeout(pass, 60_000);
  const every = setInterval(pass, intervalMs);
  const mailEvery = setInterval(mail, mailRetryMs);
  const holdsEvery = setInterval(holds, mailRetryMs);
  for (const timer of [first, firstMarketing, every, mailEvery, holdsEvery, marketingEvery]) timer.unref?.();
  return () => {
    clearTimeout(first);
    clearTimeout(firstMarketing);
    clearInterval(every);
    clearInterval(mailEvery);
    clearInterval(holdsEvery);
    clearInterval(marketingEvery);
  };
}
