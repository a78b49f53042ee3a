import "server-only";
import { prisma } from "@/lib/db/client.server";
import { emailField } from "@/lib/validation/account";
import { BadRequestError } from "@/lib/api/errors";
import { sendEmail } from "@/lib/email/transport.server";
import { operatorInviteEmail } from "@/lib/email/templates/operator-invite";
import { issuePasswordLink, SETUP_TOKEN_TTL_MINUTES } from "@/lib/accounts/password-setup.server";

// `npm run operator:create -- <email>` (issue 23). The role is granted only from the command
// line, by whoever runs the server; nothing in the app makes an operator.

export type CreatedOperator = { id: string; email: string; created: boolean; promoted: boolean; emailed: boolean };

/**
 * Makes the address an operator: a new account, or an existing one promoted (its password,
 * purchases and characters kept), then e-mails a one-time link to set the password, through
 * the outbox like every mail. Safe to run again: the account stays one operator, and only the
 * newest link works.
 */
export async function createOperator(rawEmail: string): Promise<CreatedOperator> {
  const parsed = emailField.safeParse(rawEmail);
  if (!parsed.success) throw new BadRequestError(`Not an e-mail address: ${rawEmail}`);
  const email = parsed.data;
  const before = await prisma().user.findUnique({ where: { email }, select: { role: true } });
  const user = await prisma().user.upsert({
    where: { email },
    create: { email, role: "operator" },
    update: { role: "operator" },
    select: { id: true, email: true },
  });
  const link = await issuePasswordLink(user.id, "setup");
  let emailed = true;
  try {
    await sendEmail(operatorInviteEmail({ to: user.email, link, expiresInMinutes: SETUP_TOKEN_TTL_MINUTES }));
  } catch (error) {
    // Kept in the outbox; the command says so, and running it again sends a fresh link.
    console.error("[email] operator invite not sent", error);
    emailed = false;
  }
  return { id: user.id, email: user.email, created: before === null, promoted: before !== null && before.role !== "operator", emailed };
}
