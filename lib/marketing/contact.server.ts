import "server-only";
import { randomUUID } from "node:crypto";
import { prisma } from "@/lib/db/client.server";
import { appUrl, env } from "@/lib/env";
import { withinLimit } from "@/lib/policy/throttle.server";
import { queueEmail, sendQueuedEmail } from "@/lib/email/outbox.server";
import { leadNotificationEmail } from "@/lib/email/templates/lead-notification";
import { contactPlanOptions } from "@/lib/catalog/contact-plans";
import type { ContactRequestInput } from "@/lib/validation/contact";

export type ContactOutcome = "stored" | "dropped";

/**
 * Stores a services-page contact request as a new lead and announces it to OPERATOR_EMAIL.
 * A filled honeypot is dropped quietly. More requests from one address or for one e-mail than
 * the limits allow are kept, flagged "over limit", and not announced: a flood that names a
 * victim's e-mail, or comes from their office's address, must not suppress their real request
 * (decision 172). Past a further cap per address even those are dropped, so a flood cannot fill
 * the table. The caller answers every case exactly like a stored request, so a bot learns
 * nothing (decision 141). The notification is queued in the outbox in the same transaction as
 * the lead, so an SMTP outage delays it and never loses it (decision 142).
 */
export async function submitContactRequest(input: ContactRequestInput, ip: string): Promise<ContactOutcome> {
  if (input.website?.trim()) return "dropped";
  const email = input.email.toLowerCase();
  // Both limits count every request, so a flood from one address also uses up its e-mails' share.
  const [ipOk, emailOk] = [await withinLimit("contactPerIp", ip), await withinLimit("contactPerEmail", email)];
  const overLimit = !ipOk || !emailOk;
  if (overLimit && !(await withinLimit("contactOverLimitPerIp", ip))) return "dropped";
  if (overLimit) {
    await prisma().contactRequest.create({
      data: { name: input.name, email, plan: input.plan, message: input.message, marketingConsent: input.marketingConsent === true, overLimit: true },
      select: { id: true },
    });
    return "stored";
  }

  const operator = env().OPERATOR_EMAIL;
  const lead = { id: randomUUID(), createdAt: new Date() };
  // The notification is laid out before the transaction opens: a render (the mail layout's first
  // one in a process takes seconds) must never hold a transaction open past its timeout.
  const planLabel = contactPlanOptions.find((o) => o.value === input.plan)?.label ?? input.plan;
  const mail = operator
    ? await leadNotificationEmail(
        operator,
        { ...lead, name: input.name, email, planLabel, message: input.message, receivedAt: lead.createdAt },
        leadUrl(lead.id),
      )
    : null;
  const queued = await prisma().$transaction(async (tx) => {
    await tx.contactRequest.create({
      data: { ...lead, name: input.name, email, plan: input.plan, message: input.message, marketingConsent: input.marketingConsent === true },
      select: { id: true },
    });
    return mail ? queueEmail(tx, mail, lead.createdAt) : null;
  });
  // Sent beside the answer: a slow mail server must not keep the visitor waiting, and a failed
  // send leaves the queued row to housekeeping's retry.
  if (queued) void sendQueuedEmail(queued);
  return "stored";
}

export const leadUrl = (id: string) => `${appUrl()}/admin/leads/${id}`;
