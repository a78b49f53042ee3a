import { spawnSync } from "node:child_process";
import { POST as login } from "@/app/api/login/route";
import { POST as changeStatus } from "@/app/api/admin/orders/[id]/status/route";
import { prisma } from "@/lib/db/client.server";
import { completePasswordSetup } from "@/lib/accounts/password-setup.server";
import { createOperator } from "@/lib/admin/operators.server";
import { WITHHELD } from "@/lib/email/transport.server";
import { call, sessionFromSetCookie } from "./helpers/http";
import { takePasswordLink, withSmtpSink } from "./helpers/smtp";
import { withTestDatabase } from "./helpers/db";
import { createBuyer, uniqueEmail } from "./helpers/factories";
import { createOrder } from "./helpers/orders";

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
