import "server-only";
import { notFound } from "next/navigation";
import { currentSession } from "./current-user";

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
