import { randomUUID } from "node:crypto";
import { POST as createDiscount } from "@/app/api/admin/discounts/route";
import { PATCH as changeDiscount } from "@/app/api/admin/discounts/[id]/route";
import { POST as freeOrder } from "@/app/api/checkout/free-order/route";
import { POST as createIntent } from "@/app/api/create-guest-payment-intent/route";
import { GET as exportOrders } from "@/app/api/admin/orders/export/route";
import { prisma } from "@/lib/db/client.server";
import { AI_ASSISTED_PRODUCT_UUID, products } from "@/lib/catalog/catalog";
import { DISCOUNT_REFUSED } from "@/lib/payments/discounts.server";
import { discountsGiven, revenueOverview } from "@/lib/admin/revenue.server";
import { listDiscounts } from "@/lib/admin/discounts.server";
import { periodEnding } from "@/lib/admin/period";
import { call, signIn } from "../helpers/http";
import { withTestDatabase } from "../helpers/db";
import { createOperator, uniqueEmail } from "../helpers/factories";
import { fromAddress } from "../helpers/discounts";

// /admin/discounts (issue 33, item 2; decision 209): the operator's creates and deactivations,
// each audited, and the discount shown in the revenue figures and the accounting export.
beforeAll(() => {
  delete process.env.STRIPE_SECRET_KEY;
});
withTestDatabase();

let session: string;
let operatorId: string;
beforeAll(async () => {
  operatorId = (await createOperator()).id;
  session = await signIn(operatorId);
});

const create = (body: object) => call(createDiscount, { body, session, headers: { "idempotency-key": randomUUID() } });
const uniqueCode = () => `OP${randomUUID().slice(0, 8)}`;

it("creates a percentage code (stored upper-case) and a fixed-amount code for one product, each in the audit log", async () => {
  const name = uniqueCode().toLowerCase();
  const percent = await create({ code: name, kind: "percent", percentOff: "25", maxRedemptions: "10", expiresAt: "2099-01-01T00:00:00Z" });
  expect(percent.status).toBe(201);
  expect(percent.body).toMatchObject({ code: name.toUpperCase(), kind: "percent", percentOff: 25, amountOffCents: null, maxRedemptions: 10, active: true });
  const product = products[0];
  const fixed = await create({ code: uniqueCode(), kind: "amount", amountOffCents: 500, productId: product.id });
  expect(fixed.status).toBe(201);
  expect(fixed.body).toMatchObject({ kind: "amount", amountOffCents: 500, percentOff: null, productId: product.id });
  const audit = await prisma().auditEntry.findMany({ where: { subjectType: "discount", subjectId: { in: [percent.body.id, fixed.body.id] } } });
  expect(audit).toHaveLength(2);
  expect(audit.every((a) => a.action === "discount.created" && a.operatorId === operatorId)).toBe(true);
  // The fixed code is priced by the server for its product.
  const started = await call(createIntent, { body: { productId: product.uuid, discountCode: fixed.body.code }, headers: fromAddress() });
  expect(started.body).toMatchObject({ amountCents: product.priceInCents - 500 });
});

it("refuses bad input with a 400 naming the problem, and a taken name with 409, creating nothing", async () => {
  const before = await prisma().discountCode.count();
  for (const body of [
    { code: uniqueCode(), kind: "percent", percentOff: 0 },
    { code: uniqueCode(), kind: "percent", percentOff: 101 },
    { code: uniqueCode(), kind: "percent" },
    { code: uniqueCode(), kind: "amount" },
    { code: "has space", kind: "percent", percentOff: 10 },
    { code: uniqueCode(), kind: "percent", percentOff: 10, expiresAt: "2001-01-01" },
    { code: uniqueCode(), kind: "percent", percentOff: 10, productId: "no-such-product" },
  ]) {
    const res = await create(body);
    expect({ body, status: res.status, hasMessage: typeof res.body.message === "string" }).toEqual({ body, status: 400, hasMessage: true });
  }
  const name = uniqueCode();
  expect((await create({ code: name, kind: "percent", percentOff: 10 })).status).toBe(201);
  const taken = await create({ code: name.toLowerCase(), kind: "percent", percentOff: 20 });
  expect(taken.status).toBe(409);
  expect(await prisma().discountCode.count()).toBe(before + 1);
});

it("deactivates a code once (audited once); checkout then gives the one wrong-code answer", async () => {
  const code = (await create({ code: uniqueCode(), kind: "percent", percentOff: 10 })).body;
  const first = await call(changeDiscount, { method: "PATCH", params: { id: code.id }, body: { active: false }, session });
  expect(first.status).toBe(200);
  expect(first.body.active).toBe(false);
  expect((await call(changeDiscount, { method: "PATCH", params: { id: code.id }, body: { active: false }, session })).status).toBe(200);
  expect(await prisma().auditEntry.count({ where: { subjectId: code.id, action: "discount.deactivated" } })).toBe(1);
  expect((await call(changeDiscount, { method: "PATCH", params: { id: code.id }, body: { active: true }, session })).status).toBe(400);
  const refused = await call(createIntent, { body: { productId: AI_ASSISTED_PRODUCT_UUID, discountCode: code.code }, headers: fromAddress() });
  expect(refused).toMatchObject({ status: 400, body: { message: DISCOUNT_REFUSED } });
});

it("shows a free order's discount in the list, the revenue figures and the accounting export", async () => {
  const code = (await create({ code: uniqueCode(), kind: "percent", percentOff: 100, maxRedemptions: 5 })).body;
  const email = uniqueEmail();
  const placed = await call(freeOrder, {
    body: { productId: AI_ASSISTED_PRODUCT_UUID, email, discountCode: code.code, checkoutId: randomUUID() },
    headers: fromAddress(),
  });
  expect(placed.status).toBe(200);
  expect((await listDiscounts()).find((c) => c.id === code.id)).toMatchObject({ redeemed: 1, held: 0, maxRedemptions: 5 });

  const now = new Date();
  expect(await discountsGiven(periodEnding(now, 7))).toMatchObject({ cents: 3999, orders: 1, freeOrders: 1 });
  expect((await revenueOverview(7, now)).discounts.freeOrders).toBe(1);

  const day = now.toISOString().slice(0, 10);
  const csv = await call(exportOrders, { url: `/api/admin/orders/export?from=${day}&to=${day}`, session });
  const row = String(csv.body)
    .split("\n")
    .find((line) => line.includes(email));
  // Amount charged 0.00, discount 39.99, no refunds, net 0.00.
  expect(row).toMatch(/,0\.00,USD,39\.99,0\.00,0\.00,free_/);
});
