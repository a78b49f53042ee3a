import "server-only";
import { notFound } from "next/navigation";
import { NotFoundError } from "@/lib/api/errors";
import { currentSession } from "@/lib/auth/current-user.server";
import { operatorOf, type Operator } from "@/lib/auth/roles";

// The back office is the operator's alone (issue 23). Anyone else, signed in or not, gets the
// same 404 as another buyer's resource, so the console's existence is not advertised.

/**
 * The signed-in operator, or null (a buyer, a revoked session, nobody). The role is read with the
 * session on every request, so a demotion takes effect at once.
 */
export async function currentOperator(): Promise<Operator | null> {
  return operatorOf(await currentSession());
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
