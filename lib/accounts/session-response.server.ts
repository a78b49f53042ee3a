import "server-only";
import { NextResponse } from "next/server";
import { revokeSession } from "@/lib/auth/session.server";
import { attachNewSession, clearSessionCookie } from "@/lib/auth/sign-in.server";
import { prisma } from "@/lib/db/client.server";

/** Where a signed-in user starts (issue 31): operators in the back office, buyers on their dashboard. */
export type SignedInHome = "/admin" | "/user/dashboard";

/**
 * A JSON answer that signs the user in with a brand-new session id. A session the browser
 * already held is ended first, so an id planted before sign-in never becomes a signed-in one.
 * The answer carries `home`, where the browser goes next unless the visitor was on their way
 * somewhere: an operator's is the console, found from no buyer page otherwise.
 */
export async function signedInResponse(body: Record<string, unknown>, userId: string, previousSessionId?: string, headers?: Headers) {
  if (previousSessionId) await revokeSession(previousSessionId);
  const { role } = await prisma().user.findUniqueOrThrow({ where: { id: userId }, select: { role: true } });
  const home: SignedInHome = role === "operator" ? "/admin" : "/user/dashboard";
  return attachNewSession(NextResponse.json({ ...body, home }), userId, headers);
}

/** POST /api/logout: the session ends on the server and the cookie is cleared. */
export async function signedOutResponse(sessionId: string | undefined) {
  if (sessionId) await revokeSession(sessionId);
  return clearSessionCookie(NextResponse.json({ success: true }));
}
