import type { SessionUser } from "@/lib/auth/session.server";

// The back office is the operator's alone (issue 23): who counts as one, read from a session.
// Apart from operator.server.ts, which reads the request's session and answers pages with the
// 404 page, so domain modules (the course) can ask without loading Next's request helpers.

export type Operator = { id: string; email: string };

/** The session's user as an operator, or null when they are not one (route handlers pass their session). */
export function operatorOf(session: SessionUser | null): Operator | null {
  return session?.role === "operator" ? { id: session.user.id, email: session.user.email } : null;
}
