import { GET as exportOrders } from "@/app/api/admin/orders/export/route";
import { prisma } from "@/lib/db/client.server";
import { AI_ASSISTED_PRODUCT_UUID } from "@/lib/catalog/catalog";
import { call, signIn } from "../helpers/http";
import { withTestDatabase } from "../helpers/db";
import { createOperator, createUser } from "../helpers/factories";
import { createOrder } from "../helpers/orders";

// Issue 33, item 5: the accounting export matches seeded orders to the cent, keeps to the chosen
// UTC days, defuses formulas, and is the operator's only.
withTestDatabase();

let session: string;
beforeAll(async () => {
  session = await signIn((await createOperator()).id);
});

const exportCsv = (query: Record<string, string>, as = session) =>
  call(exportOrders, { url: `/api/admin/orders/export?${new URLSearchParams(query)}`, session: as });

it("one row per order of the period, amounts to the cent, refunds and discounts included", async () => {
  const a = await createUser({ email: "alma@example.com" });
  const b = await createUser({ email: "=HYPERLINK(1)@example.com" });
  await createOrder({ userId: a.id, createdAt: new Date("2026-03-01T23:59:59.999Z"), amountCents: 3999, paymentIntentId: "pi_before" });
  await createOrder({ userId: a.id, createdAt: new Date("2026-03-02T00:00:00Z"), amountCents: 2999, discountCents: 1000, paymentIntentId: "pi_first" });
  const refunded = await createOrder({
    userId: b.id,
    createdAt: new Date("2026-03-03T12:30:00Z"),
    amountCents: 3999,
    refundedCents: 1500,
    paymentIntentId: "pi_second",
    isCourseVariant: true,
  });
  await createOrder({ userId: b.id, createdAt: new Date("2026-03-04T00:00:00Z"), amountCents: 3999, paymentIntentId: "pi_after" });
  expect(refunded.refundedCents).toBe(1500);

  const answer = await exportCsv({ from: "2026-03-02", to: "2026-03-03" });
  expect(answer.status).toBe(200);
  expect(answer.headers.get("content-type")).toBe("text/csv; charset=utf-8");
  expect(answer.headers.get("content-disposition")).toContain('filename="orders-2026-03-02-to-2026-03-03.csv"');
  const text = typeof answer.body === "string" ? answer.body : String(answer.body);
  expect(text.split("\r\n")).toEqual([
    // (the byte-order mark before it is read away by the UTF-8 decoder)
    "Date (UTC),E-mail,Product,Amount,Currency,Discount,Refunds,Net,Stripe id",
    "2026-03-02T00:00:00.000Z,alma@example.com,Create AI Influencer,29.99,USD,10.00,0.00,29.99,pi_first",
    "2026-03-03T12:30:00.000Z,'=HYPERLINK(1)@example.com,Create AI Influencer (course only),39.99,USD,0.00,15.00,24.99,pi_second",
    "",
  ]);
  expect(await prisma().purchase.count()).toBeGreaterThanOrEqual(4);
});

it("streams more orders than one batch, in order", async () => {
  const user = await createUser();
  const day = "2026-05-10";
  await prisma().purchase.createMany({
    data: Array.from({ length: 1203 }, (_, i) => ({
      userId: user.id,
      productUuid: AI_ASSISTED_PRODUCT_UUID,
      paymentIntentId: `pi_batch_${i}`,
      amountCents: 100 + i,
      currency: "usd",
      createdAt: new Date(Date.parse(`${day}T00:00:00Z`) + i * 1000),
    })),
  });
  const answer = await exportCsv({ from: day, to: day });
  const rows = String(answer.body).trim().split("\r\n").slice(1);
  expect(rows).toHaveLength(1203);
  expect(rows.map((r) => r.split(",").at(-1))).toEqual(Array.from({ length: 1203 }, (_, i) => `pi_batch_${i}`));
  const total = rows.reduce((sum, r) => sum + Math.round(Number(r.split(",")[3]) * 100), 0);
  expect(total).toBe(Array.from({ length: 1203 }, (_, i) => 100 + i).reduce((a, b) => a + b, 0));
});

it("bad periods are a 400 with a message; a buyer gets the console's 404", async () => {
  for (const query of [
    { from: "2026-03-05", to: "2026-03-01" },
    { from: "2026-13-01", to: "2026-13-02" },
    { from: "yesterday", to: "2026-03-01" },
    { from: "2024-01-01", to: "2026-01-01" },
    {},
  ]) {
    const answer = await exportCsv(query as Record<string, string>);
    expect(answer.status).toBe(400);
    expect(typeof answer.body.message).toBe("string");
  }
  const buyer = await signIn((await createOrder()).userId);
  expect((await exportCsv({ from: "2026-03-02", to: "2026-03-03" }, buyer)).status).toBe(404);
});
