import { randomBytes } from "node:crypto";
import { POST as requestChange } from "@/app/api/user/account/email/route";
import { POST as followLink } from "@/app/api/email-change/route";
import { GET as overview } from "@/app/api/user/account/route";
import { DELETE as endOthers } from "@/app/api/user/account/sessions/route";
import { DELETE as endOne } from "@/app/api/user/account/sessions/[handle]/route";
import { PUT as preferences } from "@/app/api/user/account/preferences/route";
import { POST as login } from "@/app/api/login/route";
import { GET as getUser } from "@/app/api/user/route";
import { POST as setPassword } from "@/app/api/user/set-password/route";
import { prisma } from "@/lib/db/client.server";
import { WRONG_CURRENT_PASSWORD } from "@/lib/accounts/set-password.server";
import { EMAIL_TAKEN, INVALID_EMAIL_LINK } from "@/lib/accounts/email-change.server";
import { CURRENT_SESSION_NOT_HERE } from "@/lib/accounts/account-sessions.server";
import { call, sessionFromSetCookie, signIn } from "../helpers/http";
import { withTestDatabase } from "../helpers/db";
import { createOrder } from "../helpers/orders";
import { createUser, quickPasswordHash, uniqueEmail } from "../helpers/factories";

withTestDatabase();

const PASSWORD = "the owner's password";
const fromNewIp = () => ({ "x-forwarded-for": `10.${randomBytes(3).join(".")}` });
const CHROME = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

async function owner() {
  const user = await createUser({ passwordHash: await quickPasswordHash(PASSWORD) });
  return { user, session: await signIn(user.id) };
}

/** The link in the newest e-mail to `to` of a kind: the outbox withholds it, so it is read from the server log's copy. */
function linkIn(log: jest.SpyInstance, to: string) {
  const printed = log.mock.calls.map((c) => String(c[0])).filter((line) => line.startsWith(`[email] to ${to}:`));
  const match = printed.at(-1)?.match(/\/email-change\?mode=(confirm|undo)&token=([A-Za-z0-9_-]{43})/);
  if (!match) throw new Error(`no link to ${to}`);
  return { mode: match[1], token: match[2] };
}

describe("changing the e-mail", () => {
  let log: jest.SpyInstance;
  beforeEach(() => {
    log = jest.spyOn(console, "log").mockImplementation(() => {});
  });
  afterEach(() => log.mockRestore());

  it("a stolen session without the password cannot change the e-mail", async () => {
    const { user, session } = await owner();
    const res = await call(requestChange, { body: { newEmail: "thief@example.com", currentPassword: "a guess" }, session, headers: fromNewIp() });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: WRONG_CURRENT_PASSWORD });
    const missing = await call(requestChange, { body: { newEmail: "thief@example.com" }, session });
    expect(missing.status).toBe(400);
    expect(await prisma().emailChange.count({ where: { userId: user.id } })).toBe(0);
    expect(await prisma().outboxEmail.count({ where: { to: "thief@example.com" } })).toBe(0);
  });

  it("takes effect only when the link sent to the new address is followed; purchases move with it; the old address can undo", async () => {
    const { user, session } = await owner();
    const order = await createOrder({ userId: user.id });
    const newEmail = uniqueEmail("moved");
    const asked = await call(requestChange, { body: { newEmail, currentPassword: PASSWORD }, session });
    expect(asked.status).toBe(200);
    expect(asked.body.pendingEmail).toBe(newEmail);
    // Nothing changed yet; the link went to the new address only, and the outbox keeps no copy of it.
    expect((await prisma().user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe(user.email);
    const [mail] = await prisma().outboxEmail.findMany({ where: { to: newEmail } });
    expect(mail.text).not.toMatch(/token=/);
    expect((await call(overview, { session })).body.pendingEmailChange.pendingEmail).toBe(newEmail);

    const link = linkIn(log, newEmail);
    expect(link.mode).toBe("confirm");
    const followed = await call(followLink, { body: link });
    expect(followed.status).toBe(200);
    expect((await prisma().user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe(newEmail);
    expect((await prisma().purchase.findUniqueOrThrow({ where: { id: order.id } })).userId).toBe(user.id);
    // The link works once.
    expect((await call(followLink, { body: link })).body).toEqual({ message: INVALID_EMAIL_LINK });
    // Signing in: the new address works, the old one no longer does.
    expect((await call(login, { body: { email: newEmail, password: PASSWORD }, headers: fromNewIp() })).status).toBe(200);
    expect((await call(login, { body: { email: user.email, password: PASSWORD }, headers: fromNewIp() })).status).toBe(401);

    // The old address was told, with an undo link: it puts the address back and signs out everywhere.
    const undo = linkIn(log, user.email);
    expect(undo.mode).toBe("undo");
    expect((await call(followLink, { body: undo })).status).toBe(200);
    expect((await prisma().user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe(user.email);
    expect((await call(getUser, { session })).status).toBe(401);
    expect(await prisma().outboxEmail.count({ where: { to: user.email, kind: "password-reset" } })).toBe(1);
  });

  it("an expired link changes nothing", async () => {
    const { user, session } = await owner();
    const newEmail = uniqueEmail("late");
    await call(requestChange, { body: { newEmail, currentPassword: PASSWORD }, session });
    await prisma().emailChange.updateMany({ where: { userId: user.id }, data: { confirmExpiresAt: new Date(Date.now() - 1000) } });
    const res = await call(followLink, { body: linkIn(log, newEmail) });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: INVALID_EMAIL_LINK });
    expect((await prisma().user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe(user.email);
  });

  it("an undo link expires after 7 days", async () => {
    const { user, session } = await owner();
    const newEmail = uniqueEmail("moved");
    await call(requestChange, { body: { newEmail, currentPassword: PASSWORD }, session });
    await call(followLink, { body: linkIn(log, newEmail) });
    await prisma().emailChange.updateMany({ where: { userId: user.id }, data: { undoExpiresAt: new Date(Date.now() - 1000) } });
    const res = await call(followLink, { body: linkIn(log, user.email) });
    expect(res.body).toEqual({ message: INVALID_EMAIL_LINK });
    expect((await prisma().user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe(newEmail);
  });

  it("refuses an address another account uses, and a forged token", async () => {
    const { session } = await owner();
    const other = await createUser();
    const taken = await call(requestChange, { body: { newEmail: other.email, currentPassword: PASSWORD }, session });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ message: EMAIL_TAKEN });
    const forged = await call(followLink, { body: { mode: "confirm", token: "x".repeat(43) } });
    expect(forged.status).toBe(400);
  });
});

describe("where you're signed in", () => {
  it("lists the sessions with device, masked address and this browser, and signs out one or all others", async () => {
    const user = await createUser({ passwordHash: await quickPasswordHash(PASSWORD) });
    const signedIn = async (ip: string) =>
      sessionFromSetCookie(
        (await call(login, { body: { email: user.email, password: PASSWORD }, headers: { "x-forwarded-for": ip, "user-agent": CHROME } })).setCookie,
      )!;
    const here = await signedIn("203.0.113.42");
    const laptop = await signedIn("198.51.100.7");
    const phone = await signedIn("192.0.2.9");
    const listed = (await call(overview, { session: here })).body.sessions;
    expect(listed).toHaveLength(3);
    expect(listed[0]).toMatchObject({ device: "Chrome on macOS", address: "203.0.113.x", current: true });
    expect(JSON.stringify(listed)).not.toContain("203.0.113.42");
    // The stored row keeps only the masked address.
    expect((await prisma().session.findMany({ where: { userId: user.id } })).map((s) => s.ipMasked).sort()).toEqual([
      "192.0.2.x",
      "198.51.100.x",
      "203.0.113.x",
    ]);

    const laptopRow = listed.find((s: { address: string }) => s.address === "198.51.100.x");
    expect((await call(endOne, { method: "DELETE", session: here, params: { handle: laptopRow.handle } })).status).toBe(200);
    expect((await call(getUser, { session: laptop })).status).toBe(401);
    expect((await call(getUser, { session: phone })).status).toBe(200);
    const self = await call(endOne, { method: "DELETE", session: here, params: { handle: listed[0].handle } });
    expect(self.body).toEqual({ message: CURRENT_SESSION_NOT_HERE });

    const all = await call(endOthers, { method: "DELETE", session: here });
    expect(all.body).toEqual({ ended: 1 });
    expect((await call(getUser, { session: phone })).status).toBe(401);
    expect((await call(getUser, { session: here })).status).toBe(200);
  });

  it("a password change ends every other session and says how many", async () => {
    const { user, session } = await owner();
    const other = await signIn(user.id);
    const res = await call(setPassword, { body: { currentPassword: PASSWORD, password: "a brand new passphrase" }, session, headers: fromNewIp() });
    expect(res.status).toBe(200);
    expect(res.body.otherSessionsEnded).toBe(1);
    expect((await call(getUser, { session: other })).status).toBe(401);
  });
});

it("stores the marketing consent; the answer says what it is", async () => {
  const { user, session } = await owner();
  expect((await call(overview, { session })).body.marketingEmails).toBe(false);
  expect((await call(preferences, { method: "PUT", body: { marketingEmails: true }, session })).body).toEqual({ marketingEmails: true });
  expect((await prisma().user.findUniqueOrThrow({ where: { id: user.id } })).marketingEmails).toBe(true);
  const bad = await call(preferences, { method: "PUT", body: { marketingEmails: "yes" }, session });
  expect(bad.status).toBe(400);
});
