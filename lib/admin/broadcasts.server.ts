import "server-only";
import type { BroadcastAudience, Prisma } from "@/lib/db/generated/client";
import { prisma } from "@/lib/db/client.server";
import { env } from "@/lib/env";
import { sendMarketingEmail } from "@/lib/email/marketing.server";
import { PURCHASE_IN_FORCE } from "@/lib/policy/purchase-access";
import { findProductByUuid } from "@/lib/catalog/catalog";
import { mailTemplate } from "./broadcast-mail.server";

// Broadcasts (issue 45, item 1; decision 392): who an audience is, counted from data, and the
// send as a resumable job. Every audience is of buyers who hold access, agreed to marketing mail
// (User.marketingEmails, decision 365) and are not closed; a buyer with a refunded, disputed or
// revoked purchase is never in one, nor a suppressed address (checked again at each send).
// The "leads" audience (decision 433) is of contact-form addresses whose visitor ticked the news
// box, under the same two exclusions.

export const AUDIENCES: Record<BroadcastAudience, { label: string }> = {
  buyers: { label: "Every buyer with access" },
  not_started: { label: "Buyers who have not started lesson 1" },
  finished: { label: "Buyers who finished the course" },
  no_character: { label: "Buyers with no character yet" },
  leads: { label: "Leads from the contact form who agreed to news" },
  product: { label: "Buyers of one product" },
};

/** Who a broadcast is for: an audience, and for "product" the product (decision 433). */
export type AudienceTarget = { audience: BroadcastAudience; productUuid?: string | null };

/** The audience as the console names it: "Buyers of Video pack: 5 videos" for one product's. */
export function audienceLabel({ audience, productUuid }: AudienceTarget): string {
  if (audience !== "product") return AUDIENCES[audience].label;
  return `Buyers of ${(productUuid && findProductByUuid(productUuid)?.name) || "a product no longer sold"}`;
}

/** The published course's lessons in order (published modules by position, then lessons). */
async function publishedLessonIds(): Promise<string[]> {
  const lessons = await prisma().courseLesson.findMany({
    where: { status: "published", module: { status: "published" } },
    orderBy: [{ module: { position: "asc" } }, { position: "asc" }],
    select: { id: true },
  });
  return lessons.map((l) => l.id);
}

/** The users of an audience of buyers, as a where clause on User. */
export async function audienceWhere({ audience, productUuid }: AudienceTarget): Promise<Prisma.UserWhereInput> {
  const base: Prisma.UserWhereInput = {
    deletedAt: null,
    marketingEmails: true,
    purchases: { some: PURCHASE_IN_FORCE, none: { status: { in: ["refunded", "disputed", "revoked"] } } },
  };
  const suppressed = (await prisma().emailSuppression.findMany({ select: { email: true } })).map((s) => s.email);
  const notSuppressed: Prisma.UserWhereInput = suppressed.length ? { NOT: { email: { in: suppressed, mode: "insensitive" } } } : {};
  const lessons = audience === "not_started" || audience === "finished" ? await publishedLessonIds() : [];
  const extra: Prisma.UserWhereInput =
    audience === "not_started"
      ? lessons.length
        ? { lessonProgress: { none: { lessonId: lessons[0] } } }
        : {}
      : audience === "finished"
        ? // A course with no published lesson has nobody who finished it.
          lessons.length
          ? { AND: lessons.map((lessonId) => ({ lessonProgress: { some: { lessonId, completedAt: { not: null } } } })) }
          : { id: { in: [] } }
        : audience === "no_character"
          ? { characters: { none: {} } }
          : audience === "product"
            ? // Its buyers whose purchase of it is in force (the base already leaves out anyone refunded).
              productUuid
              ? { purchases: { some: { ...PURCHASE_IN_FORCE, productUuid } } }
              : { id: { in: [] } }
            : audience === "leads"
              ? { id: { in: [] } } // not users: leadAudience()
              : {};
  return { AND: [base, notSuppressed, extra] };
}

const normal = (email: string) => email.trim().toLowerCase();

/**
 * The addresses of the "leads" audience: each contact-form address that agreed to news, once,
 * unless it is suppressed (unsubscribed or bounced) or belongs to a buyer with a refunded,
 * disputed or revoked purchase.
 */
export async function leadAudience(): Promise<string[]> {
  const [leads, suppressed, refunded] = await Promise.all([
    prisma().contactRequest.findMany({ where: { marketingConsent: true }, select: { email: true } }),
    prisma().emailSuppression.findMany({ select: { email: true } }),
    prisma().user.findMany({ where: { purchases: { some: { status: { in: ["refunded", "disputed", "revoked"] } } } }, select: { email: true } }),
  ]);
  const excluded = new Set([...suppressed, ...refunded].map((r) => normal(r.email)));
  return [...new Set(leads.map((l) => normal(l.email)))].filter((email) => !excluded.has(email)).sort();
}

/** The recipients of an audience now: address and, for a buyer, their account. */
async function audienceRecipients(target: AudienceTarget): Promise<{ email: string; userId: string | null }[]> {
  if (target.audience === "leads") return (await leadAudience()).map((email) => ({ email, userId: null }));
  const users = await prisma().user.findMany({ where: await audienceWhere(target), select: { id: true, email: true } });
  return users.map((u) => ({ email: normal(u.email), userId: u.id }));
}

/** How many would get a broadcast to this audience now. */
export async function countAudience(target: AudienceTarget): Promise<number> {
  if (target.audience === "leads") return (await leadAudience()).length;
  return prisma().user.count({ where: await audienceWhere(target) });
}

/**
 * Starts sending: writes one recipient row per address of the audience as it is now, then marks
 * the broadcast sending. Running it again (a double click, a retry) adds nobody twice and
 * changes nothing once the broadcast has started. Returns how many recipients it has.
 */
export async function startBroadcast(broadcastId: string, now = new Date()): Promise<number> {
  const broadcast = await prisma().broadcast.findUniqueOrThrow({ where: { id: broadcastId } });
  if (broadcast.status === "draft") {
    const recipients = await audienceRecipients(broadcast);
    await prisma().$transaction([
      prisma().broadcastRecipient.createMany({ data: recipients.map((r) => ({ broadcastId, ...r })), skipDuplicates: true }),
      prisma().broadcast.updateMany({ where: { id: broadcastId, status: "draft" }, data: { status: "sending", startedAt: now } }),
    ]);
  }
  return prisma().broadcastRecipient.count({ where: { broadcastId } });
}

/** waiting: recipients not sent for want of a mail server (SMTP_URL unset). */
export type BatchResult = { sent: number; failed: number; suppressed: number; waiting: number; remaining: number };

/** Claims a recipient may have: the first, and two more after workers died mid-send (decision 436). */
export const MAX_CLAIMS = 3;
/** Rows read at a time inside a batch; each page is read anew, so a lease that lapses meanwhile is seen. */
const PAGE = 100;

/** Queued rows a worker may claim now: never claimed, or claimed by a worker whose lease lapsed. */
function claimable(broadcastId: string, now: Date): Prisma.BroadcastRecipientWhereInput {
  const lapsed = new Date(now.getTime() - env().BROADCAST_CLAIM_LEASE_SECONDS * 1000);
  return { broadcastId, state: "queued", attempts: { lt: MAX_CLAIMS }, OR: [{ attemptedAt: null }, { attemptedAt: { lt: lapsed } }] };
}

/**
 * Sends up to `size` queued recipients of a sending broadcast. Each row is claimed (attemptedAt
 * and attempts written by a conditional update, so two workers never both hold it) before its
 * send and given its state after. A row whose worker died between the two is claimed again once
 * BROADCAST_CLAIM_LEASE_SECONDS have passed, up to MAX_CLAIMS claims: a recipient whose message
 * the SMTP server had not accepted still gets it, and only a death between the server's answer
 * and the mark can send it twice (decision 436). The broadcast is sent when no queued row can
 * still be claimed.
 */
export async function sendBroadcastBatch(broadcastId: string, size = 50, now = () => new Date()): Promise<BatchResult> {
  const result: BatchResult = { sent: 0, failed: 0, suppressed: 0, waiting: 0, remaining: 0 };
  const broadcast = await prisma().broadcast.findUniqueOrThrow({ where: { id: broadcastId } });
  if (broadcast.status !== "sending") return result;
  // Without a mail server nothing is sent and nothing claimed: the recipients wait, queued.
  if (!env().SMTP_URL) {
    result.waiting = await prisma().broadcastRecipient.count({ where: { broadcastId, state: "queued", attemptedAt: null } });
    return result;
  }
  let budget = size;
  while (budget > 0) {
    const rows = await prisma().broadcastRecipient.findMany({
      where: claimable(broadcastId, now()),
      orderBy: { email: "asc" },
      take: Math.min(budget, PAGE),
      select: { email: true },
    });
    if (rows.length === 0) break;
    for (const { email } of rows) {
      budget--;
      const claimed = await prisma().broadcastRecipient.updateMany({
        where: { ...claimable(broadcastId, now()), email },
        data: { attemptedAt: now(), attempts: { increment: 1 } },
      });
      if (claimed.count === 0) continue;
      const outcome = await sendMarketingEmail({ to: email, ...mailTemplate(broadcast, email), kind: "broadcast" });
      const where = { broadcastId_email: { broadcastId, email } };
      if (outcome.status === "sent") {
        await prisma().broadcastRecipient.update({ where, data: { state: "sent", sentAt: now() } });
        result.sent++;
      } else if (outcome.status === "suppressed") {
        await prisma().broadcastRecipient.update({ where, data: { state: "suppressed" } });
        result.suppressed++;
      } else if (outcome.status === "failed") {
        await prisma().broadcastRecipient.update({ where, data: { state: "failed", answer: outcome.answer.slice(0, 500) } });
        result.failed++;
      } else {
        // SMTP_URL went away mid-batch: the message waits in the outbox, and the row stays
        // claimed until its lease lapses.
        result.waiting++;
      }
    }
  }
  // Rows still owed: unclaimed, lapsed, or held by a worker that may still be sending them.
  result.remaining = await prisma().broadcastRecipient.count({ where: { broadcastId, state: "queued", attempts: { lt: MAX_CLAIMS } } });
  if (result.remaining === 0 && result.waiting === 0) {
    await prisma().broadcast.updateMany({ where: { id: broadcastId, status: "sending" }, data: { status: "sent", finishedAt: now() } });
  }
  return result;
}

/** The broadcast's counts by recipient state, and how many were interrupted mid-send. */
export async function broadcastCounts(broadcastId: string) {
  const groups = await prisma().broadcastRecipient.groupBy({ by: ["state"], where: { broadcastId }, _count: { _all: true } });
  const count = (state: string) => groups.find((g) => g.state === state)?._count._all ?? 0;
  // Interrupted: claimed MAX_CLAIMS times, each by a worker that died before recording the send.
  const interrupted = await prisma().broadcastRecipient.count({ where: { broadcastId, state: "queued", attempts: { gte: MAX_CLAIMS } } });
  return {
    queued: count("queued") - interrupted,
    sent: count("sent"),
    failed: count("failed"),
    suppressed: count("suppressed"),
    // Sent, then reported by the provider as a permanent bounce or a complaint (decision 435).
    bounced: count("bounced"),
    interrupted,
  };
}
