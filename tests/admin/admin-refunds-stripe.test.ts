import { randomUUID } from "node:crypto";
import { POST as webhook } from "@/app/api/stripe/webhook/route";
import { POST as refundRoute } from "@/app/api/admin/orders/[id]/refunds/route";
import { GET as getPurchase } from "@/app/api/user/purchase/route";
import { prisma } from "@/lib/db/client.server";
import { AI_ASSISTED_PRODUCT_UUID } from "@/lib/catalog/catalog";
import { ORDER_ACTIONS } from "@/lib/orders/order-timeline";
import { orderDetail } from "@/lib/admin/orders.server";
import { signedEvent } from "../stand-ins/stripe";
import { call, signIn } from "../helpers/http";
import { WEBHOOK_SECRET, withStripeStandIn } from "../helpers/stripe-env";
import { withTestDatabase } from "../helpers/db";
import { createOperator, uniqueEmail } from "../helpers/factories";

// Issue 33, item 1, with Stripe: the console's refunds go to Stripe's refunds.create with an
// idempotency key, the charge.refunded webhook stays the one revocation path, and a refund made
// in Stripe's Dashboard shows on the order too. Against the Stripe stand-in's real shapes.
const stripe = withStripeStandIn();
withTestDatabase();

let session: string;
let operator: { id: string; email: string };
beforeAll(async () => {
  operator = await createOperator();
  session = await signIn(operator.id);
});

function deliver(type: string, object: object, id?: string) {
  const { payload, header } = signedEvent(type, object, WEBHOOK_SECRET, { id });
  return call(webhook, { rawBody: payload, headers: { "stripe-signature": header, "content-type": "application/json" } });
}

async function fulfilledOrder() {
  const created = stripe().createIntent({ amount: "3999", currency: "usd", metadata: { productUuid: AI_ASSISTED_PRODUCT_UUID, email: uniqueEmail() } });
  const intent = stripe().succeed(created.id);
  await deliver("payment_intent.succeeded", intent);
  const order = await prisma().purchase.findUniqueOrThrow({ where: { paymentIntentId: intent.id } });
  const buyer = await signIn(order.userId);
  const hasPurchase = async () => (await call(getPurchase, { session: buyer })).body.hasPurchase as boolean;
  return { order, intent, hasPurchase };
}

const refund = (id: string, amountCents: number, key = randomUUID(), as = session) =>
  call(refundRoute, { params: { id }, body: { amountCents, reason: "Asked within the 30 days", key }, session: as });
const stripeRefundsOf = (paymentIntentId: string) => stripe().refunds.filter((r) => r.payment_intent === paymentIntentId);

it("a partial then a full refund: Stripe is asked once per click, and the webhook revokes access once", async () => {
  const { order, intent, hasPurchase } = await fulfilledOrder();
  const key = randomUUID();
  const partial = await refund(order.id, 1000, key);
  expect(partial).toMatchObject({ status: 200, body: { amountCents: 1000, refundedCents: 1000, leftCents: 2999, fullyRefunded: false, replayed: false } });
  // The same form sent again (a double click, a retry): the same answer, no second refund.
  expect(await refund(order.id, 1000, key)).toMatchObject({ status: 200, body: { refundId: partial.body.refundId, replayed: true } });
  expect(stripeRefundsOf(intent.id)).toEqual([
    expect.objectContaining({ amount: 1000, reason: "requested_by_customer", metadata: { orderId: order.id, refundId: partial.body.refundId } }),
  ]);
  // Stripe's webhook for that partial refund adds nothing the order does not know, and keeps access.
  expect((await deliver("charge.refunded", stripe().chargeOf(intent.id))).body).toMatchObject({ revoked: false });
  expect(await prisma().refund.count({ where: { purchaseId: order.id } })).toBe(1);
  expect(await hasPurchase()).toBe(true);

  // More than is left is refused and asks Stripe nothing.
  expect(await refund(order.id, 3000)).toEqual(
    expect.objectContaining({ status: 409, body: { message: "You can refund at most $29.99 of this order ($39.99 paid)." } }),
  );
  expect(stripeRefundsOf(intent.id)).toHaveLength(1);

  expect(await refund(order.id, 2999)).toMatchObject({ status: 200, body: { refundedCents: 3999, leftCents: 0, fullyRefunded: true } });
  // Access ends on the webhook, the one revocation path; a replayed event changes nothing.
  const full = signedEvent("charge.refunded", stripe().chargeOf(intent.id), WEBHOOK_SECRET);
  const again = () => call(webhook, { rawBody: full.payload, headers: { "stripe-signature": full.header, "content-type": "application/json" } });
  expect((await again()).body).toMatchObject({ duplicate: false, revoked: true });
  expect((await again()).body).toMatchObject({ duplicate: true, revoked: false });
  expect(await hasPurchase()).toBe(false);
  expect(await refund(order.id, 1)).toMatchObject({ status: 409, body: { message: "This order is already fully refunded." } });

  const after = await prisma().purchase.findUniqueOrThrow({ where: { id: order.id } });
  expect(after).toMatchObject({ status: "refunded", refundedCents: 3999 });
  const audit = await prisma().auditEntry.findMany({ where: { subjectId: order.id, action: ORDER_ACTIONS.refund }, orderBy: { createdAt: "asc" } });
  expect(audit.map((a) => [a.operatorEmail, a.detail])).toEqual([
    [operator.email, { amountCents: 1000, currency: "usd", reason: "Asked within the 30 days", mode: "stripe" }],
    [operator.email, { amountCents: 2999, currency: "usd", reason: "Asked within the 30 days", mode: "stripe" }],
  ]);
  const { timeline, payment } = await orderDetail(order.id);
  expect(timeline.map((e) => e.text)).toEqual(
    expect.arrayContaining(["Refunded $10.00: Asked within the 30 days", "Refunded $29.99: Asked within the 30 days"]),
  );
  expect(payment).toMatchObject({ refundedCents: 3999, refundableCents: 0 });
  const buyer = await prisma().user.findUniqueOrThrow({ where: { id: order.userId } });
  const mails = await prisma().outboxEmail.findMany({ where: { to: buyer.email, kind: "refund" }, orderBy: { createdAt: "asc" } });
  expect(mails.map((m) => m.subject)).toEqual(["Your refund of $10.00: Create AI Influencer", "Your refund of $29.99: Create AI Influencer"]);
  expect(mails[1]!.text).toContain("fully refunded");
});

it("ten concurrent sends of one form refund once; five different forms for the whole amount refund once", async () => {
  const { order, intent } = await fulfilledOrder();
  const key = randomUUID();
  const same = await Promise.all(Array.from({ length: 10 }, () => refund(order.id, 500, key)));
  expect(same.filter((r) => r.status === 200).every((r) => r.body.refundId === same.find((s) => s.status === 200)!.body.refundId)).toBe(true);
  // Replays arriving while the first is still at Stripe are told so (409), never refunded again.
  expect(same.every((r) => r.status === 200 || (r.status === 409 && r.body.message === "This refund is being made. Reload the page in a moment."))).toBe(true);
  expect(stripeRefundsOf(intent.id)).toHaveLength(1);

  const forms = await Promise.all(Array.from({ length: 5 }, () => refund(order.id, 3499)));
  expect(forms.filter((r) => r.status === 200)).toHaveLength(1);
  expect(forms.filter((r) => r.status === 409)).toHaveLength(4);
  expect(stripeRefundsOf(intent.id).map((r) => r.amount)).toEqual([500, 3499]);
  expect((await prisma().purchase.findUniqueOrThrow({ where: { id: order.id } })).refundedCents).toBe(3999);
});

it("a refund made in Stripe's Dashboard becomes a row of the order", async () => {
  const { order, intent, hasPurchase } = await fulfilledOrder();
  await deliver("charge.refunded", stripe().refund(intent.id, 700));
  expect(await prisma().refund.findMany({ where: { purchaseId: order.id } })).toEqual([
    expect.objectContaining({ amountCents: 700, reason: "Refunded in Stripe's Dashboard", status: "succeeded", operatorId: null }),
  ]);
  expect((await orderDetail(order.id)).payment).toMatchObject({ refundedCents: 700, refundableCents: 3299 });
  expect(await hasPurchase()).toBe(true);
});

it("bad input is a 400 that changes nothing; a buyer cannot refund; an unknown order is a 404", async () => {
  const { order, intent } = await fulfilledOrder();
  for (const body of [
    { amountCents: 0, reason: "x", key: randomUUID() },
    { amountCents: 10.5, reason: "x", key: randomUUID() },
    { amountCents: 100, reason: " ", key: randomUUID() },
    { amountCents: 100, reason: "x", key: "1" },
  ]) {
    const answer = await call(refundRoute, { params: { id: order.id }, body, session });
    expect(answer.status).toBe(400);
    expect(typeof answer.body.message).toBe("string");
  }
  const buyer = await signIn(order.userId);
  expect((await refund(order.id, 100, randomUUID(), buyer)).status).toBe(404);
  expect((await refund(randomUUID(), 100)).status).toBe(404);
  expect(stripeRefundsOf(intent.id)).toHaveLength(0);
  expect(await prisma().refund.count({ where: { purchaseId: order.id } })).toBe(0);
});
