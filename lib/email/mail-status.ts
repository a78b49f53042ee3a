// What happened to an e-mail, in the words every screen uses (issue 44 item 4, decision 342):
// nothing says "sent" unless a mail server took it. Without SMTP_URL a message only goes to the
// outbox (the console's Outbox page, /admin/outbox) and the server log.

/** The sentence for mail that went to the outbox only, because no mail server is set up. */
export const MAIL_QUEUED = "Queued: this server has no mail server yet";

/** "sent": a mail server took it; "queued": no mail server (outbox only); "retrying": the mail server refused it for now. */
export type MailOutcome = "sent" | "queued" | "retrying";

/** How the console words one message's outcome after an operator's action ("Receipt", "The refund e-mail"…). */
export function outcomeWords(what: string, to: string, outcome: MailOutcome): string {
  if (outcome === "sent") return `${what} sent to ${to}.`;
  if (outcome === "queued") return `${what} for ${to} is in the outbox, not sent. ${MAIL_QUEUED}.`;
  return `${what} for ${to} is in the outbox: the mail server did not take it yet, so it is tried again.`;
}
