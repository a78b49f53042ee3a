import "server-only";
import { Prisma } from "@/lib/db/generated/client";
import { prisma } from "@/lib/db/client.server";
import { env } from "@/lib/env";
import { ConflictError, NotFoundError, UnprocessableError } from "@/lib/api/errors";
import type { Operator } from "@/lib/auth/roles";
import { sendMarketingEmail } from "@/lib/email/marketing.server";
import { mailServerConfigured } from "@/lib/email/transport.server";
import type { BroadcastInput } from "@/lib/validation/broadcast";
import { recordAudit } from "./audit.server";
import type { BroadcastAudience } from "@/lib/db/generated/client";
import { audienceKey } from "@/lib/validation/broadcast";
import { products } from "@/lib/catalog/catalog";
import { AUDIENCES, audienceLabel, broadcastCounts, countAudience, sendBroadcastBatch, startBroadcast, type AudienceTarget } from "./broadcasts.server";
import { mailTemplate } from "./broadcast-mail.server";

// The console's side of broadcasts (issue 45, item 1; decision 415): drafts written and edited,
// a test to the operator, a send now or at a set time, and the beat that starts scheduled ones
// and sends the rest in batches at BROADCAST_PER_MINUTE.

const NOT_FOUND = "Broadcast not found";
const ALREADY_SENT = "This broadcast has started sending; it can no longer be changed.";

async function draftOf(id: string) {
  const broadcast = await prisma().broadcast.findUnique({ where: { id } });
  if (!broadcast) throw new NotFoundError(NOT_FOUND);
  if (broadcast.status !== "draft") throw new ConflictError(ALREADY_SENT);
  return broadcast;
}

export async function createBroadcast(operator: Operator, input: BroadcastInput) {
  return prisma().$transaction(async (tx) => {
    const broadcast = await tx.broadcast.create({ data: input, select: { id: true } });
    await recordAudit(tx, operator, "broadcast.created", { type: "broadcast", id: broadcast.id }, { subject: input.subject });
    return broadcast;
  });
}

/** A draft's words and audience; a scheduled draft keeps its time. */
export async function updateBroadcast(id: string, input: BroadcastInput) {
  await draftOf(id);
  const { count } = await prisma().broadcast.updateMany({ where: { id, status: "draft" }, data: input });
  if (count === 0) throw new ConflictError(ALREADY_SENT);
  return { id };
}

/** Every broadcast, newest first, with its counts from its recipient rows. */
export async function listBroadcasts() {
  const [broadcasts, groups] = await Promise.all([
    prisma().broadcast.findMany({ orderBy: { createdAt: "desc" }, take: 200 }),
    prisma().broadcastRecipient.groupBy({ by: ["broadcastId", "state"], _count: { _all: true } }),
  ]);
  const count = (id: string, state: string) => groups.find((g) => g.broadcastId === id && g.state === state)?._count._all ?? 0;
  return broadcasts.map((b) => ({
    ...b,
    audienceLabel: audienceLabel(b),
    recipients: groups.filter((g) => g.broadcastId === b.id).reduce((sum, g) => sum + g._count._all, 0),
    // A bounced recipient was sent first (its page counts the bounce, decision 435).
    sent: count(b.id, "sent") + count(b.id, "bounced"),
    failed: count(b.id, "failed"),
    suppressed: count(b.id, "suppressed"),
  }));
}

/** Recipients of this broadcast who unsubscribed after it started going out. */
async function unsubscribedSince(broadcastId: string, startedAt: Date | null) {
  if (!startedAt) return 0;
  const [row] = await prisma().$queryRaw<{ n: bigint }[]>(Prisma.sql`
    SELECT count(*) AS n FROM "BroadcastRecipient" r JOIN "EmailSuppression" s ON s."email" = r."email"
    WHERE r."broadcastId" = ${broadcastId}::uuid AND s."reason" = 'unsubscribe' AND s."createdAt" >= ${startedAt}`);
  return Number(row?.n ?? 0);
}

export async function broadcastDetail(id: string) {
  const broadcast = await prisma().broadcast.findUnique({ where: { id } });
  if (!broadcast) return null;
  const [counts, unsubscribed, recipients, audienceCount] = await Promise.all([
    broadcastCounts(id),
    unsubscribedSince(id, broadcast.startedAt),
    prisma().broadcastRecipient.findMany({ where: { broadcastId: id }, orderBy: { email: "asc" }, take: 500 }),
    broadcast.status === "draft" ? countAudience(broadcast) : Promise.resolve(null),
  ]);
  return { broadcast, counts: { ...counts, unsubscribed }, recipients, audienceCount, mailServer: mailServerConfigured() };
}

/**
 * Each audience with how many it holds now, for the editor's choice and the confirmation; "one
 * product's buyers" is one choice per product of the catalogue (key "product:<uuid>", decision 433).
 */
export async function audienceCounts() {
  const targets: AudienceTarget[] = [
    ...(Object.keys(AUDIENCES) as BroadcastAudience[]).filter((a) => a !== "product").map((audience) => ({ audience })),
    ...products.map((p) => ({ audience: "product" as const, productUuid: p.uuid })),
  ];
  return Promise.all(targets.map(async (target) => ({ key: audienceKey(target), label: audienceLabel(target), count: await countAudience(target) })));
}

export type TestOutcome = { sent: boolean; message: string };

/**
 * The draft as its recipients will get it, to the operator's own address, through the same
 * marketing path (so the unsubscribe footer and headers are there too). "[Test]" leads the subject.
 */
export async function sendTestBroadcast(operator: Operator, id: string): Promise<TestOutcome> {
  const broadcast = await prisma().broadcast.findUnique({ where: { id } });
  if (!broadcast) throw new NotFoundError(NOT_FOUND);
  const mail = mailTemplate(broadcast, operator.email);
  const outcome = await sendMarketingEmail({ to: operator.email, ...mail, subject: `[Test] ${mail.subject}`, kind: "broadcast_test" });
  switch (outcome.status) {
    case "sent":
      return { sent: true, message: `Test sent to ${operator.email}.` };
    case "waiting":
      return { sent: true, message: `No mail server yet: the test to ${operator.email} is waiting in the outbox.` };
    case "suppressed":
      return { sent: false, message: `${operator.email} is on the suppression list (it unsubscribed or bounced), so no test was sent.` };
    default:
      return { sent: false, message: `The mail server refused the test: ${outcome.answer}` };
  }
}

/**
 * Send now (recipients written at once, the first batch started) or at a time to come (the draft
 * keeps the time; housekeeping starts it). Says how many it is for.
 */
export async function sendBroadcast(operator: Operator, id: string, when: "now" | string, now = new Date()) {
  const broadcast = await draftOf(id);
  if (when !== "now") {
    const at = new Date(when);
    if (at.getTime() <= now.getTime()) throw new UnprocessableError("Choose a time in the future, or send now.");
    await prisma().$transaction(async (tx) => {
      await tx.broadcast.updateMany({ where: { id, status: "draft" }, data: { scheduledAt: at } });
      await recordAudit(tx, operator, "broadcast.scheduled", { type: "broadcast", id }, { at: at.toISOString(), audience: broadcast.audience });
    });
    return { status: "scheduled" as const, scheduledAt: at.toISOString(), recipients: await countAudience(broadcast) };
  }
  const recipients = await startBroadcast(id, now);
  await recordAudit(prisma(), operator, "broadcast.sent", { type: "broadcast", id }, { audience: broadcast.audience, recipients });
  // The first batch now, not at the next beat; a failure is the beat's to retry.
  void tendBroadcasts().catch((error) => console.error("[broadcasts]", (error as Error)?.message ?? error));
  return { status: "sending" as const, recipients };
}

/**
 * The beat (housekeeping, every minute): scheduled drafts whose time has come start, and each
 * sending broadcast sends one batch of BROADCAST_PER_MINUTE. Two beats at once never send a
 * recipient twice (the claim in sendBroadcastBatch).
 */
export function tendBroadcasts(now = new Date()): Promise<{ started: number; sending: number }> {
  // One beat at a time in a process: a beat that comes while a batch is still going (a large
  // broadcast, a slow server) joins it rather than starting a second loop beside it.
  inFlight ??= tendOnce(now).finally(() => {
    inFlight = null;
  });
  return inFlight;
}
let inFlight: Promise<{ started: number; sending: number }> | null = null;

async function tendOnce(now: Date) {
  const due = await prisma().broadcast.findMany({ where: { status: "draft", scheduledAt: { lte: now } }, select: { id: true } });
  for (const { id } of due) await startBroadcast(id, now);
  const sending = await prisma().broadcast.findMany({ where: { status: "sending" }, select: { id: true } });
  for (const { id } of sending) await sendBroadcastBatch(id, env().BROADCAST_PER_MINUTE);
  return { started: due.length, sending: sending.length };
}
