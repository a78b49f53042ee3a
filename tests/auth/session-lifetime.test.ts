import { GET as getUser } from "@/app/api/user/route";
import { prisma } from "@/lib/db/client.server";
import { SESSION_IDLE_SECONDS, SESSION_TTL_SECONDS } from "@/lib/auth/session.server";
import { sealSessionId } from "@/lib/auth/session-cookie";
import { pruneExpiredRows } from "@/lib/server/housekeeping.server";
import { call } from "../helpers/http";
import { withTestDatabase } from "../helpers/db";
import { createUser } from "../helpers/factories";

withTestDatabase();

// Sessions end 30 days after sign-in whatever the use, and after 7 days without use; use is
// written at most once an hour (docs/decisions/093).
const ago = (seconds: number) => new Date(Date.now() - seconds * 1000);
const HOUR = 60 * 60;
const DAY = 24 * HOUR;

async function sessionRow(id: string, fields: { createdAt?: Date; expiresAt?: Date; lastSeenAt: Date }) {
  const user = await createUser();
  await prisma().session.create({ data: { id, userId: user.id, expiresAt: ago(-SESSION_TTL_SECONDS), ...fields } });
  return sealSessionId(id);
}
const lastSeen = async (id: string) => (await prisma().session.findUniqueOrThrow({ where: { id } })).lastSeenAt;

describe("session lifetime", () => {
  it("ends a session unused for 7 days, though its 30 days are not over", async () => {
    const idle = await sessionRow("idle", { lastSeenAt: ago(SESSION_IDLE_SECONDS + 60) });
    expect((await call(getUser, { session: idle })).status).toBe(401);
    const recent = await sessionRow("recent", { lastSeenAt: ago(SESSION_IDLE_SECONDS - HOUR) });
    expect((await call(getUser, { session: recent })).status).toBe(200);
  });

  it("ends a session 30 days after sign-in, however recently it was used", async () => {
    const old = await sessionRow("old", { createdAt: ago(SESSION_TTL_SECONDS + 60), expiresAt: ago(60), lastSeenAt: ago(60) });
    expect((await call(getUser, { session: old })).status).toBe(401);
  });

  it("slides the idle timeout on use, writing the row at most once an hour", async () => {
    const cookie = await sessionRow("used", { lastSeenAt: ago(6 * DAY) });
    expect((await call(getUser, { session: cookie })).status).toBe(200);
    const refreshed = await lastSeen("used");
    expect(Date.now() - refreshed.getTime()).toBeLessThan(60_000);

    // Seen 10 minutes ago: the next requests read the row but do not write it.
    await prisma().session.update({ where: { id: "used" }, data: { lastSeenAt: ago(10 * 60) } });
    const before = await lastSeen("used");
    for (let i = 0; i < 3; i++) expect((await call(getUser, { session: cookie })).status).toBe(200);
    expect(await lastSeen("used")).toEqual(before);
  });

  it("housekeeping deletes idle sessions and keeps live ones", async () => {
    await sessionRow("idle-to-prune", { lastSeenAt: ago(SESSION_IDLE_SECONDS + 60) });
    await sessionRow("live-to-keep", { lastSeenAt: ago(DAY) });
    await pruneExpiredRows();
    expect(await prisma().session.findUnique({ where: { id: "idle-to-prune" } })).toBeNull();
    expect(await prisma().session.findUnique({ where: { id: "live-to-keep" } })).not.toBeNull();
  });
});
