import { randomBytes } from "node:crypto";
import { POST as login } from "@/app/api/login/route";
import { POST as passwordSetup } from "@/app/api/password-setup/route";
import { POST as setPassword } from "@/app/api/user/set-password/route";
import { GET as getUser } from "@/app/api/user/route";
import { verifyPassword } from "@/lib/auth/password.server";
import { setupTokenIsUsable, INVALID_SETUP_LINK } from "@/lib/accounts/password-setup.server";
import { prisma } from "@/lib/db/client.server";
import { WITHHELD } from "@/lib/email/transport.server";
import { takePasswordLink, withSmtpSink } from "../helpers/smtp";
import { call, sessionFromSetCookie, signIn } from "../helpers/http";
import { withTestDatabase } from "../helpers/db";
import { createUser, quickPasswordHash } from "../helpers/factories";

// The app's mail goes through SMTP to a local sink, as it would to a real mail server.
const sink = withSmtpSink();
withTestDatabase();

const fromNewIp = () => ({ "x-forwarded-for": `10.${randomBytes(3).join(".")}` });

/** Signs in as a password-less account (202), and reads the token from the e-mailed link. */
async function requestSetupLink(email: string) {
  const res = await call(login, { body: { email, password: "anything at all" }, headers: fromNewIp() });
  expect(res.status).toBe(202);
  expect(res.body).toEqual({ needsPasswordSetup: true, email, mailQueued: false });
  expect(sessionFromSetCookie(res.setCookie)).toBeUndefined();
  const { mail, mode, token } = await takePasswordLink(sink(), email);
  expect(mode).toBe("setup");
  return { mail, token };
}

describe("password setup by e-mailed link (202 path)", () => {
  it("e-mails a one-time link, and the link sets the password and signs the buyer in", async () => {
    const user = await createUser();
    const oldSession = await signIn(user.id);
    const { mail, token } = await requestSetupLink(user.email);
    expect(mail.subject).toMatch(/Set your .* password/);

    // Only a hash of the token is stored, and the outbox copy of the mail withholds the link.
    const rows = await prisma().passwordSetupToken.findMany({ where: { userId: user.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).not.toContain(token);
    const outbox = await prisma().outboxEmail.findFirstOrThrow({ where: { to: user.email, kind: "password-setup" } });
    expect(outbox.text).not.toContain(token);
    expect(outbox.text).toContain(WITHHELD);
    expect(outbox.sentAt).toBeInstanceOf(Date);

    const res = await call(passwordSetup, { body: { token, password: "my new password" }, headers: fromNewIp() });
    expect(res.status).toBe(200);
    const cookie = sessionFromSetCookie(res.setCookie);
    expect((await call(getUser, { session: cookie })).body).toMatchObject({ id: user.id, hasPassword: true });
    expect((await call(getUser, { session: oldSession })).status).toBe(401);

    const again = await call(login, { body: { email: user.email, password: "my new password" }, headers: fromNewIp() });
    expect(again.status).toBe(200);
  });

  it("refuses a reused token and leaves the password alone", async () => {
    const user = await createUser();
    const { token } = await requestSetupLink(user.email);
    expect((await call(passwordSetup, { body: { token, password: "first password" }, headers: fromNewIp() })).status).toBe(200);
    const reuse = await call(passwordSetup, { body: { token, password: "attacker password" }, headers: fromNewIp() });
    expect(reuse.status).toBe(400);
    expect(reuse.body).toEqual({ message: INVALID_SETUP_LINK });
    expect(sessionFromSetCookie(reuse.setCookie)).toBeUndefined();
    const { passwordHash } = await prisma().user.findUniqueOrThrow({ where: { id: user.id } });
    expect(await verifyPassword(passwordHash!, "first password")).toBe(true);
  });

  it("refuses an expired token", async () => {
    const user = await createUser();
    const { token } = await requestSetupLink(user.email);
    await prisma().passwordSetupToken.updateMany({ where: { userId: user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await setupTokenIsUsable(token)).toBe(false);
    const res = await call(passwordSetup, { body: { token, password: "my new password" }, headers: fromNewIp() });
    expect(res.status).toBe(400);
    expect((await prisma().user.findUniqueOrThrow({ where: { id: user.id } })).passwordHash).toBeNull();
  });

  it("refuses a made-up token, and only the newest link works", async () => {
    const user = await createUser();
    const first = await requestSetupLink(user.email);
    const second = await requestSetupLink(user.email);
    expect(await setupTokenIsUsable(first.token)).toBe(false);
    expect(await setupTokenIsUsable(second.token)).toBe(true);
    const madeUp = randomBytes(32).toString("base64url");
    expect((await call(passwordSetup, { body: { token: madeUp, password: "my new password" }, headers: fromNewIp() })).status).toBe(400);
    expect((await call(passwordSetup, { body: { token: "short", password: "my new password" }, headers: fromNewIp() })).status).toBe(400);
  });

  it("holds the new password to the same rules (min 8)", async () => {
    const user = await createUser();
    const { token } = await requestSetupLink(user.email);
    const res = await call(passwordSetup, { body: { token, password: "short" }, headers: fromNewIp() });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Password must be at least 8 characters");
    expect(await setupTokenIsUsable(token)).toBe(true);
  });
});

describe("POST /api/user/set-password", () => {
  it("is for signed-in users only", async () => {
    expect((await call(setPassword, { body: { password: "long enough" } })).status).toBe(401);
  });

  it("needs at least 8 characters and changes nothing otherwise", async () => {
    const user = await createUser();
    const session = await signIn(user.id);
    const res = await call(setPassword, { body: { password: "1234567" }, session });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Password must be at least 8 characters");
    expect((await prisma().user.findUniqueOrThrow({ where: { id: user.id } })).passwordHash).toBeNull();
    expect((await call(getUser, { session })).status).toBe(200);
  });

  it("sets the password, ends every other session and rotates this one", async () => {
    const user = await createUser({ passwordHash: await quickPasswordHash("old password") });
    const current = await signIn(user.id);
    const otherDevice = await signIn(user.id);
    const res = await call(setPassword, { body: { currentPassword: "old password", password: "brand new password" }, session: current, headers: fromNewIp() });
    expect(res.status).toBe(200);
    const rotated = sessionFromSetCookie(res.setCookie);
    expect(rotated).toBeDefined();
    expect((await call(getUser, { session: rotated })).status).toBe(200);
    expect((await call(getUser, { session: current })).status).toBe(401);
    expect((await call(getUser, { session: otherDevice })).status).toBe(401);
    const oldLogin = await call(login, { body: { email: user.email, password: "old password" }, headers: fromNewIp() });
    expect(oldLogin.status).toBe(401);
    const newLogin = await call(login, { body: { email: user.email, password: "brand new password" }, headers: fromNewIp() });
    expect(newLogin.status).toBe(200);
  });

  it("refuses a cross-origin request with 403 and keeps the old password", async () => {
    const user = await createUser({ passwordHash: await quickPasswordHash("old password") });
    const session = await signIn(user.id);
    const res = await call(setPassword, {
      body: { currentPassword: "old password", password: "attacker password" },
      session,
      headers: { origin: "https://evil.example" },
    });
    expect(res.status).toBe(403);
    const { passwordHash } = await prisma().user.findUniqueOrThrow({ where: { id: user.id } });
    expect(await verifyPassword(passwordHash!, "old password")).toBe(true);
  });
});
