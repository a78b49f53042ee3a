import "server-only";
import { notFound, redirect } from "next/navigation";
import { currentSession } from "./current-user.server";

/**
 * For pages under /user: the signed-in user, or the 404 page (spec section 2: other visitors
 * get the 404 page). proxy.ts already refused missing or forged cookies; this catches revoked
 * or expired sessions.
 */
export async function requireUser() {
  const session = await currentSession();
  if (!session) notFound();
  return session;
}

/**
 * For pages that create or generate: a user without an active purchase is sent to the dashboard,
 * which offers the checkout. The purchase was read with the session (decision 154).
 */
export async function requireBuyer() {
  const session = await requireUser();
  if (!session.purchase) redirect("/user/dashboard");
  return session;
}
