import "server-only";
import { notFound } from "next/navigation";
import { NotFoundError } from "@/lib/api/errors";
import { currentSession } from "@/lib/auth/current-user.server";
import type { SessionUser } from "@/lib/auth/session.server";

// The back office is the operator's alone (issue 23). Anyone else, signed in or not, gets the
// same 404 as another buyer's resource, so the console's existence is not advertised.

export type Operator = { id: string; email: string };

/**
 * The signed-in operator, or null (a buyer, a revoked session, nobody). The role is read with the
 * session on every request, so a demotion takes effect at once.
 */
export async function currentOperator(): Promise<Operator | null> {
  return operatorOf(await currentSession());
}

/** The session's user as an operator, or null when they are not one (route handlers pass their session). */
export function operatorOf(session: SessionUser | null): Operator | null {
  return session?.role === "operator" ? { id: session.user.id, email: session.user.email } : null;
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
