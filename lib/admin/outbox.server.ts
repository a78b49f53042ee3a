import "server-only";
import { prisma } from "@/lib/db/client.server";
import { env } from "@/lib/env";
import { mailServerConfigured } from "@/lib/email/transport.server";
import { MAIL_QUEUED } from "@/lib/email/mail-status";
import type { OutboxListQuery } from "@/lib/validation/outbox";

// The console's outbox (issue 44 item 4, decision 342): every e-mail the site wrote, newest first,
// as its recipient would read it (From, To, Subject, Date, text), with what became of it. One-time
// links were withheld before the row was written (lib/email/transport.server.ts), so none shows.

export const OUTBOX_PER_PAGE = 20;

export type OutboxState = { kind: "sent" | "queued" | "retrying" | "failed"; text: string };

type Row = { sentAt: Date | null; retryUntil: Date | null; attempts: number };

/** What became of one message, in words. */
export function outboxState(row: Row, mailServer: boolean, now = new Date()): OutboxState {
  if (row.sentAt) return { kind: "sent", text: "Sent" };
  if (!mailServer) return { kind: "queued", text: MAIL_QUEUED };
  const tries = `${row.attempts} ${row.attempts === 1 ? "attempt" : "attempts"}`;
  if (row.retryUntil && row.retryUntil > now) return { kind: "retrying", text: `Not sent yet: the mail server did not take it (${tries}); it is tried again` };
  return { kind: "failed", text: `Not sent: the mail server did not take it (${tries})` };
}

export async function listOutbox({ page }: OutboxListQuery) {
  const total = await prisma().outboxEmail.count();
  const pageCount = Math.max(1, Math.ceil(total / OUTBOX_PER_PAGE));
  const current = Math.min(page, pageCount);
  const rows = await prisma().outboxEmail.findMany({
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    skip: (current - 1) * OUTBOX_PER_PAGE,
    take: OUTBOX_PER_PAGE,
    select: { id: true, to: true, subject: true, text: true, kind: true, createdAt: true, sentAt: true, retryUntil: true, attempts: true },
  });
  const mailServer = mailServerConfigured();
  const messages = rows.map(({ retryUntil, attempts, ...message }) => ({
    ...message,
    state: outboxState({ sentAt: message.sentAt, retryUntil, attempts }, mailServer),
  }));
  return { messages, total, page: current, pageCount, from: env().MAIL_FROM, mailServer };
}
