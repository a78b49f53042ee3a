import { randomUUID } from "node:crypto";
import { POST as customerAction } from "@/app/api/admin/customers/[id]/actions/route";
import { prisma } from "@/lib/db/client.server";
import { CUSTOMER_ACTIONS, customerDetail, listCustomers } from "@/lib/admin/customers.server";
import { customerListQuerySchema } from "@/lib/validation/customer";
import { GET as getPurchase } from "@/app/api/user/purchase/route";
import { revokeAccess } from "@/lib/accounts/access.server";
import { call, signIn } from "../helpers/http";
import { takePasswordLink, withSmtpSink } from "../helpers/smtp";
import { withTestDatabase } from "../helpers/db";
import { createOperator, createUser, uniqueEmail } from "../helpers/factories";
import { createOrder } from "../helpers/orders";

// Issue 33, item 4: the customers list (buyers only, spent net of refunds, characters, storage)
// and a customer's page actions, each audited.
const sink = withSmtpSink();
withTestDatabase();

let operator: { id: string; email: string };
let session: string;
beforeAll(async () => {
  operator = await createOperator();
  session = await signIn(operator.id);
});

const act = (id: string, action: string, as = session) => call(customerAction, { params: { id }, body: { action }, session: as });

async function customerWithWork() {
  const user = await createUser({ email: uniqueEmail("customer") });
  await createOrder({ userId: user.id, amountCents: 3999, refundedCents: 1000, createdAt: new Date(Date.now() - 86_400_000) });
  await createOrder({ userId: user.id, amountCents: 2999 });
  const character = await prisma().character.create({ data: { userId: user.id, name: "Mia" } });
  await prisma().asset.createMany({
    data: [
      { characterId: character.id, kind: "reference", size: 1_500_000 },
      { characterId: character.id, kind: "image", size: 500_000 },
    ],
  });
  return user;
}

it("lists buyers with what they spent net of refunds, their characters and their stored bytes", async () => {
  const user = await customerWithWork();
  const browser = await createUser({ email: uniqueEmail("never-bought") });
  const { customers } = await listCustomers(customerListQuerySchema.parse({ q: user.email }));
  expect(customers).toEqual([
    expect.objectContaining({ email: user.email, orders: 2, spentCents: 5998, characters: 1, storageBytes: 2_000_000, hasAccess: true }),
  ]);
  expect((await listCustomers(customerListQuerySchema.parse({ q: browser.email }))).customers).toEqual([]);
  const detail = await customerDetail(user.id);
  expect(detail).toMatchObject({ email: user.email, spentCents: 5998, storageBytes: 2_000_000 });
  expect(detail.orders.map((o) => [o.amountCents, o.refundedCents])).toEqual([
    [2999, 0],
    [3999, 1000],
  ]);
  await expect(customerDetail(browser.id)).rejects.toThrow();
});

it("resends the receipt and sends a password link, each e-mailed to the account and audited", async () => {
  const user = await customerWithWork();
  expect(await act(user.id, "resend-receipt")).toMatchObject({ status: 200, body: { sentTo: user.email, mail: "sent" } });
  const receipt = await sink().waitFor(user.email);
  expect(receipt.subject).toContain("receipt");
  sink().messages.splice(sink().messages.indexOf(receipt), 1);

  expect(await act(user.id, "send-password-link")).toMatchObject({ status: 200, body: { sentTo: user.email, kind: "setup" } });
  const { mode, token } = await takePasswordLink(sink(), user.email);
  expect(mode).toBe("setup");
  expect(token.length).toBeGreaterThan(20);

  const audit = await prisma().auditEntry.findMany({ where: { subjectType: "user", subjectId: user.id }, orderBy: { createdAt: "asc" } });
  expect(audit.map((a) => [a.action, a.operatorEmail])).toEqual([
    [CUSTOMER_ACTIONS.receiptResent, operator.email],
    [CUSTOMER_ACTIONS.passwordLinkSent, operator.email],
  ]);
  expect((await customerDetail(user.id)).audit).toHaveLength(2);
});

it("revokes and restores a customer's access with a reason, audited; a refund still wins over a restore", async () => {
  const user = await customerWithWork();
  const buyer = await signIn(user.id);
  const hasPurchase = async () => (await call(getPurchase, { session: buyer })).body.hasPurchase as boolean;
  expect(await hasPurchase()).toBe(true);

  expect(await call(customerAction, { params: { id: user.id }, body: { action: "revoke-access", reason: "  " }, session })).toMatchObject({
    status: 400,
    body: { message: "Say why" },
  });
  expect(
    await call(customerAction, { params: { id: user.id }, body: { action: "revoke-access", reason: "Shared the login publicly" }, session }),
  ).toMatchObject({
    status: 200,
    body: { revoked: 2 },
  });
  expect(await hasPurchase()).toBe(false);
  expect((await customerDetail(user.id)).orders.map((o) => o.status)).toEqual(["revoked", "revoked"]);
  // Again: nothing more to revoke, nothing more in the log.
  expect(await call(customerAction, { params: { id: user.id }, body: { action: "revoke-access", reason: "again" }, session })).toMatchObject({
    body: { revoked: 0 },
  });

  // One of the two payments is refunded meanwhile: the restore gives back only the other.
  const [newest, oldest] = await prisma().purchase.findMany({ where: { userId: user.id }, orderBy: { createdAt: "desc" } });
  await prisma().$transaction((tx) => revokeAccess(tx, oldest!.paymentIntentId, "refund"));
  expect(await call(customerAction, { params: { id: user.id }, body: { action: "restore-access", reason: "Apologised" }, session })).toMatchObject({
    status: 200,
    body: { restored: 1 },
  });
  expect(await hasPurchase()).toBe(true);
  expect((await prisma().purchase.findUniqueOrThrow({ where: { id: newest!.id } })).status).toBe("active");
  expect((await prisma().purchase.findUniqueOrThrow({ where: { id: oldest!.id } })).status).toBe("refunded");

  const audit = await prisma().auditEntry.findMany({ where: { subjectType: "user", subjectId: user.id }, orderBy: { createdAt: "asc" } });
  expect(audit.map((a) => [a.action, a.detail])).toEqual([
    [CUSTOMER_ACTIONS.accessRevoked, { reason: "Shared the login publicly", purchases: 2 }],
    [CUSTOMER_ACTIONS.accessRestored, { reason: "Apologised", purchases: 1 }],
  ]);
});

it("refuses bad input with a 400, a buyer with the console's 404, and an unknown customer with a 404", async () => {
  const user = await customerWithWork();
  expect(await act(user.id, "delete-everything")).toMatchObject({
    status: 400,
    body: { message: "action must be resend-receipt, send-password-link, revoke-access, restore-access, export-data or delete-account" },
  });
  expect((await act(user.id, "resend-receipt", await signIn(user.id))).status).toBe(404);
  expect((await act(randomUUID(), "resend-receipt")).status).toBe(404);
  expect((await act("not-a-uuid", "resend-receipt")).status).toBe(404);
  expect(await prisma().auditEntry.count({ where: { subjectId: user.id } })).toBe(0);
});
