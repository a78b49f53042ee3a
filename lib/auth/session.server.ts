import "server-only";
import { randomBytes } from "node:crypto";
import { prisma } from "@/lib/db/client.server";
import { SESSION_IDLE_SECONDS, SESSION_SEEN_REFRESH_SECONDS, SESSION_TTL_SECONDS, sealSessionId, unsealSessionId } from "./session-cookie";

export { SESSION_IDLE_SECONDS, SESSION_TTL_SECONDS, sessionCookieName, sessionCookieOptions } from "./session-cookie";

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
  // Every signed-in request runs this, so it is one round trip (Prisma would make two for the
  // relation) and the password hash itself never leaves the database.
  const rows = await prisma().$queryRaw<{ id: string; email: string; hasPassword: boolean; seenLongAgo: boolean }[]>`
    SELECT u."id"::text AS "id", u."email", (u."passwordHash" IS NOT NULL) AS "hasPassword",
           (s."lastSeenAt" < (now() AT TIME ZONE 'UTC') - make_interval(secs => ${SESSION_SEEN_REFRESH_SECONDS})) AS "seenLongAgo"
      FROM "Session" s JOIN "User" u ON u."id" = s."userId"
     WHERE s."id" = ${sid} AND s."expiresAt" > (now() AT TIME ZONE 'UTC')
       AND s."lastSeenAt" > (now() AT TIME ZONE 'UTC') - make_interval(secs => ${SESSION_IDLE_SECONDS})`;
  const user = rows[0];
  if (!user) return null;
  // Sliding idle timeout, written at most once an hour rather than on every request.
  if (user.seenLongAgo) await prisma().session.updateMany({ where: { id: sid }, data: { lastSeenAt: new Date() } });
  return { sessionId: sid, user: { id: user.id, email: user.email, hasPassword: Boolean(user.hasPassword) } };
}

export async function revokeSession(sid: string) {
  await prisma().session.deleteMany({ where: { id: sid } });
}

/** Ends every session of a user except, optionally, one to keep. */
export async function revokeUserSessions(userId: string, exceptSid?: string) {
  await prisma().session.deleteMany({ where: { userId, ...(exceptSid ? { NOT: { id: exceptSid } } : {}) } });
}
