import "server-only";
import { createHash } from "node:crypto";
import { prisma } from "@/lib/db/client.server";
import { BadRequestError, NotFoundError } from "@/lib/api/errors";
import { SESSION_IDLE_SECONDS } from "@/lib/auth/session-cookie";
import { deviceOf } from "./device";

// "Where you're signed in" (issue 46, decision 360). A session's id is the secret its cookie
// seals, so the page never sees it: each session is named by a short hash of it instead.

export const CURRENT_SESSION_NOT_HERE = "This is the browser you are using: sign out of it with Sign Out.";

export type AccountSession = { handle: string; device: string; address: string; firstSeen: string; lastSeen: string; current: boolean };

const handleOf = (sid: string) => createHash("sha256").update(`session-handle:${sid}`).digest("base64url").slice(0, 22);

async function liveSessions(userId: string) {
  const now = new Date();
  return prisma().session.findMany({
    where: { userId, expiresAt: { gt: now }, lastSeenAt: { gt: new Date(now.getTime() - SESSION_IDLE_SECONDS * 1000) } },
    orderBy: { lastSeenAt: "desc" },
    select: { id: true, userAgent: true, ipMasked: true, createdAt: true, lastSeenAt: true },
  });
}

/** The account's live sessions, this browser's first. */
export async function listAccountSessions(userId: string, currentSid: string): Promise<AccountSession[]> {
  const rows = await liveSessions(userId);
  return rows
    .map((s) => ({
      handle: handleOf(s.id),
      device: deviceOf(s.userAgent),
      address: s.ipMasked ?? "Unknown",
      firstSeen: s.createdAt.toISOString(),
      lastSeen: s.lastSeenAt.toISOString(),
      current: s.id === currentSid,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

/** Ends one of the account's other sessions; the same 404 for a foreign, unknown or ended one. */
export async function endAccountSession(userId: string, currentSid: string, handle: string) {
  if (handle === handleOf(currentSid)) throw new BadRequestError(CURRENT_SESSION_NOT_HERE);
  const target = (await liveSessions(userId)).find((s) => handleOf(s.id) === handle);
  if (!target) throw new NotFoundError("This session has already ended.");
  await prisma().session.deleteMany({ where: { id: target.id, userId } });
  return { ended: 1 };
}

/** Ends every session of the account but this browser's. */
export async function endOtherAccountSessions(userId: string, currentSid: string) {
  const { count } = await prisma().session.deleteMany({ where: { userId, NOT: { id: currentSid } } });
  return { ended: count };
}
