import { POST as customerAction } from "@/app/api/admin/customers/[id]/actions/route";
import { prisma } from "@/lib/db/client.server";
import { customerDetail } from "@/lib/admin/customers.server";
import { ACCOUNT_ACTIONS } from "@/lib/accounts/data-rules";
import { tombstoneEmail } from "@/lib/server/account/account-deletion.server";
import { call, signIn } from "../helpers/http";
import { withTestDatabase } from "../helpers/db";
import { createOperator, createUser, uniqueEmail } from "../helpers/factories";
import { createOrder } from "../helpers/orders";

// Issue 46, the seller's side: on a buyer's written request the operator exports or deletes the
// buyer's data from /admin/customers/<id>, each audited with the request named; the customer's page
// then says the account is closed, by whom and when, and the order stays.
withTestDatabase();

let session: string;
let operatorEmail: string;
beforeAll(async () => {
  const operator = await createOperator();
  operatorEmail = operator.email;
  session = await signIn(operator.id);
});

const act = (id: string, body: Record<string, string>) => call(customerAction, { params: { id }, body, session });

it("exports a buyer's data on request, audited", async () => {
  const user = await createUser({ email: uniqueEmail("asks") });
  await createOrder({ userId: user.id });
  const res = await act(user.id, { action: "export-data", reason: "E-mail of 27 Nov asking for a copy" });
  expect(res.status).toBe(200);
  expect(await prisma().dataExport.count({ where: { userId: user.id, requestedBy: "operator" } })).toBe(1);
  const [entry] = await prisma().auditEntry.findMany({ where: { subjectId: user.id } });
  expect(entry).toMatchObject({
    action: ACCOUNT_ACTIONS.exported,
    operatorEmail,
    detail: expect.objectContaining({ reason: "E-mail of 27 Nov asking for a copy" }),
  });
});

it("deletes a buyer's account on request with DELETE typed, audited; the customer page says so and keeps the order", async () => {
  const user = await createUser({ email: uniqueEmail("leaves") });
  const order = await createOrder({ userId: user.id });
  await prisma().character.create({ data: { userId: user.id, name: "Gone" } });
  const unconfirmed = await act(user.id, { action: "delete-account", reason: "Letter of 26 Nov" });
  expect(unconfirmed.status).toBe(400);
  expect(await prisma().character.count({ where: { userId: user.id } })).toBe(1);

  const res = await act(user.id, { action: "delete-account", reason: "Letter of 26 Nov", confirm: "DELETE" });
  expect(res.status).toBe(200);
  expect(await prisma().character.count({ where: { userId: user.id } })).toBe(0);
  const detail = await customerDetail(user.id);
  expect(detail.email).toBe(tombstoneEmail(user.id));
  expect(detail.deleted).toEqual({ at: expect.any(Date), by: "operator" });
  expect(detail.orders.map((o) => o.id)).toEqual([order.id]);
  expect(detail.audit.map((a) => a.action)).toContain(ACCOUNT_ACTIONS.deleted);

  // Asking again changes nothing and audits nothing more.
  await act(user.id, { action: "delete-account", reason: "Letter of 26 Nov", confirm: "DELETE" });
  expect(await prisma().auditEntry.count({ where: { subjectId: user.id, action: ACCOUNT_ACTIONS.deleted } })).toBe(1);
});
