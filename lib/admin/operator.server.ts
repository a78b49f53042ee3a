import "server-only";
import { notFound } from "next/navigation";
import { prisma } from "@/lib/db/client.server";
import { NotFoundError } from "@/lib/api/errors";
import { currentSession } from "@/lib/auth/current-user.server";

// The back office is the operator's alone (issue 23). Anyone else, signed in or not, gets the
// same 404 as another buyer's resource, so the console's existence is not advertised.

export type Operator = { id: string; email: string };

/** The signed-in operator, or null (a buyer, a revoked session, nobody). Role read fresh, so a demotion takes effect at once. */
export async function currentOperator(): Promise<Operator | null> {
  const session = await currentSession();
  return session ? operatorById(session.user.id) : null;
}

/** The user as an operator, or null when they are not one (route handlers pass their session's user). */
export async function operatorById(userId: string): Promise<Operator | null> {
  const user = await prisma().user.findUnique({ where: { id: userId }, select: { id: true, email: true, role: true } });
  return user?.role === "operator" ? { id: user.id, email: user.email } : null;
}

/** For /admin pages: the operator, or the 404 page. */
export async function requireOperatorPage(): Promise<Operator> {
  const operator = await currentOperator();
  if (!operator) notFound();
  return operator;
}

/** For /api/admin handlers outside the route wrapper (which has `auth: "operator"`): the operator, or a 404 { message }. */
export async function requireOperator(): Promise<Operator> {
  const operator = await currentOperator();
  if (!operator) throw new NotFoundError();
  return operator;
}
