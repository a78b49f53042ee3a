import { randomBytes } from "node:crypto";
import { POST as login } from "@/app/api/login/route";
import { POST as logout } from "@/app/api/logout/route";
import { POST as checkUserExists } from "@/app/api/check-user-exists/route";
import { GET as getUser } from "@/app/api/user/route";
import { hashPassword } from "@/lib/auth/password.server";
import { RATE_LIMITS } from "@/lib/policy/limits";
import { prisma } from "@/lib/db/client.server";
import { NextRequest } from "next/server";
import { proxy } from "@/proxy";
import { sessionCookieName } from "@/lib/auth/session.server";
import { startOfRoomyWindow } from "../helpers/wait";
import { call, sessionFromSetCookie, signIn } from "../helpers/http";
import { withTestDatabase } from "../helpers/db";
import { createUser, uniqueEmail, quickPasswordHash } from "../helpers/factories";

withTestDatabase();

const PASSWORD = "correct horse battery";
// Each test comes from its own address, so the per-IP limit of one test does not leak into another.
const fromNewIp = () => ({ "x-forwarded-for": `10.${randomBytes(3).join(".")}` });

// A quick hash (tests/helpers/factories.ts) wherever the cost of a verify is not what is tested.
let passwordHash: string;
beforeAll(async () => {
  passwordHash = await quickPasswordHash(PASSWORD);
});

describe("POST /api/login", () => {
  it("signs in with the right password: 200 and a session cookie that /api/user accepts", async () => {
    const user = await createUser({ passwordHash });
    const res = await call(login, { body: { email: user.email.toUpperCase(), password: PASSWORD }, headers: fromNewIp() });
    expect(res.status).toBe(200);
    const cookie = sessionFromSetCookie(res.setCookie);
    expect(res.headers.getSetCookie().find((c) => c.startsWith(`${sessionCookieName()}=`))).toMatch(/HttpOnly/i);
    // The readable hint that lets static pages skip /api/user for visitors (decision 033).
    const hint = res.headers.getSetCookie().find((c) => c.startsWith("signed_in="));
    expect(hint).toMatch(/^signed_in=1;/);
    expect(hint).not.toMatch(/HttpOnly/i);
    const me = await call(getUser, { session: cookie });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: user.id, email: user.email, hasPassword: true, isOperator: false });
    expect(res.body.home).toBe("/user/dashboard");
  });

  it("sends an operator to the console: the answer's home is /admin and /api/user says isOperator (issue 31)", async () => {
    const operator = await prisma().user.create({ data: { email: uniqueEmail("operator"), passwordHash, role: "operator" } });
    const res = await call(login, { body: { email: operator.email, password: PASSWORD }, headers: fromNewIp() });
    expect(res.status).toBe(200);
    expect(res.body.home).toBe("/admin");
    const me = await call(getUser, { session: sessionFromSetCookie(res.setCookie) });
    expect(me.body.isOperator).toBe(true);
  });

  it("rotates the session: a cookie held before sign-in stops working", async () => {
    const user = await createUser({ passwordHash });
    const before = await signIn(user.id);
    const res = await call(login, { body: { email: user.email, password: PASSWORD }, session: before, headers: fromNewIp() });
    const after = sessionFromSetCookie(res.setCookie);
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    expect((await call(getUser, { session: before })).status).toBe(401);
    expect((await call(getUser, { session: after })).status).toBe(200);
  });

  it("refuses a wrong password with 401 'Invalid email or password' and no cookie", async () => {
    const user = await createUser({ passwordHash });
    const res = await call(login, { body: { email: user.email, password: "wrong password" }, headers: fromNewIp() });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: "Invalid email or password" });
    expect(sessionFromSetCookie(res.setCookie)).toBeUndefined();
  });

  it("answers an unknown e-mail exactly like a wrong password, in the same time class", async () => {
    // The real parameters: the unknown e-mail's dummy verify is held against a real account's.
    const user = await createUser({ passwordHash: await hashPassword(PASSWORD) });
    const timed = async (email: string) => {
      const started = performance.now();
      const res = await call(login, { body: { email, password: "wrong password" }, headers: fromNewIp() });
      return { res, ms: performance.now() - started };
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      const a = await timed(user.email);
      const b = await timed(uniqueEmail("nobody"));
      expect(b.res.status).toBe(a.res.status);
      expect(b.res.body).toEqual(a.res.body);
      known.push(a.ms);
      unknown.push(b.ms);
    }
    const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[2];
    // Both paths run one argon2 verify (tens of ms); without the dummy verify the unknown path
    // would answer in a few ms and fail this ratio.
    // Wide bounds: other test files share the cores; the bug this catches is a 10-50x gap.
    expect(median(unknown) / median(known)).toBeGreaterThan(0.25);
    expect(median(unknown) / median(known)).toBeLessThan(4);
  });

  it("rejects bad input with 400 and the form's messages", async () => {
    const bad = await call(login, { body: { email: "not-an-email", password: "x" }, headers: fromNewIp() });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Please enter a valid email address");
    const empty = await call(login, { body: { email: "a@example.com", password: "" }, headers: fromNewIp() });
    expect(empty.body.message).toBe("Password is required");
  });

  it("answers 429 with Retry-After to an address that keeps guessing at one e-mail", async () => {
    await startOfRoomyWindow(RATE_LIMITS.loginFailuresPerEmail.windowSeconds);
    const user = await createUser({ passwordHash });
    const headers = fromNewIp();
    for (let i = 0; i < RATE_LIMITS.loginFailuresPerEmail.limit; i++) {
      expect((await call(login, { body: { email: user.email, password: "nope" }, headers })).status).toBe(401);
    }
    // Even the right password: this address has been guessing at this account.
    const limited = await call(login, { body: { email: user.email, password: PASSWORD }, headers });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(sessionFromSetCookie(limited.setCookie)).toBeUndefined();
  });

  it("does not lock the owner out: after 60 failures from many addresses, the right password from a clean one signs in", async () => {
    await startOfRoomyWindow(RATE_LIMITS.loginFailuresPerEmail.windowSeconds);
    const user = await createUser({ passwordHash });
    for (let i = 0; i < 60; i++) {
      expect((await call(login, { body: { email: user.email, password: `guess ${i}` }, headers: fromNewIp() })).status).toBe(401);
    }
    // Each guessing address is now refused at this account...
    const attacker = fromNewIp();
    expect((await call(login, { body: { email: user.email, password: "guess again" }, headers: attacker })).status).toBe(401);
    expect((await call(login, { body: { email: user.email, password: PASSWORD }, headers: attacker })).status).toBe(429);
    // ...while the owner, from an address with no failures, gets in.
    const owner = await call(login, { body: { email: user.email, password: PASSWORD }, headers: fromNewIp() });
    expect(owner.status).toBe(200);
    expect(sessionFromSetCookie(owner.setCookie)).toBeDefined();
  }, 120_000);

  it("answers 429 once one address exceeds its limit across many e-mails", async () => {
    await startOfRoomyWindow(RATE_LIMITS.loginPerIp.windowSeconds);
    const headers = fromNewIp();
    // Accounts with quick hashes: the limit counts attempts, known e-mails or not, before any verify.
    for (let i = 0; i < RATE_LIMITS.loginPerIp.limit; i++) {
      const user = await createUser({ passwordHash });
      expect((await call(login, { body: { email: user.email, password: "nope" }, headers })).status).toBe(401);
    }
    expect((await call(login, { body: { email: uniqueEmail(), password: "nope" }, headers })).status).toBe(429);
  }, 120_000);

  it("refuses a cross-origin POST with 403 before looking at the password", async () => {
    const user = await createUser({ passwordHash });
    const res = await call(login, {
      body: { email: user.email, password: PASSWORD },
      headers: { ...fromNewIp(), origin: "https://evil.example" },
    });
    expect(res.status).toBe(403);
    expect(sessionFromSetCookie(res.setCookie)).toBeUndefined();
  });
});

describe("POST /api/logout", () => {
  it("ends the session on the server: the old cookie gets 401 afterwards", async () => {
    const user = await createUser({ passwordHash });
    const res = await call(login, { body: { email: user.email, password: PASSWORD }, headers: fromNewIp() });
    const cookie = sessionFromSetCookie(res.setCookie)!;
    expect((await call(getUser, { session: cookie })).status).toBe(200);
    const out = await call(logout, { method: "POST", session: cookie });
    expect(out.status).toBe(200);
    expect(out.setCookie).toMatch(/Max-Age=0/i);
    expect(out.headers.getSetCookie().find((c) => c.startsWith("signed_in="))).toMatch(/^signed_in=;.*Max-Age=0/i);
    expect((await call(getUser, { session: cookie })).status).toBe(401);
    expect(await prisma().session.count({ where: { userId: user.id } })).toBe(0);
  });

  it("succeeds for a visitor without a session", async () => {
    expect((await call(logout, { method: "POST" })).status).toBe(200);
  });
});

describe("the signed-in hint (decision 033)", () => {
  it("gives a signed-in browser that lost its hint a new one on the next /user page, and no one else", async () => {
    const user = await createUser({ passwordHash });
    const seal = await signIn(user.id);
    const visit = (cookie: string) => proxy(new NextRequest(new URL("/user/dashboard", "http://localhost:3000"), { headers: { cookie } }));
    const restored = await visit(`${sessionCookieName()}=${seal}`);
    expect(restored.headers.getSetCookie().find((c) => c.startsWith("signed_in="))).toMatch(/^signed_in=1;/);
    expect((await visit(`${sessionCookieName()}=${seal}; signed_in=1`)).headers.getSetCookie()).toEqual([]);
    const forged = await visit(`${sessionCookieName()}=forged`);
    expect(forged.status).toBe(404);
    expect(forged.headers.getSetCookie()).toEqual([]);
  });
});

describe("POST /api/check-user-exists", () => {
  it("says whether an account exists, case-insensitively", async () => {
    const user = await createUser();
    expect((await call(checkUserExists, { body: { email: user.email.toUpperCase() }, headers: fromNewIp() })).body).toEqual({ exists: true });
    expect((await call(checkUserExists, { body: { email: uniqueEmail() }, headers: fromNewIp() })).body).toEqual({ exists: false });
    expect((await call(checkUserExists, { body: { email: "nope" }, headers: fromNewIp() })).status).toBe(400);
  });

  it("is rate limited per address (429 + Retry-After)", async () => {
    const headers = fromNewIp();
    await startOfRoomyWindow(RATE_LIMITS.checkUserPerIp.windowSeconds);
    for (let i = 0; i < RATE_LIMITS.checkUserPerIp.limit; i++) {
      expect((await call(checkUserExists, { body: { email: uniqueEmail() }, headers })).status).toBe(200);
    }
    const limited = await call(checkUserExists, { body: { email: uniqueEmail() }, headers });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
  }, 60_000);

  it("is rate limited per e-mail address", async () => {
    const email = uniqueEmail();
    await startOfRoomyWindow(RATE_LIMITS.checkUserPerEmail.windowSeconds);
    for (let i = 0; i < RATE_LIMITS.checkUserPerEmail.limit; i++) {
      await call(checkUserExists, { body: { email }, headers: fromNewIp() });
    }
    expect((await call(checkUserExists, { body: { email }, headers: fromNewIp() })).status).toBe(429);
  }, 60_000);
});
