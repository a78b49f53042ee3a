import "server-only";
import { randomBytes } from "node:crypto";
import { prisma } from "@/lib/db/client";
import { SESSION_TTL_SECONDS, sealSessionId, unsealSessionId } from "./session-cookie";

export { SESSION_TTL_SECONDS, sessionCookieName, sessionCookieOptions } from "./session-cookie";

// A sealed, HttpOnly cookie carries only a session id; the Session row is the truth, so
// logout and password changes revoke sessions on the server. See docs/decisions/002.
/** Creates a session row and returns the cookie value that refers to it. */
export async function createSession(userId: string) {
  const sid = randomBytes(32).toString("base64url");
  await prisma().session.create({
    data: { id: sid, userId, expiresAt: new Date(Date.now() + SESSION_TTL_SECONDS * 1000) },
  });
  return { sid, cookieValue: await sealSessionId(sid) };
}

export type SessionUser = { sessionId: string; user: { id: string; email: string; hasPassword: boolean } };

/** Resolves a cookie value to its live session and user, or null. */
export async function readSession(cookieValue: string | undefined | null): Promise<SessionUser | null> {
  const sid = await unsealSessionId(cookieValue);
  if (!sid) return null;
  const row = await prisma().session.findUnique({
    where: { id: sid },
    select: { expiresAt: true, user: { select: { id: true, email: true, passwordHash: true } } },
  });
  if (!row || row.expiresAt.getTime() <= Date.now()) return null;
  return {
    sessionId: sid,
    user: { id: row.user.id, email: row.user.email, hasPassword: row.user.passwordHash !== null },
  };
}

export async function revokeSession(sid: string) {
  await prisma().session.deleteMany({ where: { id: sid } });
}

/** Ends every session of a user except, optionally, one to keep. */
export async function revokeUserSessions(userId: string, exceptSid?: string) {
  await prisma().session.deleteMany({ where: { userId, ...(exceptSid ? { NOT: { id: exceptSid } } : {}) } });
}
