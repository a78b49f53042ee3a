import "server-only";
import { prisma } from "@/lib/db/client.server";
import { UnauthorizedError } from "@/lib/api/errors";
import { verifyAgainstDummy, verifyPassword } from "@/lib/auth/password.server";
import type { LoginInput } from "@/lib/validation/account";
import { sendPasswordLink } from "./password-setup.server";
import { throttle, throttlePasswordMail } from "@/lib/policy/throttle.server";
import { countLoginFailure, refuseRepeatGuesser } from "./login-failures.server";

export const INVALID_CREDENTIALS = "Invalid email or password";

/** mailQueued: the link went to the outbox only (no mail server, decision 342), so the screen must not say "e-mailed". */
export type LoginResult = { kind: "signed-in"; userId: string } | { kind: "needs-password-setup"; email: string; mailQueued: boolean };

/**
 * POST /api/login. Unknown e-mails and wrong passwords get the same 401 after the same argon2
 * work. An account without a password (a guest buyer who has not set one) gets the spec's 202
 * answer, and the password can only be set through the link e-mailed to it.
 */
export async function logIn({ email, password }: LoginInput, ip: string): Promise<LoginResult> {
  await throttle("loginPerIp", ip);
  await refuseRepeatGuesser(email, ip);
  // A closed account (issue 46) is no account: its tombstone address signs nothing in and gets no link.
  const user = await prisma().user.findFirst({ where: { email, deletedAt: null }, select: { id: true, email: true, passwordHash: true } });
  if (!user?.passwordHash) {
    await verifyAgainstDummy(password);
    if (!user) return wrongPassword(email, ip);
    await throttlePasswordMail(email, ip);
    const sent = await sendPasswordLink(user, "setup");
    return { kind: "needs-password-setup", email: user.email, mailQueued: !sent.delivered };
  }
  if (!(await verifyPassword(user.passwordHash, password))) return wrongPassword(email, ip);
  return { kind: "signed-in", userId: user.id };
}

async function wrongPassword(email: string, ip: string): Promise<never> {
  await countLoginFailure(email, ip);
  throw new UnauthorizedError(INVALID_CREDENTIALS);
}

/** POST /api/check-user-exists (spec section 7: `{ exists }`), throttled like login. */
export async function userExists(email: string, ip: string) {
  await throttle("checkUserPerIp", ip);
  await throttle("checkUserPerEmail", email);
  const user = await prisma().user.findUnique({ where: { email }, select: { id: true } });
  return { exists: Boolean(user) };
}
