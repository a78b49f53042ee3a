import "server-only";
import { prisma } from "@/lib/db/client.server";
import { NotFoundError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session.server";
import type { Operator } from "./operator.server";

/**
 * For /api/admin handlers given the request's session by route(): the operator, or 404 exactly
 * like a missing resource (decision 126). The role is read fresh, so a demotion counts at once.
 */
export async function operatorOfSession(session: SessionUser | null): Promise<Operator> {
  const user = session ? await prisma().user.findUnique({ where: { id: session.user.id }, select: { id: true, email: true, role: true } }) : null;
  if (user?.role !== "operator") throw new NotFoundError();
  return { id: user.id, email: user.email };
}
