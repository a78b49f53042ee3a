import "server-only";
import nodemailer, { type Transporter } from "nodemailer";
import { env, isDemoMode } from "@/lib/env";
import { prisma } from "@/lib/db/client.server";
import { dkimSigning } from "./dkim.server";
import type { MailOutcome } from "./mail-status";

/**
 * A message as the templates make it (lib/email/layout.server.ts, decision 432): both parts from
 * one template. The outbox keeps the text part.
 */
export type OutgoingEmail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  kind: string;
  /** A value inside the message (a one-time link) that is sent but never stored in the outbox. */
  secret?: string;
  /** Extra headers (marketing mail's List-Unsubscribe); not stored. */
  headers?: Record<string, string>;
};

export const WITHHELD = "[one-time link withheld]";

/** True when SMTP_URL is set: mail can be delivered, not only kept in the outbox. */
export const mailServerConfigured = () => Boolean(env().SMTP_URL);

/** The outcome of a send, for the screen (lib/email/mail-status.ts): delivered, or why not. */
export const mailOutcome = (delivered: boolean): MailOutcome => (delivered ? "sent" : mailServerConfigured() ? "retrying" : "queued");

let transporter: Transporter | undefined;

/**
 * Sends transactional mail through SMTP_URL. Every message is also recorded in the outbox
 * table (with its secret withheld, so a database reader cannot take over an account); without
 * SMTP_URL the text is printed in the server log so a developer can follow links (password
 * setup) without a mail server; in a DEMO_MODE=1 deployment, whose log others may read, the
 * one-time link is withheld there too.
 */
export async function sendEmail({ secret, headers, html, ...message }: OutgoingEmail) {
  const { SMTP_URL } = env();
  const stored = secret ? message.text.replaceAll(secret, WITHHELD) : message.text;
  const row = await prisma().outboxEmail.create({ data: { ...message, text: stored } });
  if (!SMTP_URL) {
    console.log(`[email] to ${message.to}: ${message.subject}\n${isDemoMode() ? stored : message.text}`);
    return { delivered: false as const, id: row.id };
  }
  await deliver({ ...message, headers, html });
  await prisma().outboxEmail.update({ where: { id: row.id }, data: { sentAt: new Date() } });
  return { delivered: true as const, id: row.id };
}

/**
 * Hands one message to the SMTP server (SMTP_URL must be set), DKIM-signed with the From
 * domain's key (decision 390); throws when it is not accepted.
 */
export async function deliver(message: { to: string; subject: string; text: string; headers?: Record<string, string>; html?: string | null }) {
  const { SMTP_URL, MAIL_FROM } = env();
  transporter ??= nodemailer.createTransport(SMTP_URL);
  const dkim = await dkimSigning();
  await transporter.sendMail({
    from: MAIL_FROM,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html ?? undefined,
    headers: message.headers,
    dkim,
  });
}
