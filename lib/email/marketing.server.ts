import "server-only";
import { appUrl } from "@/lib/env";
import { prisma } from "@/lib/db/client.server";
import type { SuppressionReason } from "@/lib/db/generated/client";
import { signId, verifySignedId } from "@/lib/crypto/signed-id.server";
import { sendEmail } from "./transport.server";
import { composeEmail, type MailBlock } from "./layout.server";

// Marketing mail (issue 45, items 6 and 7; decision 391): every message carries a one-click
// unsubscribe (RFC 8058) and a footer link to a page that confirms, both with a token signed for
// that recipient; an address on the suppression list (unsubscribed, or refused for good by the
// mail server) is skipped. Transactional mail goes through sendEmail() alone and never reads the list.

const normal = (email: string) => email.trim().toLowerCase();

/** The recipient's token: the address in hex (paths here are lower-cased) and its HMAC. */
export const unsubscribeToken = (email: string) => signId("unsubscribe", Buffer.from(normal(email), "utf8").toString("hex"));

/** The address a token was made for, or null when it is not one of ours. */
export function emailOfUnsubscribeToken(token: string): string | null {
  const hex = verifySignedId("unsubscribe", token);
  return hex && /^[0-9a-f]+$/.test(hex) ? Buffer.from(hex, "hex").toString("utf8") : null;
}

/** The one-click address (POST, for the List-Unsubscribe header) and the confirming page (footer). */
export function unsubscribeLinks(email: string) {
  const token = unsubscribeToken(email);
  const base = appUrl().replace(/\/+$/, "");
  return { oneClick: `${base}/api/unsubscribe/${token}`, page: `${base}/unsubscribe/${token}` };
}

/** Puts an address on the list; an address already there keeps its first reason. */
export async function suppress(email: string, reason: SuppressionReason, detail?: string): Promise<void> {
  await prisma().emailSuppression.createMany({ data: [{ email: normal(email), reason, detail: detail?.slice(0, 500) }], skipDuplicates: true });
}

export async function isSuppressed(email: string): Promise<boolean> {
  return (await prisma().emailSuppression.count({ where: { email: normal(email) } })) > 0;
}

/**
 * The unsubscribe of a token, by one click in the mail client or the page's button: the address
 * is suppressed, and an account or contact-form lead with it stops consenting to marketing mail. Null for a token that
 * is not ours; doing it twice changes nothing more.
 */
export async function unsubscribe(token: string): Promise<{ email: string } | null> {
  const email = emailOfUnsubscribeToken(token);
  if (!email) return null;
  await suppress(email, "unsubscribe");
  await prisma().user.updateMany({ where: { email: { equals: email, mode: "insensitive" }, marketingEmails: true }, data: { marketingEmails: false } });
  // A lead who agreed on the contact form stops agreeing too (decision 433).
  await prisma().contactRequest.updateMany({
    where: { email: { equals: email, mode: "insensitive" }, marketingConsent: true },
    data: { marketingConsent: false },
  });
  return { email };
}

/** A marketing message's template; the layout adds the unsubscribe footer (decision 432). */
export type MarketingEmail = { to: string; subject: string; kind: string; blocks: MailBlock[] };
export type MarketingOutcome =
  | { status: "sent"; outboxId: string }
  /** No SMTP_URL: the message waits in the outbox. */
  | { status: "waiting"; outboxId: string }
  | { status: "suppressed" }
  /** permanent: a 5xx answer, after which the address is suppressed; otherwise it may be tried again. */
  | { status: "failed"; permanent: boolean; answer: string };

/** Sends one marketing message, or skips it for a suppressed address. Never throws for a refusal. */
export async function sendMarketingEmail(message: MarketingEmail): Promise<MarketingOutcome> {
  if (await isSuppressed(message.to)) return { status: "suppressed" };
  const links = unsubscribeLinks(message.to);
  const mail = await composeEmail({ ...message, unsubscribePage: links.page });
  try {
    const result = await sendEmail({
      ...mail,
      headers: { "List-Unsubscribe": `<${links.oneClick}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    });
    return { status: result.delivered ? "sent" : "waiting", outboxId: result.id };
  } catch (error) {
    const { responseCode, response, message: text } = error as { responseCode?: number; response?: string; message?: string };
    const answer = response ?? text ?? String(error);
    const permanent = typeof responseCode === "number" && responseCode >= 500 && responseCode < 600;
    if (permanent) await suppress(message.to, "hard_bounce", answer);
    return { status: "failed", permanent, answer };
  }
}
