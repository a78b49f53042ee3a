import "server-only";
import { randomBytes } from "node:crypto";
import { database, prisma } from "@/lib/db/client.server";
import type { UserRole } from "@/lib/db/generated/enums";
import type { SessionClient } from "./session-client.server";
import { SESSION_IDLE_SECONDS, SESSION_SEEN_REFRESH_SECONDS, SESSION_TTL_SECONDS, sealSessionId, unsealSessionId } from "./session-cookie";
import { PURCHASE_GRANTS_ACCESS_SQL } from "@/lib/policy/purchase-access";

export { SESSION_IDLE_SECONDS, SESSION_TTL_SECONDS, sessionCookieName, sessionCookieOptions } from "./session-cookie";

// A sealed, HttpOnly cookie carries only a session id; the Session row is the truth, so
// logout and password changes revoke sessions on the server. See docs/decisions/002.
/**
 * Creates a session row and returns the cookie value that refers to it. The session keeps the
 * user's role as it is now; readSession grants the lower of that and the user's current role, so
 * a role raised later never reaches this session (decision 170).
 */
export async function createSession(userId: string, client?: SessionClient) {
  const sid = randomBytes(32).toString("base64url");
  const { role } = await prisma().user.findUniqueOrThrow({ where: { id: userId }, select: { role: true } });
  await prisma().session.create({
    data: { id: sid, userId, role, expiresAt: new Date(Date.now() + SESSION_TTL_SECONDS * 1000), ...client },
  });
  return { sid, cookieValue: await sealSessionId(sid) };
}

/** The newest active (not refunded) purchase, as purchaseStatus reads it: what the buyer gates need. */
export type SessionPurchase = { isCourseVariant: boolean; productUuid: string };

export type SessionUser = {
  sessionId: string;
  user: { id: string; email: string; hasPassword: boolean };
  /** Read with the session, so "buyer" and "operator" gates ask the database nothing more (decision 154). */
  purchase: SessionPurchase | null;
  role: UserRole;
};

type SessionRow = {
  id: string;
  email: string;
  hasPassword: boolean;
  role: UserRole;
  seenLongAgo: boolean;
  productUuid: string | null;
  isCourseVariant: boolean | null;
};

const SESSION_SQL = `
  SELECT u."id"::text AS "id", u."email", (u."passwordHash" IS NOT NULL) AS "hasPassword",
         -- Operator only when the session was signed in as one and the user still is (decision 170).
         (CASE WHEN s."role" = 'operator' AND u."role" = 'operator' THEN 'operator' ELSE 'buyer' END) AS "role",
         (s."lastSeenAt" < (now() AT TIME ZONE 'UTC') - make_interval(secs => $2)) AS "seenLongAgo",
         p."productUuid", p."isCourseVariant"
    FROM "Session" s JOIN "User" u ON u."id" = s."userId"
    LEFT JOIN LATERAL (
      SELECT "productUuid", "isCourseVariant" FROM "Purchase"
       WHERE "userId" = u."id" AND ${PURCHASE_GRANTS_ACCESS_SQL} ORDER BY "createdAt" DESC LIMIT 1
    ) p ON true
   WHERE s."id" = $1 AND s."expiresAt" > (now() AT TIME ZONE 'UTC')
     AND s."lastSeenAt" > (now() AT TIME ZONE 'UTC') - make_interval(secs => $3)`;

/** Resolves a cookie value to its live session and user, or null. */
export async function readSession(cookieValue: string | undefined | null): Promise<SessionUser | null> {
  const sid = await unsealSessionId(cookieValue);
  if (!sid) return null;
  // Every signed-in request runs this, so it is one round trip: session, user, role and the
  // newest active purchase together (Prisma would make one per relation), and the password
  // hash itself never leaves the database. It goes to the driver directly (Prisma's raw-query
  // path added about 0.2 ms, decision 158), as a prepared statement (decision 159).
  const rows = await database().runner.query<SessionRow>(SESSION_SQL, [sid, SESSION_SEEN_REFRESH_SECONDS, SESSION_IDLE_SECONDS], { prepared: true });
  const row = rows[0];
  if (!row) return null;
  // Sliding idle timeout, written at most once an hour rather than on every request.
  if (row.seenLongAgo) await prisma().session.updateMany({ where: { id: sid }, data: { lastSeenAt: new Date() } });
  return {
    sessionId: sid,
    user: { id: row.id, email: row.email, hasPassword: Boolean(row.hasPassword) },
    purchase: row.productUuid === null ? null : { productUuid: row.productUuid, isCourseVariant: Boolean(row.isCourseVariant) },
    role: row.role,
  };
}

export async function revokeSession(sid: string) {
  await prisma().session.deleteMany({ where: { id: sid } });
}

/** Ends every session of a user except, optionally, one to keep. */
export async function revokeUserSessions(userId: string, exceptSid?: string) {
  await prisma().session.deleteMany({ where: { userId, ...(exceptSid ? { NOT: { id: exceptSid } } : {}) } });
}
