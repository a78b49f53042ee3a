import { randomBytes } from "node:crypto";
import { POST as setPassword } from "@/app/api/user/set-password/route";
import { GET as getUser } from "@/app/api/user/route";
import { POST as login } from "@/app/api/login/route";
import { verifyPassword } from "@/lib/auth/password.server";
import { RATE_LIMITS as LIMITS } from "@/lib/policy/limits";
import { WRONG_CURRENT_PASSWORD } from "@/lib/accounts/set-password.server";
import { CURRENT_PASSWORD_REQUIRED } from "@/lib/validation/account";
import { prisma } from "@/lib/db/client.server";
import { call, sessionFromSetCookie, signIn } from "../helpers/http";
import { withTestDatabase } from "../helpers/db";
import { createUser, PRODUCT_HASH_PREFIX, quickPasswordHash } from "../helpers/factories";
import { startOfRoomyWindow } from "../helpers/wait";

withTestDatabase();

const fromNewIp = () => ({ "x-forwarded-for": `10.${randomBytes(3).join(".")}` });
const OLD = "the old password";
const storedPasswordIs = async (userId: string, password: string) =>
  verifyPassword((await prisma().user.findUniqueOrThrow({ where: { id: userId } })).passwordHash!, password);

// A session alone (a borrowed laptop, a stolen cookie) must not be enough to take the account
// over by changing its password: the current one is asked for (docs/decisions/092).
describe("POST /api/user/set-password on an account that has a password", () => {
  it("needs the current password: without it 400, a wrong one 403, and nothing changes", async () => {
    const user = await createUser({ passwordHash: await quickPasswordHash(OLD) });
    const session = await signIn(user.id);
    const missing = await call(setPassword, { body: { password: "thief's new password" }, session, headers: fromNewIp() });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ message: CURRENT_PASSWORD_REQUIRED });
    const wrong = await call(setPassword, { body: { currentPassword: "a guess", password: "thief's new password" }, session, headers: fromNewIp() });
    expect(wrong.status).toBe(403);
    expect(wrong.body).toEqual({ message: WRONG_CURRENT_PASSWORD });
    expect(sessionFromSetCookie(wrong.setCookie)).toBeUndefined();
    expect(await storedPasswordIs(user.id, OLD)).toBe(true);
    expect((await call(getUser, { session })).status).toBe(200);
  });

  it("with the current password: changes it, ends every other session and gives this browser a new id", async () => {
    const user = await createUser({ passwordHash: await quickPasswordHash(OLD) });
    const current = await signIn(user.id);
    const otherDevice = await signIn(user.id);
    const res = await call(setPassword, { body: { currentPassword: OLD, password: "a brand new password" }, session: current, headers: fromNewIp() });
    expect(res.status).toBe(200);
    const rotated = sessionFromSetCookie(res.setCookie);
    expect((await call(getUser, { session: rotated })).status).toBe(200);
    expect((await call(getUser, { session: current })).status).toBe(401);
    expect((await call(getUser, { session: otherDevice })).status).toBe(401);
    expect(await storedPasswordIs(user.id, "a brand new password")).toBe(true);
    // The account began with a quick test hash; the new one is the product's, at full cost.
    const { passwordHash } = await prisma().user.findUniqueOrThrow({ where: { id: user.id } });
    expect(passwordHash?.slice(0, PRODUCT_HASH_PREFIX.length)).toBe(PRODUCT_HASH_PREFIX);
  });

  it("throttles guesses at the current password like sign-in attempts (429, even for the right one)", async () => {
    await startOfRoomyWindow(LIMITS.setPasswordPerUser.windowSeconds);
    const user = await createUser({ passwordHash: await quickPasswordHash(OLD) });
    const session = await signIn(user.id);
    for (let i = 0; i < LIMITS.setPasswordPerUser.limit; i++) {
      const res = await call(setPassword, { body: { currentPassword: `guess ${i}`, password: "thief's new password" }, session, headers: fromNewIp() });
      expect(res.status).toBe(403);
    }
    const limited = await call(setPassword, { body: { currentPassword: OLD, password: "thief's new password" }, session, headers: fromNewIp() });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await storedPasswordIs(user.id, OLD)).toBe(true);
  });
});

describe("POST /api/user/set-password on an account without a password (a buyer who just paid)", () => {
  it("sets the first password without asking for a current one", async () => {
    const user = await createUser();
    const res = await call(setPassword, { body: { password: "my first password" }, session: await signIn(user.id), headers: fromNewIp() });
    expect(res.status).toBe(200);
    expect(await storedPasswordIs(user.id, "my first password")).toBe(true);
  });

  // Issue 29 item 5: behind one office NAT, or a load balancer with TRUSTED_PROXY_HOPS=0, every
  // buyer shares one address; a signed-in buyer's limits key on the account, not on the address.
  it("still sets the first password after the address used up its sign-in limit", async () => {
    await startOfRoomyWindow(LIMITS.loginPerIp.windowSeconds);
    const office = fromNewIp();
    // Colleagues' accounts with quick hashes: the address's limit counts attempts, not their cost.
    const colleagueHash = await quickPasswordHash("a colleague's password");
    for (let i = 0; i < LIMITS.loginPerIp.limit; i++) {
      const colleague = await createUser({ passwordHash: colleagueHash });
      expect((await call(login, { body: { email: colleague.email, password: "nope nope" }, headers: office })).status).toBe(401);
    }
    expect((await call(login, { body: { email: "one-more@example.com", password: "nope nope" }, headers: office })).status).toBe(429);

    const buyer = await createUser();
    const res = await call(setPassword, { body: { password: "my first password" }, session: await signIn(buyer.id), headers: office });
    expect(res.status).toBe(200);
    expect(await storedPasswordIs(buyer.id, "my first password")).toBe(true);
  });
});
