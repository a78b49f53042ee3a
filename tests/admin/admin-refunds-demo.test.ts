import { randomUUID } from "node:crypto";
import { POST as refundRoute } from "@/app/api/admin/orders/[id]/refunds/route";
import { GET as getPurchase } from "@/app/api/user/purchase/route";
import { prisma } from "@/lib/db/client.server";
import { orderDetail } from "@/lib/admin/orders.server";
import { revenueOverview } from "@/lib/admin/revenue.server";
import { call, signIn } from "../helpers/http";
import { withTestDatabase } from "../helpers/db";
import { createOperator } from "../helpers/factories";
import { createOrder } from "../helpers/orders";

// Issue 33, item 1, in demo mode (no Stripe key): the same form refunds in the app's own ledger,
// ends access on the same revoke path once the order is fully refunded, and the revenue counts
// each refund on the day it was made.
withTestDatabase();

let session: string;
beforeAll(async () => {
  session = await signIn((await createOperator()).id);
});

const refund = (id: string, amountCents: number, key = randomUUID()) =>
  call(refundRoute, { params: { id }, body: { amountCents, reason: "Changed their mind", key }, session });

it("a partial then a full refund: access ends once, and the revenue nets both", async () => {
  const order = await createOrder({ createdAt: new Date(Date.now() - 60_000) });
  const buyer = await signIn(order.userId);
  const hasPurchase = async () => (await call(getPurchase, { session: buyer })).body.hasPurchase as boolean;
  const before = await revenueOverview(1);

  expect(await refund(order.id, 999)).toMatchObject({ status: 200, body: { refundedCents: 999, leftCents: 3000, fullyRefunded: false } });
  expect(await hasPurchase()).toBe(true);
  const partial = await revenueOverview(1);
  expect(partial.netCents).toBe(before.netCents - 999);

  const key = randomUUID();
  expect(await refund(order.id, 3000, key)).toMatchObject({ status: 200, body: { refundedCents: 3999, fullyRefunded: true, replayed: false } });
  expect(await refund(order.id, 3000, key)).toMatchObject({ status: 200, body: { replayed: true } });
  expect(await hasPurchase()).toBe(false);
  const after = await prisma().purchase.findUniqueOrThrow({ where: { id: order.id } });
  expect(after).toMatchObject({ status: "refunded", refundedCents: 3999 });
  expect(await prisma().paymentRevocation.count({ where: { paymentIntentId: order.paymentIntentId } })).toBe(1);

  const full = await revenueOverview(1);
  expect(full.netCents).toBe(before.netCents - 3999);
  // One order refunded twice counts as one refunded order.
  expect(full.counts.refunds).toBe(before.counts.refunds + 1);
  const { timeline } = await orderDetail(order.id);
  expect(timeline.map((e) => e.text)).toEqual(
    expect.arrayContaining(["Refunded $9.99 (demo mode): Changed their mind", "Refunded $30.00 (demo mode): Changed their mind"]),
  );
  expect(await refund(order.id, 1)).toMatchObject({ status: 409, body: { message: "This order is already fully refunded." } });
});
