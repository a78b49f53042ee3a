import "server-only";
import { prisma } from "@/lib/db/client.server";
import { env } from "@/lib/env";
import { BadRequestError, HttpError, NotFoundError, ServiceUnavailableError } from "@/lib/api/errors";
import { suppress } from "@/lib/email/marketing.server";
import { snsFetch, SnsRefused, verifySnsMessage, type SnsFetch } from "@/lib/net/sns.server";
import { sesFeedbackSchema } from "@/lib/validation/ses-feedback";

// Amazon SES's bounce and complaint reports, posted by SNS to /api/email/sns (issue 45, item 7;
// decision 435). A message is believed only after verifySnsMessage(); then a permanent bounce or
// a complaint puts each address on the suppression list and marks its latest sent broadcast
// recipient row "bounced", so that broadcast's page counts it. A transient bounce changes
// nothing (the mailbox may be back tomorrow). Replaying a message changes nothing more.

/** How late SES's "mail.timestamp" may be against our sentAt (clocks differ a little). */
const CLOCK_SLACK_MS = 5 * 60 * 1000;

export const topicArns = () =>
  (env().SES_SNS_TOPIC_ARNS ?? "")
    .split(",")
    .map((t) => t.trim())
    .filter(Boolean);

export type SnsOutcome = { confirmed: true } | { ignored: string } | { bounced: number; complained: number };

/** Marks the address's latest broadcast row sent by `before` as bounced; true when one changed. */
async function markBounced(email: string, detail: string, before: Date | null): Promise<boolean> {
  const row = await prisma().broadcastRecipient.findFirst({
    where: { email, state: { in: ["sent", "bounced"] }, ...(before && { sentAt: { lte: new Date(before.getTime() + CLOCK_SLACK_MS) } }) },
    orderBy: { sentAt: "desc" },
    select: { broadcastId: true, state: true },
  });
  if (!row || row.state === "bounced") return false;
  const { count } = await prisma().broadcastRecipient.updateMany({
    where: { broadcastId: row.broadcastId, email, state: "sent" },
    data: { state: "bounced", answer: detail.slice(0, 500) },
  });
  return count > 0;
}

const normal = (email: string) => email.trim().toLowerCase();
const looksLikeAddress = (email: string) => /^[^\s@<>]+@[^\s@<>]+$/.test(email);

/** Acts on one SES report (the Message of a believed SNS Notification). */
async function applySesReport(text: string): Promise<SnsOutcome> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ignored: "not an SES report" };
  }
  const parsed = sesFeedbackSchema.safeParse(json);
  if (!parsed.success) return { ignored: "not an SES report" };
  const report = parsed.data;
  const kind = report.notificationType ?? report.eventType;
  const sentAt = report.mail?.timestamp ? new Date(report.mail.timestamp) : null;
  const before = sentAt && !Number.isNaN(sentAt.getTime()) ? sentAt : null;
  const outcome = { bounced: 0, complained: 0 };
  if (kind === "Bounce" && report.bounce) {
    if (report.bounce.bounceType !== "Permanent") return { ignored: `${report.bounce.bounceType} bounce` };
    for (const r of report.bounce.bouncedRecipients) {
      const email = normal(r.emailAddress);
      if (!looksLikeAddress(email)) continue;
      const detail = r.diagnosticCode ?? `Permanent bounce (${report.bounce.bounceSubType ?? "General"})`;
      await suppress(email, "hard_bounce", detail);
      await markBounced(email, `Bounced: ${detail}`, before);
      outcome.bounced++;
    }
    return outcome;
  }
  if (kind === "Complaint" && report.complaint) {
    for (const r of report.complaint.complainedRecipients) {
      const email = normal(r.emailAddress);
      if (!looksLikeAddress(email)) continue;
      const detail = `Complaint (${report.complaint.complaintFeedbackType ?? "no feedback type"})`;
      await suppress(email, "complaint", detail);
      await markBounced(email, detail, before);
      outcome.complained++;
    }
    return outcome;
  }
  return { ignored: kind ? `${kind} report` : "not an SES report" };
}

/**
 * POST /api/email/sns. `fetch` reaches SNS (its certificate, a SubscribeURL); the route passes the
 * guarded one. 404 while no topic is configured; 400/403 for a message not believed, with
 * nothing written; 503 when SNS could not be reached (SNS sends it again).
 */
export async function receiveSnsPost(raw: string, fetch: SnsFetch = snsFetch): Promise<SnsOutcome> {
  const topics = topicArns();
  if (topics.length === 0) throw new NotFoundError("Amazon SES notifications are not set up on this server.");
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    throw new BadRequestError("The body is not JSON");
  }
  let message;
  try {
    message = await verifySnsMessage(body, topics, fetch);
  } catch (error) {
    if (error instanceof SnsRefused) throw new HttpError(error.status, error.message);
    console.error("[ses] the SNS signing certificate could not be fetched", (error as Error)?.message ?? error);
    throw new ServiceUnavailableError("The SNS signing certificate could not be fetched; SNS will try again.");
  }
  if (message.Type === "SubscriptionConfirmation") {
    try {
      await fetch(message.SubscribeURL!);
    } catch (error) {
      console.error("[ses] confirming the SNS subscription failed", (error as Error)?.message ?? error);
      throw new ServiceUnavailableError("The SNS subscription could not be confirmed; SNS will try again.");
    }
    console.log(`[ses] subscribed to ${message.TopicArn}`);
    return { confirmed: true };
  }
  if (message.Type === "UnsubscribeConfirmation") return { ignored: "unsubscribe confirmation" };
  return applySesReport(message.Message);
}
