import "server-only";
import { prisma } from "@/lib/db/client.server";
import { BadRequestError, ForbiddenError } from "@/lib/api/errors";
import { hashPassword, verifyPassword } from "@/lib/auth/password.server";
import { CURRENT_PASSWORD_REQUIRED } from "@/lib/validation/account";
import { throttle } from "@/lib/policy/throttle.server";

export const WRONG_CURRENT_PASSWORD = "Your current password is not correct";

/**
 * POST /api/user/set-password for the signed-in user. An account that has a password needs it
 * to choose another, so a borrowed or stolen session cannot take the account over; guesses are
 * counted per account. Not per address: the caller is signed in, and behind one office NAT or a
 * load balancer every buyer shares an address, so the sign-in limit of strangers there must not
 * stop a buyer who has just paid from setting their first password (issue 29, decision 171). Every session of the user ends (a
 * thief's too); the caller then signs the user in again with a fresh session id (rotation).
 * Pending setup and reset links stop working, since the account now has a new password.
 */
export async function setPassword(userId: string, { password, currentPassword }: { password: string; currentPassword?: string }) {
  await throttle("setPasswordPerUser", userId);
  const { passwordHash: current } = await prisma().user.findUniqueOrThrow({ where: { id: userId }, select: { passwordHash: true } });
  if (current) {
    if (!currentPassword) throw new BadRequestError(CURRENT_PASSWORD_REQUIRED);
    if (!(await verifyPassword(current, currentPassword))) throw new ForbiddenError(WRONG_CURRENT_PASSWORD);
  }
  const passwordHash = await hashPassword(password);
  const [, ended] = await prisma().$transaction([
    prisma().user.update({ where: { id: userId }, data: { passwordHash } }),
    prisma().session.deleteMany({ where: { userId } }),
    prisma().passwordSetupToken.deleteMany({ where: { userId, usedAt: null } }),
  ]);
  // The caller's own session is among those ended (it is signed in again at once): the others are what the page reports.
  return { otherSessionsEnded: Math.max(0, ended.count - 1) };
}
