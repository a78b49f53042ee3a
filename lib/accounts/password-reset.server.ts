import "server-only";
import { prisma } from "@/lib/db/client.server";
import { sendPasswordLink } from "./password-setup.server";
import { throttlePasswordMail } from "@/lib/policy/throttle.server";
import { mailServerConfigured } from "@/lib/email/transport.server";
import { MAIL_QUEUED } from "@/lib/email/mail-status";

export const RESET_REQUESTED = "If an account exists for that e-mail address, we've sent it a link to reset the password.";
/** Without a mail server the link only reaches the outbox: said for every address alike, so it tells nothing about accounts. */
export const RESET_QUEUED = `${MAIL_QUEUED}. If an account exists for that e-mail address, a link to reset the password waits in the site owner's outbox: ask them for it.`;

/**
 * POST /api/password-reset ("Forgot password?"). The answer is the same, after the same work,
 * whether or not the account exists: the limits count before the lookup, and the link is
 * issued and mailed after the answer, so neither its time nor a mail failure tells anything.
 * The link is completed by POST /api/password-setup, like a setup link (decision 092).
 */
export async function requestPasswordReset(email: string, ip: string) {
  await throttlePasswordMail(email, ip);
  const user = await prisma().user.findFirst({ where: { email, deletedAt: null }, select: { id: true, email: true } });
  if (user) void sendPasswordLink(user, "reset").catch((error: unknown) => console.error("[password-reset]", (error as Error)?.message ?? error));
  const mailQueued = !mailServerConfigured();
  return { success: true, message: mailQueued ? RESET_QUEUED : RESET_REQUESTED, mailQueued };
}
