import "server-only";
import { prisma } from "@/lib/db/client.server";
import { emailField } from "@/lib/validation/account";
import { BadRequestError } from "@/lib/api/errors";
import { mailServerConfigured, sendEmail } from "@/lib/email/transport.server";
import { MAIL_QUEUED } from "@/lib/email/mail-status";
import { operatorInviteEmail } from "@/lib/email/templates/operator-invite";
import { issuePasswordLink, SETUP_TOKEN_TTL_MINUTES } from "@/lib/accounts/password-setup.server";

// `npm run operator:create -- <email>` (issue 23). The role is granted only from the command
// line, by whoever runs the server; nothing in the app makes an operator.

export type CreatedOperator = {
  id: string;
  email: string;
  created: boolean;
  promoted: boolean;
  emailed: boolean;
  /** SMTP_URL is set: an undelivered invite failed, rather than waiting for a mail server. */
  mailServer: boolean;
  /** Sessions of the account ended by the promotion. */
  endedSessions: number;
  /** Whether the account had a password, now cleared by the promotion. */
  clearedPassword: boolean;
};

/**
 * Makes the address an operator: a new account, or an existing one promoted (its purchases and
 * characters kept), then e-mails a one-time link to set the password, through the outbox like
 * every mail. Anyone can make an account for an address they do not own (pay with it, set a
 * password), so a promotion keeps nothing that grants access: it ends every session of the
 * account, clears its password and every outstanding password link, all in one transaction
 * with the role change, and only the link e-mailed now lets anyone in (issue 29, decision 170).
 * Safe to run again: the account stays one operator, and only the newest link works.
 */
export async function createOperator(rawEmail: string): Promise<CreatedOperator> {
  const parsed = emailField.safeParse(rawEmail);
  if (!parsed.success) throw new BadRequestError(`Not an e-mail address: ${rawEmail}`);
  const email = parsed.data;
  const { user, created, promoted, endedSessions, clearedPassword } = await prisma().$transaction(async (tx) => {
    const before = await tx.user.findUnique({ where: { email }, select: { id: true, role: true, passwordHash: true } });
    const promoting = before !== null && before.role !== "operator";
    const user = await tx.user.upsert({
      where: { email },
      create: { email, role: "operator" },
      update: promoting ? { role: "operator", passwordHash: null } : { role: "operator" },
      select: { id: true, email: true },
    });
    if (!promoting) return { user, created: before === null, promoted: false, endedSessions: 0, clearedPassword: false };
    const ended = await tx.session.deleteMany({ where: { userId: user.id } });
    await tx.passwordSetupToken.deleteMany({ where: { userId: user.id } });
    return { user, created: false, promoted: true, endedSessions: ended.count, clearedPassword: before.passwordHash !== null };
  });
  const link = await issuePasswordLink(user.id, "setup");
  let emailed = true;
  try {
    // Without a mail server the invite only reaches the outbox and the log: not "e-mailed" (decision 342).
    emailed = (await sendEmail(await operatorInviteEmail({ to: user.email, link, expiresInMinutes: SETUP_TOKEN_TTL_MINUTES }))).delivered;
  } catch (error) {
    // Kept in the outbox; the command says so, and running it again sends a fresh link.
    console.error("[email] operator invite not sent", error);
    emailed = false;
  }
  return { id: user.id, email: user.email, created, promoted, emailed, mailServer: mailServerConfigured(), endedSessions, clearedPassword };
}

/** What `npm run operator:create` prints: what it did to the account, and what happens next. */
export function operatorReport(result: CreatedOperator): string[] {
  const what = result.created ? "Created the operator" : result.promoted ? "Promoted to operator" : "Already an operator";
  const lines = [`${what}: ${result.email}.`];
  if (result.promoted) {
    const ended = `Ended ${result.endedSessions} session${result.endedSessions === 1 ? "" : "s"}`;
    lines.push(
      result.endedSessions === 0 && !result.clearedPassword
        ? "No sessions to end and no password to clear."
        : `${ended}, ${result.clearedPassword ? "cleared the password" : "there was no password"} and every earlier password link.`,
    );
  } else if (result.created) {
    lines.push("No sessions to end and no password to clear.");
  }
  lines.push(
    result.emailed
      ? "E-mailed a link to set the password; then sign in at /auth and open /admin."
      : result.mailServer
        ? "The e-mail could not be sent (it is kept in the outbox); check SMTP_URL and run the command again."
        : `${MAIL_QUEUED} (SMTP_URL is unset): the e-mail is printed above and kept in the outbox.`,
  );
  return lines;
}
