import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { prisma } from "@/lib/db/client.server";
import { appUrl } from "@/lib/env";
import { BadRequestError, ConflictError, ServiceUnavailableError } from "@/lib/api/errors";
import { sendEmail } from "@/lib/email/transport.server";
import { emailChangeConfirmEmail, emailChangedNoticeEmail } from "@/lib/email/templates/account";
import { throttle } from "@/lib/policy/throttle.server";
import { confirmCurrentPassword } from "./current-password.server";
import { sendPasswordLink } from "./password-setup.server";

// Changing the account's e-mail (issue 46, decision 361). The current password is asked first,
// so a stolen session cannot move the account to an attacker's address. The change takes effect
// only when the link sent to the NEW address is followed within an hour; then the OLD address is
// told, with an undo link valid 7 days that puts it back, ends every session and sends a
// password reset there. Purchases and receipts hang on the account's id, so they move with it.

export const CONFIRM_TTL_MINUTES = 60;
export const UNDO_TTL_DAYS = 7;
export const SAME_EMAIL = "This is already your account's e-mail address.";
export const EMAIL_TAKEN = "Another account uses this e-mail address.";
export const INVALID_EMAIL_LINK = "This link is invalid or has expired. Ask for the change again from Settings › Account.";
export const EMAIL_CHANGE_MAIL_FAILED = "We couldn't send the confirmation e-mail. Please try again in a few minutes.";

const sha256 = (token: string) => createHash("sha256").update(token).digest("hex");
const newToken = () => randomBytes(32).toString("base64url");

export function emailChangeLink(mode: "confirm" | "undo", token: string) {
  const url = new URL("/email-change", appUrl());
  url.searchParams.set("mode", mode);
  url.searchParams.set("token", token);
  return url.toString();
}

/** Starts a change: checks the password, e-mails the new address a link; older pending changes stop working. */
export async function requestEmailChange(userId: string, { newEmail, currentPassword }: { newEmail: string; currentPassword: string }) {
  const { email } = await confirmCurrentPassword(userId, currentPassword);
  if (newEmail === email) throw new BadRequestError(SAME_EMAIL);
  await throttle("emailChangePerUser", userId);
  if (await prisma().user.findUnique({ where: { email: newEmail }, select: { id: true } })) throw new ConflictError(EMAIL_TAKEN);
  const token = newToken();
  const confirmExpiresAt = new Date(Date.now() + CONFIRM_TTL_MINUTES * 60_000);
  await prisma().$transaction([
    prisma().emailChange.deleteMany({ where: { userId, confirmedAt: null } }),
    prisma().emailChange.create({ data: { userId, oldEmail: email, newEmail, confirmTokenHash: sha256(token), confirmExpiresAt } }),
  ]);
  try {
    await sendEmail(await emailChangeConfirmEmail({ to: newEmail, link: emailChangeLink("confirm", token), expiresInMinutes: CONFIRM_TTL_MINUTES }));
  } catch (error) {
    console.error("[email] e-mail change link not sent", error);
    throw new ServiceUnavailableError(EMAIL_CHANGE_MAIL_FAILED);
  }
  return { pendingEmail: newEmail, expiresAt: confirmExpiresAt.toISOString() };
}

/** The change waiting for its link, for the account page. */
export async function pendingEmailChange(userId: string) {
  const row = await prisma().emailChange.findFirst({
    where: { userId, confirmedAt: null, confirmExpiresAt: { gt: new Date() } },
    orderBy: { createdAt: "desc" },
    select: { newEmail: true, confirmExpiresAt: true },
  });
  return row && { pendingEmail: row.newEmail, expiresAt: row.confirmExpiresAt.toISOString() };
}

/** Follows the link sent to the new address: the account's e-mail becomes it, and the old address is told. */
export async function confirmEmailChange(token: string) {
  const now = new Date();
  const undoToken = newToken();
  const change = await prisma().$transaction(async (tx) => {
    const row = await tx.emailChange.findUnique({ where: { confirmTokenHash: sha256(token) } });
    if (!row || row.confirmedAt || row.confirmExpiresAt <= now) throw new BadRequestError(INVALID_EMAIL_LINK);
    const user = await tx.user.findUnique({ where: { id: row.userId }, select: { email: true, deletedAt: true } });
    // The account moved on meanwhile (another change, or it was closed): this link is stale.
    if (!user || user.deletedAt || user.email !== row.oldEmail) throw new BadRequestError(INVALID_EMAIL_LINK);
    if (await tx.user.findUnique({ where: { email: row.newEmail }, select: { id: true } })) throw new ConflictError(EMAIL_TAKEN);
    const claimed = await tx.emailChange.updateMany({
      where: { id: row.id, confirmedAt: null },
      data: { confirmedAt: now, undoTokenHash: sha256(undoToken), undoExpiresAt: new Date(now.getTime() + UNDO_TTL_DAYS * 86_400_000) },
    });
    if (claimed.count !== 1) throw new BadRequestError(INVALID_EMAIL_LINK);
    await tx.user.update({ where: { id: row.userId }, data: { email: row.newEmail } });
    return row;
  });
  // The old address hears of it whatever happens to the mail server: a failure is logged, the change stands.
  await emailChangedNoticeEmail({ to: change.oldEmail, newEmail: change.newEmail, undoLink: emailChangeLink("undo", undoToken), undoDays: UNDO_TTL_DAYS })
    .then(sendEmail)
    .catch((error: unknown) => console.error("[email] e-mail change notice not sent", error));
  return { email: change.newEmail };
}

/**
 * The old address's undo link: puts that address back, ends every session (the change's author
 * may hold one) and e-mails a password reset there, in case the password was changed too.
 */
export async function undoEmailChange(token: string) {
  const now = new Date();
  const change = await prisma().$transaction(async (tx) => {
    const row = await tx.emailChange.findUnique({ where: { undoTokenHash: sha256(token) } });
    if (!row || row.undoneAt || !row.undoExpiresAt || row.undoExpiresAt <= now) throw new BadRequestError(INVALID_EMAIL_LINK);
    const taken = await tx.user.findUnique({ where: { email: row.oldEmail }, select: { id: true } });
    if (taken && taken.id !== row.userId) throw new ConflictError(EMAIL_TAKEN);
    const claimed = await tx.emailChange.updateMany({ where: { id: row.id, undoneAt: null }, data: { undoneAt: now } });
    if (claimed.count !== 1) throw new BadRequestError(INVALID_EMAIL_LINK);
    await tx.user.update({ where: { id: row.userId }, data: { email: row.oldEmail } });
    await tx.session.deleteMany({ where: { userId: row.userId } });
    await tx.emailChange.deleteMany({ where: { userId: row.userId, confirmedAt: null } });
    return row;
  });
  await sendPasswordLink({ id: change.userId, email: change.oldEmail }, "reset").catch((error: unknown) =>
    console.error("[email] password reset after an undone e-mail change not sent", error),
  );
  return { email: change.oldEmail };
}
