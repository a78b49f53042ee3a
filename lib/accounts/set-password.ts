import "server-only";
import { prisma } from "@/lib/db/client";
import { hashPassword } from "@/lib/auth/password";
import { throttle } from "@/lib/policy/throttle";

/**
 * POST /api/user/set-password for the signed-in user. Every session of the user ends (a thief's
 * too); the caller then signs the user in again with a fresh session id (rotation). Pending
 * setup links stop working, since the account now has a password.
 */
export async function setPassword(userId: string, password: string) {
  await throttle("setPasswordPerUser", userId);
  const passwordHash = await hashPassword(password);
  await prisma().$transaction([
    prisma().user.update({ where: { id: userId }, data: { passwordHash } }),
    prisma().session.deleteMany({ where: { userId } }),
    prisma().passwordSetupToken.deleteMany({ where: { userId, usedAt: null } }),
  ]);
}
