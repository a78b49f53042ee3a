import { randomBytes } from "node:crypto";
import { POST as passwordReset } from "@/app/api/password-reset/route";
import { POST as passwordSetup } from "@/app/api/password-setup/route";
import { POST as login } from "@/app/api/login/route";
import { GET as getUser } from "@/app/api/user/route";
import { RATE_LIMITS as LIMITS } from "@/lib/policy/limits";
import { RESET_REQUESTED } from "@/lib/accounts/password-reset.server";
import { prisma } from "@/lib/db/client.server";
import { WITHHELD } from "@/lib/email/transport.server";
import { takePasswordLink, withSmtpSink } from "../helpers/smtp";
import { call, sessionFromSetCookie, signIn } from "../helpers/http";
import { withTestDatabase } from "../helpers/db";
import { createUser, uniqueEmail, quickPasswordHash } from "../helpers/factories";
import { waitFor } from "../helpers/wait";
import { startOfRoomyWindow } from "../helpers/wait";

const sink = withSmtpSink();
withTestDatabase();

const fromNewIp = () => ({ "x-forwarded-for": `10.${randomBytes(3).join(".")}` });
const OLD = "the old password";

/** Asks for a reset link and reads the token from the e-mail. */
async function requestResetLink(email: string, headers = fromNewIp()) {
  const res = await call(passwordReset, { body: { email }, headers });
  expect(res.status).toBe(200);
  const { mail, mode, token } = await takePasswordLink(sink(), email);
  expect(mode).toBe("reset");
  return { mail, token };
}

describe("POST /api/password-reset (Forgot password?)", () => {
  it("e-mails a one-time 30-minute link, stored only as a hash; using it sets the password, ends every session and signs in", async () => {
    const user = await createUser({ passwordHash: await quickPasswordHash(OLD) });
    const elsewhere = await signIn(user.id);
    const before = Date.now();
    const { mail, token } = await requestResetLink(user.email);
    expect(mail.subject).toMatch(/Reset your .* password/);

    const [row] = await prisma().passwordSetupToken.findMany({ where: { userId: user.id } });
    expect(row.tokenHash).not.toContain(token);
    expect(row.expiresAt.getTime() - before).toBeGreaterThan(29 * 60_000);
    expect(row.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(30 * 60_000);
    const outbox = await prisma().outboxEmail.findFirstOrThrow({ where: { to: user.email, kind: "password-reset" } });
    expect(outbox.text).not.toContain(token);
    expect(outbox.text).toContain(WITHHELD);

    const res = await call(passwordSetup, { body: { token, password: "my reset password" }, headers: fromNewIp() });
    expect(res.status).toBe(200);
    expect((await call(getUser, { session: sessionFromSetCookie(res.setCookie) })).body).toMatchObject({ id: user.id });
    expect((await call(getUser, { session: elsewhere })).status).toBe(401);
    expect((await call(login, { body: { email: user.email, password: OLD }, headers: fromNewIp() })).status).toBe(401);
    expect((await call(login, { body: { email: user.email, password: "my reset password" }, headers: fromNewIp() })).status).toBe(200);
    // Single use.
    expect((await call(passwordSetup, { body: { token, password: "another password" }, headers: fromNewIp() })).status).toBe(400);
  });

  it("refuses the link once its 30 minutes are over", async () => {
    const user = await createUser({ passwordHash: await quickPasswordHash(OLD) });
    const { token } = await requestResetLink(user.email);
    await prisma().passwordSetupToken.updateMany({ where: { userId: user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await call(passwordSetup, { body: { token, password: "my reset password" }, headers: fromNewIp() })).status).toBe(400);
  });

  it("answers an unknown e-mail exactly as a known one, and sends it nothing", async () => {
    const user = await createUser({ passwordHash: await quickPasswordHash(OLD) });
    const known = await call(passwordReset, { body: { email: user.email }, headers: fromNewIp() });
    const unknownEmail = uniqueEmail();
    const unknown = await call(passwordReset, { body: { email: unknownEmail }, headers: fromNewIp() });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(known.body).toEqual({ success: true, message: RESET_REQUESTED, mailQueued: false });
    await sink().waitFor(user.email);
    expect(sink().messages.some((m) => m.to.includes(unknownEmail))).toBe(false);
    expect(await prisma().outboxEmail.count({ where: { to: unknownEmail } })).toBe(0);
  });

  it("sends at most 3 reset mails an hour per e-mail, from any address, and answers 429 alike for unknown e-mails", async () => {
    await startOfRoomyWindow(LIMITS.passwordMailPerEmail.windowSeconds);
    const user = await createUser({ passwordHash: await quickPasswordHash(OLD) });
    for (const email of [user.email, uniqueEmail()]) {
      for (let i = 0; i < LIMITS.passwordMailPerEmail.limit; i++) {
        expect((await call(passwordReset, { body: { email }, headers: fromNewIp() })).status).toBe(200);
      }
      const limited = await call(passwordReset, { body: { email }, headers: fromNewIp() });
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    await waitFor(async () => (await prisma().outboxEmail.count({ where: { to: user.email } })) === LIMITS.passwordMailPerEmail.limit);
  });

  it("limits reset mails per address too", async () => {
    await startOfRoomyWindow(LIMITS.passwordMailPerIp.windowSeconds);
    const headers = fromNewIp();
    for (let i = 0; i < LIMITS.passwordMailPerIp.limit; i++) {
      expect((await call(passwordReset, { body: { email: uniqueEmail() }, headers })).status).toBe(200);
    }
    expect((await call(passwordReset, { body: { email: uniqueEmail() }, headers })).status).toBe(429);
  });

  it("rejects a malformed e-mail with 400 and the form's message", async () => {
    const res = await call(passwordReset, { body: { email: "not-an-email" }, headers: fromNewIp() });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Please enter a valid email address");
  });
});

describe("password setup link mails (the 202 sign-in path)", () => {
  it("are limited to 3 an hour per e-mail", async () => {
    await startOfRoomyWindow(LIMITS.passwordMailPerEmail.windowSeconds);
    const user = await createUser();
    for (let i = 0; i < LIMITS.passwordMailPerEmail.limit; i++) {
      expect((await call(login, { body: { email: user.email, password: "anything" }, headers: fromNewIp() })).status).toBe(202);
    }
    expect((await call(login, { body: { email: user.email, password: "anything" }, headers: fromNewIp() })).status).toBe(429);
    expect(await prisma().outboxEmail.count({ where: { to: user.email, kind: "password-setup" } })).toBe(LIMITS.passwordMailPerEmail.limit);
  });

  it("are limited per address too", async () => {
    await startOfRoomyWindow(LIMITS.passwordMailPerIp.windowSeconds);
    const headers = fromNewIp();
    for (let i = 0; i < LIMITS.passwordMailPerIp.limit; i++) {
      const user = await createUser();
      expect((await call(login, { body: { email: user.email, password: "anything" }, headers })).status).toBe(202);
    }
    const user = await createUser();
    expect((await call(login, { body: { email: user.email, password: "anything" }, headers })).status).toBe(429);
  });
});
