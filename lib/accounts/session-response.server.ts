import "server-only";
import { NextResponse } from "next/server";
import { revokeSession } from "@/lib/auth/session.server";
import { attachNewSession, clearSessionCookie } from "@/lib/auth/sign-in.server";

/**
 * A JSON answer that signs the user in with a brand-new session id. A session the browser
 * already held is ended first, so an id planted before sign-in never becomes a signed-in one.
 */
export async function signedInResponse(body: unknown, userId: string, previousSessionId?: string) {
  if (previousSessionId) await revokeSession(previousSessionId);
  return attachNewSession(NextResponse.json(body), userId);
}

/** POST /api/logout: the session ends on the server and the cookie is cleared. */
export async function signedOutResponse(sessionId: string | undefined) {
  if (sessionId) await revokeSession(sessionId);
  return clearSessionCookie(NextResponse.json({ success: true }));
}
