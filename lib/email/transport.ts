import "server-only";
import nodemailer from "nodemailer";
import { env } from "@/lib/env";
import { prisma } from "@/lib/db/client";

export type OutgoingEmail = { to: string; subject: string; text: string; kind: string };

let transporter: ReturnType<typeof nodemailer.createTransport> | undefined;

/**
 * Sends transactional mail through SMTP_URL. Every message is also recorded in the outbox
 * table; without SMTP_URL that record is the delivery, and the text is printed in the server
 * log so a developer can follow links (password setup) without a mail server.
 */
export async function sendEmail(message: OutgoingEmail) {
  const { SMTP_URL, MAIL_FROM } = env();
  const row = await prisma().outboxEmail.create({ data: message });
  if (!SMTP_URL) {
    console.log(`[email] to ${message.to}: ${message.subject}\n${message.text}`);
    return { delivered: false as const, id: row.id };
  }
  transporter ??= nodemailer.createTransport(SMTP_URL);
  await transporter.sendMail({ from: MAIL_FROM, to: message.to, subject: message.subject, text: message.text });
  await prisma().outboxEmail.update({ where: { id: row.id }, data: { sentAt: new Date() } });
  return { delivered: true as const, id: row.id };
}
