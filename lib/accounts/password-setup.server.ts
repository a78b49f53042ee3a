import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { prisma } from "@/lib/db/client.server";
import { appUrl } from "@/lib/env";
import { BadRequestError, ServiceUnavailableError } from "@/lib/api/errors";
import { hashPassword } from "@/lib/auth/password.server";
import { sendEmail } from "@/lib/email/transport.server";
import { passwordResetEmail, passwordSetupEmail } from "@/lib/email/templates/password-setup";

// The 202 path of POST /api/login must not let someone who only knows an e-mail address set
// that account's password, so the password is set only with a one-time, expiring token that
// was e-mailed to the address (docs/decisions/011-password-setup-link.md). "Forgot password?"
// e-mails the same kind of token, valid for less time (docs/decisions/092).
export const SETUP_TOKEN_TTL_MINUTES = 60;
export const RESET_TOKEN_TTL_MINUTES = 30;
export const INVALID_SETUP_LINK = 'This password link is invalid or has expired. Sign in again, or use "Forgot password?", to get a new link.';

export type PasswordLinkKind = "setup" | "reset";
const LINKS = {
  setup: { ttlMinutes: SETUP_TOKEN_TTL_MINUTES, email: passwordSetupEmail },
  reset: { ttlMinutes: RESET_TOKEN_TTL_MINUTES, email: passwordResetEmail },
} as const;

export const SETUP_MAIL_FAILED = "We couldn't send your password setup e-mail. Please try again in a few minutes.";

const sha256 = (token: string) => createHash("sha256").update(token).digest("hex");

export function passwordLinkUrl(token: string, kind: PasswordLinkKind) {
  const url = new URL("/new-password", appUrl());
  url.searchParams.set("mode", kind);
  url.searchParams.set("token", token);
  return url.toString();
}

/**
 * Issues a fresh one-time token (older unused ones, of either kind, stop working) and returns its
 * link, for an e-mail to the account's own address only (login's 202, reset, a purchase receipt).
 */
export async function issuePasswordLink(userId: string, kind: PasswordLinkKind) {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + LINKS[kind].ttlMinutes * 60_000);
  await prisma().$transaction([
    prisma().passwordSetupToken.deleteMany({ where: { userId, usedAt: null } }),
    prisma().passwordSetupToken.create({ data: { userId, tokenHash: sha256(token), expiresAt } }),
  ]);
  return passwordLinkUrl(token, kind);
}

/** Issues a fresh link and e-mails it. */
export async function sendPasswordLink(user: { id: string; email: string }, kind: PasswordLinkKind) {
  const { ttlMinutes, email } = LINKS[kind];
  const link = await issuePasswordLink(user.id, kind);
  try {
    return await sendEmail(await email({ to: user.email, link, expiresInMinutes: ttlMinutes }));
  } catch (error) {
    // The mail server is down: say so (503) rather than answer 202 for a link that never comes.
    console.error(`[email] password ${kind} link not sent`, error);
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
