import "server-only";
import { prisma } from "@/lib/db/client.server";
import { ConflictError, ForbiddenError } from "@/lib/api/errors";
import { verifyPassword } from "@/lib/auth/password.server";
import { throttle } from "@/lib/policy/throttle.server";
import { WRONG_CURRENT_PASSWORD } from "./set-password.server";

export const PASSWORD_NEEDED_FIRST = "Set a password first (Settings › Account › Password): this step asks for it, so a session alone cannot do it.";

/**
 * The account's current password, asked before anything a stolen session must not be able to do
 * (change the e-mail, delete the account). Guesses share the password change's per-account budget.
 */
export async function confirmCurrentPassword(userId: string, password: string) {
  await throttle("setPasswordPerUser", userId);
  const user = await prisma().user.findUniqueOrThrow({ where: { id: userId }, select: { passwordHash: true, email: true } });
  if (!user.passwordHash) throw new ConflictError(PASSWORD_NEEDED_FIRST);
  if (!(await verifyPassword(user.passwordHash, password))) throw new ForbiddenError(WRONG_CURRENT_PASSWORD);
  return { email: user.email };
}
