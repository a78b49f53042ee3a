import { spawnSync } from "node:child_process";
import { POST as login } from "@/app/api/login/route";
import { POST as changeStatus } from "@/app/api/admin/orders/[id]/status/route";
import { GET as getUser } from "@/app/api/user/route";
import { issuePasswordLink } from "@/lib/accounts/password-setup.server";
import { prisma } from "@/lib/db/client.server";
import { completePasswordSetup } from "@/lib/accounts/password-setup.server";
import { createOperator, operatorReport } from "@/lib/admin/operators.server";
import { WITHHELD } from "@/lib/email/transport.server";
import { call, sessionFromSetCookie, signIn } from "../helpers/http";
import { takePasswordLink, withSmtpSink } from "../helpers/smtp";
import { withTestDatabase } from "../helpers/db";
import { createBuyer, uniqueEmail, quickPasswordHash } from "../helpers/factories";
import { createOrder } from "../helpers/orders";

// `npm run operator:create -- <email>` (issue 23): the function behind it, and the sign-in it leads to.
const smtp = withSmtpSink();
withTestDatabase();

const PASSWORD = "operator pass phrase";

it("creates an operator, e-mails a set-password link, and the operator signs in through the normal login", async () => {
  const email = uniqueEmail("ops");
  const result = await createOperator(`  ${email.toUpperCase()} `);
  expect(result).toMatchObject({ email, created: true, promoted: false, emailed: true });
  expect(await prisma().user.findUniqueOrThrow({ where: { email } })).toMatchObject({ role: "operator", passwordHash: null });

  const { mail, mode, token } = await takePasswordLink(smtp(), email);
  expect(mode).toBe("setup");
  expect(mail.subject).toMatch(/operator/i);
  // The outbox keeps the mail without its one-time link.
  const stored = await prisma().outboxEmail.findFirstOrThrow({ where: { to: email, kind: "operator-invite" } });
  expect(stored.text).toContain(WITHHELD);
  expect(stored.text).not.toContain(token);

  await completePasswordSetup(token, PASSWORD);
  const signedIn = await call(login, { body: { email, password: PASSWORD }, headers: { "x-forwarded-for": "10.9.9.9" } });
  expect(signedIn.status).toBe(200);
  // The session it made opens the back office.
  const order = await createOrder();
  const moved = await call(changeStatus, { params: { id: order.id }, body: { status: "in_production" }, session: sessionFromSetCookie(signedIn.setCookie) });
  expect(moved).toMatchObject({ status: 200, body: { status: "in_production", changed: true } });
});

it("promotes an existing buyer, keeping the account and its purchase; running it again changes nothing but the link", async () => {
  const buyer = await createBuyer();
  expect(await createOperator(buyer.email)).toMatchObject({ id: buyer.id, created: false, promoted: true });
  const first = await takePasswordLink(smtp(), buyer.email);
  expect(await createOperator(buyer.email)).toMatchObject({ id: buyer.id, created: false, promoted: false, emailed: true });
  const second = await takePasswordLink(smtp(), buyer.email);

  expect(await prisma().user.count({ where: { email: buyer.email } })).toBe(1);
  expect(await prisma().user.findUniqueOrThrow({ where: { id: buyer.id } })).toMatchObject({ role: "operator" });
  expect(await prisma().purchase.count({ where: { userId: buyer.id } })).toBe(1);
  // Only the newest link works.
  await expect(completePasswordSetup(first.token, PASSWORD)).rejects.toMatchObject({ status: 400 });
  await expect(completePasswordSetup(second.token, PASSWORD)).resolves.toBe(buyer.id);
});

describe("promoting an account someone else made (issue 29 item 1)", () => {
  const STRANGER_PASSWORD = "stranger pass phrase";
  const fromStranger = { "x-forwarded-for": "10.29.1.1" };

  it("ends the stranger's sessions, clears their password and old links; only the new link grants access", async () => {
    // A stranger paid with an address they do not own, and set a password.
    const buyer = await createBuyer({ passwordHash: await quickPasswordHash(STRANGER_PASSWORD) });
    const signedIn = await call(login, { body: { email: buyer.email, password: STRANGER_PASSWORD }, headers: fromStranger });
    expect(signedIn.status).toBe(200);
    const strangerCookie = sessionFromSetCookie(signedIn.setCookie)!;
    const secondSession = await signIn(buyer.id);
    const strangerLink = new URL(await issuePasswordLink(buyer.id, "reset")).searchParams.get("token")!;

    const result = await createOperator(buyer.email);
    expect(result).toMatchObject({ promoted: true, endedSessions: 2, clearedPassword: true });
    expect(operatorReport(result)).toEqual(
      expect.arrayContaining([`Promoted to operator: ${buyer.email}.`, "Ended 2 sessions, cleared the password and every earlier password link."]),
    );

    const order = await createOrder();
    for (const session of [strangerCookie, secondSession]) {
      expect((await call(getUser, { session })).status).toBe(401);
      expect((await call(changeStatus, { params: { id: order.id }, body: { status: "in_production" }, session })).status).toBe(404);
    }
    await expect(completePasswordSetup(strangerLink, "the stranger again")).rejects.toMatchObject({ status: 400 });
    const invite = await takePasswordLink(smtp(), buyer.email);
    expect(invite.mail.subject).toMatch(/operator/i);
    // The old password no longer signs in: the account has none, so login only e-mails a fresh
    // link to the address (which the stranger does not read) and makes no session.
    const refused = await call(login, { body: { email: buyer.email, password: STRANGER_PASSWORD }, headers: fromStranger });
    expect(refused.status).toBe(202);
    expect(sessionFromSetCookie(refused.setCookie)).toBeUndefined();

    const { token } = await takePasswordLink(smtp(), buyer.email);
    await completePasswordSetup(token, PASSWORD);
    const owner = await call(login, { body: { email: buyer.email, password: PASSWORD }, headers: { "x-forwarded-for": "10.29.1.2" } });
    expect(owner.status).toBe(200);
    const moved = await call(changeStatus, { params: { id: order.id }, body: { status: "in_production" }, session: sessionFromSetCookie(owner.setCookie) });
    expect(moved.status).toBe(200);
  });

  it("never raises the role of a session signed in before the change, however the role was changed", async () => {
    const buyer = await createBuyer();
    const before = await signIn(buyer.id);
    // A role change that bypasses createOperator (a future admin screen, a hand-run SQL update).
    await prisma().user.update({ where: { id: buyer.id }, data: { role: "operator" } });
    const order = await createOrder();
    expect((await call(changeStatus, { params: { id: order.id }, body: { status: "in_production" }, session: before })).status).toBe(404);
    expect((await call(getUser, { session: before })).status).toBe(200);
    // A session signed in after the change is the operator's.
    const after = await signIn(buyer.id);
    expect((await call(changeStatus, { params: { id: order.id }, body: { status: "in_production" }, session: after })).status).toBe(200);
  });

  it("a demotion takes effect on existing sessions at once", async () => {
    const operator = await createBuyer();
    await prisma().user.update({ where: { id: operator.id }, data: { role: "operator" } });
    const session = await signIn(operator.id);
    const order = await createOrder();
    await prisma().user.update({ where: { id: operator.id }, data: { role: "buyer" } });
    expect((await call(changeStatus, { params: { id: order.id }, body: { status: "in_production" }, session })).status).toBe(404);
  });

  it("a fresh account reports nothing ended", async () => {
    const result = await createOperator(uniqueEmail("ops"));
    expect(result).toMatchObject({ created: true, endedSessions: 0, clearedPassword: false });
    expect(operatorReport(result)).toContain("No sessions to end and no password to clear.");
  });
});

it("refuses something that is not an e-mail address, creating nobody", async () => {
  const before = await prisma().user.count();
  await expect(createOperator("not-an-address")).rejects.toMatchObject({ status: 400 });
  expect(await prisma().user.count()).toBe(before);
});

it("the command prints its usage and exits 2 without an address", () => {
  const run = spawnSync("npx", ["tsx", "--conditions=react-server", "scripts/operator-create.ts"], { encoding: "utf8", env: process.env });
  expect(run.status).toBe(2);
  expect(run.stderr).toContain("Usage: npm run operator:create -- <email>");
});
