import "server-only";
import type { Prisma } from "@/lib/db/generated/client";
import { prisma } from "@/lib/db/client.server";
import { env } from "@/lib/env";
import { deliver } from "./transport.server";

// Mail that must survive an SMTP outage (decision 142): it is written to the outbox in the same
// transaction as what it announces, then sent; a failed send leaves the row for
// retryUnsentEmails(), which housekeeping runs every few minutes. Only for mail without a
// one-time secret: the outbox holds the whole text, and resending needs it.

export const RETRY_FOR_MS = 3 * 24 * 60 * 60 * 1000;
/** A send is given this long before another server may try the same row again. */
export const RETRY_AFTER_MS = 5 * 60 * 1000;

type Db = Prisma.TransactionClient | ReturnType<typeof prisma>;
/** Both parts are stored, so a retry sends what the first try would have (decision 432). */
export type QueuedEmail = { to: string; subject: string; text: string; html: string; kind: string };

/** Records the message as owed, inside the caller's transaction. Returns the outbox row's id. */
export async function queueEmail(db: Db, message: QueuedEmail, now = new Date()): Promise<string> {
  const { to, subject, text, html, kind } = message;
  const row = await db.outboxEmail.create({
    data: { to, subject, text, html, kind, retryUntil: new Date(now.getTime() + RETRY_FOR_MS) },
    select: { id: true },
  });
  return row.id;
}

/**
 * Tries to send one queued row. The claim (an attempt stamped where no other attempt is recent)
 * lets one server at a time try it, so two servers never send it twice. Never throws: a failure
 * is logged and the row waits for the next retry. True when it was delivered now.
 */
export async function sendQueuedEmail(id: string, now = new Date()): Promise<boolean> {
  if (!env().SMTP_URL) return false;
  const { count } = await prisma().outboxEmail.updateMany({
    where: { id, sentAt: null, retryUntil: { gt: now }, OR: [{ lastAttemptAt: null }, { lastAttemptAt: { lt: new Date(now.getTime() - RETRY_AFTER_MS) } }] },
    data: { lastAttemptAt: now, attempts: { increment: 1 } },
  });
  if (count === 0) return false;
  const row = await prisma().outboxEmail.findUniqueOrThrow({ where: { id }, select: { to: true, subject: true, text: true, html: true } });
  try {
    await deliver(row);
  } catch (error) {
    console.error(`[email] sending queued e-mail ${id} failed; it will be retried`, (error as Error)?.message ?? error);
    return false;
  }
  await prisma().outboxEmail.update({ where: { id }, data: { sentAt: new Date() } });
  return true;
}

/** Housekeeping: one more try for each queued message still owed (oldest first). Returns how many went out. */
export async function retryUnsentEmails(now = new Date(), batch = 50): Promise<number> {
  if (!env().SMTP_URL) return 0;
  const due = await prisma().outboxEmail.findMany({
    where: { sentAt: null, retryUntil: { gt: now }, OR: [{ lastAttemptAt: null }, { lastAttemptAt: { lt: new Date(now.getTime() - RETRY_AFTER_MS) } }] },
    orderBy: { createdAt: "asc" },
    take: batch,
    select: { id: true },
  });
  let sent = 0;
  for (const { id } of due) if (await sendQueuedEmail(id, now)) sent++;
  return sent;
}
