import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { prisma } from "@/lib/db/client";
import { env } from "@/lib/env";
import { BadRequestError, ServiceUnavailableError } from "@/lib/api/errors";
import { hashPassword } from "@/lib/auth/password";
import { sendEmail } from "@/lib/email/transport";
import { passwordSetupEmail } from "@/lib/email/templates/password-setup";

// The 202 path of POST /api/login must not let someone who only knows an e-mail address set
// that account's password, so the password is set only with a one-time, expiring token that
// was e-mailed to the address (docs/decisions/011-password-setup-link.md).
export const SETUP_TOKEN_TTL_MINUTES = 60;
export const INVALID_SETUP_LINK = "This password setup link is invalid or has expired. Sign in again to get a new link.";

export const SETUP_MAIL_FAILED = "We couldn't send your password setup e-mail. Please try again in a few minutes.";

const sha256 = (token: string) => createHash("sha256").update(token).digest("hex");

export function passwordSetupUrl(token: string) {
  const url = new URL("/new-password", env().APP_URL);
  url.searchParams.set("mode", "setup");
  url.searchParams.set("token", token);
  return url.toString();
}

/**
 * Issues a fresh one-time token (older unused ones stop working) and returns its link, for an
 * e-mail to the account's own address only (the login's 202 path, a purchase receipt).
 */
export async function issuePasswordSetupLink(userId: string) {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + SETUP_TOKEN_TTL_MINUTES * 60_000);
  await prisma().$transaction([
    prisma().passwordSetupToken.deleteMany({ where: { userId, usedAt: null } }),
    prisma().passwordSetupToken.create({ data: { userId, tokenHash: sha256(token), expiresAt } }),
  ]);
  return passwordSetupUrl(token);
}

/** Issues a fresh link and e-mails it. */
export async function sendPasswordSetupLink(user: { id: string; email: string }) {
  const link = await issuePasswordSetupLink(user.id);
  try {
    await sendEmail(passwordSetupEmail({ to: user.email, link, expiresInMinutes: SETUP_TOKEN_TTL_MINUTES }));
  } catch (error) {
    // The mail server is down: say so (503) rather than answer 202 for a link that never comes.
    console.error("[email] password setup link not sent", error);
    throw new ServiceUnavailableError(SETUP_MAIL_FAILED);
  }
}

async function usableToken(token: string) {
  const row = await prisma().passwordSetupToken.findUnique({
    where: { tokenHash: sha256(token) },
    select: { userId: true, usedAt: true, expiresAt: true },
  });
  return row && !row.usedAt && row.expiresAt.getTime() > Date.now() ? row : null;
}

/** For /new-password: whether the link can still be used (the page shows the form or not). */
export async function setupTokenIsUsable(token: string) {
  return Boolean(await usableToken(token));
}

/**
 * Sets the password with a token, once: the token is claimed with a conditional update, so two
 * concurrent uses cannot both succeed. Every existing session of the user ends. Returns the
 * user id, to be signed in with a fresh session.
 */
export async function completePasswordSetup(token: string, password: string): Promise<string> {
  // Refuse bad tokens before spending a hash on them.
  if (!(await usableToken(token))) throw new BadRequestError(INVALID_SETUP_LINK);
  const passwordHash = await hashPassword(password);
  return prisma().$transaction(async (tx) => {
    const now = new Date();
    const tokenHash = sha256(token);
    const claimed = await tx.passwordSetupToken.updateMany({
      where: { tokenHash, usedAt: null, expiresAt: { gt: now } },
      data: { usedAt: now },
    });
    if (claimed.count !== 1) throw new BadRequestError(INVALID_SETUP_LINK);
    const { userId } = await tx.passwordSetupToken.findUniqueOrThrow({ where: { tokenHash }, select: { userId: true } });
    await tx.user.update({ where: { id: userId }, data: { passwordHash } });
    await tx.session.deleteMany({ where: { userId } });
    return userId;
  });
}
