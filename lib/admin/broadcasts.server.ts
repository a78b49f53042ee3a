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

/**
 * Sends up to `size` queued recipients of a sending broadcast. Each row is claimed (attemptedAt
 * written where it was null) before its send and given its state after, so a worker killed
 * mid-batch and started again never sends a row twice: a row claimed but not marked is left for
 * the operator to see as interrupted (decision 392). When no queued row is left unclaimed, the
 * broadcast is sent.
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
  const rows = await prisma().broadcastRecipient.findMany({
    where: { broadcastId, state: "queued", attemptedAt: null },
    orderBy: { email: "asc" },
    take: size,
    select: { email: true },
  });
  for (const { email } of rows) {
    const claimed = await prisma().broadcastRecipient.updateMany({
      where: { broadcastId, email, state: "queued", attemptedAt: null },
      data: { attemptedAt: now() },
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
      // SMTP_URL went away mid-batch: the message waits in the outbox; the row stays claimed and
      // is shown as interrupted rather than sent twice later.
      result.waiting++;
    }
  }
  result.remaining = await prisma().broadcastRecipient.count({ where: { broadcastId, state: "queued", attemptedAt: null } });
  if (result.remaining === 0 && result.waiting === 0) {
    await prisma().broadcast.updateMany({ where: { id: broadcastId, status: "sending" }, data: { status: "sent", finishedAt: now() } });
  }
  return result;
}

/** The broadcast's counts by recipient state, and how many were interrupted mid-send. */
export async function broadcastCounts(broadcastId: string) {
  const groups = await prisma().broadcastRecipient.groupBy({ by: ["state"], where: { broadcastId }, _count: { _all: true } });
  const count = (state: string) => groups.find((g) => g.state === state)?._count._all ?? 0;
  const interrupted = await prisma().broadcastRecipient.count({ where: { broadcastId, state: "queued", attemptedAt: { not: null } } });
  return { queued: count("queued") - interrupted, sent: count("sent"), failed: count("failed"), suppressed: count("suppressed"), interrupted };
}
