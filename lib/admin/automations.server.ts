import "server-only";
import type { User } from "@/lib/db/generated/client";
import { prisma } from "@/lib/db/client.server";
import { sendMarketingEmail } from "@/lib/email/marketing.server";
import { mailTemplate } from "./broadcast-mail.server";

// Mail sent without a click (decisions 416, 417): the onboarding sequence and the checkout
// reminder. Each is off until the seller turns it on; each message is claimed (its AutomatedEmail
// row written) before the send and marked after, so it goes at most once, like a broadcast's
// recipients (decision 392), with the same one window between the server's answer and the mark.

export type AutomationId = "onboarding" | "checkout_reminder";

/** The checkout reminder's delay when the seller has not set one. Below the 24 h after which an unpaid intent is cancelled. */
export const DEFAULT_REMINDER_HOURS = 4;

export async function automation(id: AutomationId) {
  return prisma().emailAutomation.findUnique({ where: { id } });
}

/**
 * Turns an automation on or off. The first time it is turned on stamps enabledAt, and only
 * purchases or checkouts after that stamp are mailed: switching it on never reaches back to last
 * year's buyers. A pause keeps the stamp, so resuming carries on (a step more than a few days
 * late is skipped: see GRACE_DAYS in ./onboarding.server.ts).
 */
export async function setAutomation(id: AutomationId, change: { enabled: boolean; delayHours?: number }, now = new Date()) {
  const current = await automation(id);
  const enabledAt = current?.enabledAt ?? (change.enabled ? now : null);
  const delayHours = change.delayHours ?? current?.delayHours ?? null;
  return prisma().emailAutomation.upsert({
    where: { id },
    create: { id, enabled: change.enabled, enabledAt, delayHours },
    update: { enabled: change.enabled, enabledAt, delayHours },
  });
}

export type AutomatedOutcome = "sent" | "waiting" | "suppressed" | "failed" | "taken";

/**
 * Sends one automated message once: `taken` when its row already exists (another beat, an earlier
 * run). Without SMTP_URL the message waits in the outbox and the row says so; it is not sent again.
 */
export async function sendOnce(
  kind: string,
  key: string,
  to: { email: string; userId?: string | null },
  message: { subject: string; markdown: string },
  now = () => new Date(),
): Promise<AutomatedOutcome> {
  const email = to.email.trim().toLowerCase();
  const claimed = await prisma().automatedEmail.createMany({
    data: [{ kind, key, email, userId: to.userId ?? null, attemptedAt: now() }],
    skipDuplicates: true,
  });
  if (claimed.count === 0) return "taken";
  const outcome = await sendMarketingEmail({ to: email, ...mailTemplate(message, email), kind });
  const where = { kind_key: { kind, key } };
  if (outcome.status === "sent") await prisma().automatedEmail.update({ where, data: { state: "sent", sentAt: now() } });
  else if (outcome.status === "suppressed") await prisma().automatedEmail.update({ where, data: { state: "suppressed" } });
  else if (outcome.status === "failed") await prisma().automatedEmail.update({ where, data: { state: "failed", answer: outcome.answer.slice(0, 500) } });
  else await prisma().automatedEmail.update({ where, data: { answer: "No mail server yet: waiting in the outbox" } });
  return outcome.status;
}

/** Counts of an automation's messages by state (kinds starting with the prefix), for the console. */
export async function automatedCounts(kindPrefix: string) {
  const groups = await prisma().automatedEmail.groupBy({ by: ["state"], where: { kind: { startsWith: kindPrefix } }, _count: { _all: true } });
  const count = (state: string) => groups.find((g) => g.state === state)?._count._all ?? 0;
  return { sent: count("sent"), waiting: count("queued"), failed: count("failed"), suppressed: count("suppressed") };
}

export type Recipient = Pick<User, "id" | "email">;
