import { prisma } from "@/lib/db/client.server";
import { pruneExpiredRows, startHousekeeping } from "@/lib/server/housekeeping.server";
import { RATE_LIMIT_RETENTION_SECONDS } from "@/lib/policy/limits";
import { rateLimit } from "@/lib/policy/rate-limit.server";
import { readSession } from "@/lib/auth/session.server";
import { withTestDatabase } from "../helpers/db";
import { createUser } from "../helpers/factories";
import { signIn } from "../helpers/http";

withTestDatabase();

const minutes = (n: number) => new Date(Date.now() + n * 60_000);

describe("pruneExpiredRows", () => {
  it("deletes expired sessions, dead setup tokens, expired OAuth states and finished rate-limit windows, and keeps the live ones", async () => {
    const user = await createUser();
    const liveSession = await signIn(user.id);
    await prisma().session.create({ data: { id: "expired-session", userId: user.id, expiresAt: minutes(-1) } });
    await prisma().passwordSetupToken.createMany({
      data: [
        { userId: user.id, tokenHash: "live", expiresAt: minutes(30) },
        { userId: user.id, tokenHash: "expired", expiresAt: minutes(-1) },
        { userId: user.id, tokenHash: "used", expiresAt: minutes(30), usedAt: new Date() },
      ],
    });
    const state = { userId: user.id, sessionId: "s", provider: "dropbox" as const, codeVerifier: "sealed" };
    await prisma().oAuthState.createMany({
      data: [
        { id: "live-state", ...state, expiresAt: minutes(5) },
        { id: "old-state", ...state, expiresAt: minutes(-1) },
      ],
    });
    const old = new Date(Date.now() - (RATE_LIMIT_RETENTION_SECONDS + 60) * 1000);
    await prisma().rateLimit.create({ data: { key: "login:1.2.3.4", windowStart: old, count: 7 } });
    await rateLimit("login:1.2.3.4", 10, 900);
    const answer = { scope: user.id, route: "POST /api/user/clients", requestHash: "h", status: 200, body: "{}" };
    await prisma().idempotentRequest.createMany({
      data: [
        { ...answer, key: "fresh-key", createdAt: minutes(-60) },
        { ...answer, key: "day-old-key", createdAt: minutes(-24 * 60 - 1) },
      ],
    });

    const counts = await pruneExpiredRows();

    expect(counts).toEqual({ sessions: 1, passwordSetupTokens: 2, oauthStates: 1, rateLimitWindows: 1, idempotentRequests: 1 });
    expect((await prisma().idempotentRequest.findMany()).map((r) => r.key)).toEqual(["fresh-key"]);
    expect((await prisma().session.findMany()).map((s) => s.id)).toHaveLength(1);
    expect(await prisma().session.findUnique({ where: { id: "expired-session" } })).toBeNull();
    expect((await prisma().passwordSetupToken.findMany()).map((t) => t.tokenHash)).toEqual(["live"]);
    expect((await prisma().oAuthState.findMany()).map((s) => s.id)).toEqual(["live-state"]);
    const windows = await prisma().rateLimit.findMany({ where: { key: "login:1.2.3.4" } });
    expect(windows).toHaveLength(1);
    expect(windows[0]!.count).toBe(1);
    // The buyer who was signed in still is.
    expect((await readSession(liveSession))?.user.id).toBe(user.id);
  });

  it("deletes nothing the second time (it only ever removes dead rows)", async () => {
    await pruneExpiredRows();
    expect(await pruneExpiredRows()).toEqual({ sessions: 0, passwordSetupTokens: 0, oauthStates: 0, rateLimitWindows: 0, idempotentRequests: 0 });
  });

  it("refuses a rate-limit window longer than the rows are kept", async () => {
    await expect(rateLimit("too-long", 5, RATE_LIMIT_RETENTION_SECONDS + 1)).rejects.toThrow(/longer than the rows are kept/);
    expect(await prisma().rateLimit.count({ where: { key: "too-long" } })).toBe(0);
  });
});

describe("startHousekeeping", () => {
  afterEach(() => jest.useRealTimers());

  it("prunes a minute after start and then every interval, until stopped", async () => {
    jest.useFakeTimers({ doNotFake: ["nextTick", "setImmediate", "queueMicrotask"] });
    const user = await createUser();
    const expire = () => prisma().session.create({ data: { id: `gone-${Math.random()}`, userId: user.id, expiresAt: minutes(-1) } });
    const expiredCount = () => prisma().session.count({ where: { expiresAt: { lt: new Date() } } });
    await expire();
    const stop = startHousekeeping(10 * 60_000);
    await jest.advanceTimersByTimeAsync(59_000);
    expect(await expiredCount()).toBe(1);
    await jest.advanceTimersByTimeAsync(1_000);
    await waitUntil(async () => (await expiredCount()) === 0);
    await expire();
    await jest.advanceTimersByTimeAsync(10 * 60_000);
    await waitUntil(async () => (await expiredCount()) === 0);
    stop();
    await expire();
    await jest.advanceTimersByTimeAsync(30 * 60_000);
    expect(await expiredCount()).toBe(1);
  });
});

/** The pass runs on its own promise; give the database a few real turns to finish it. */
async function waitUntil(check: () => Promise<boolean>) {
  for (let i = 0; i < 50; i++) {
    if (await check()) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error("housekeeping pass did not finish");
}
