import { POST as webhook } from "@/app/api/stripe/webhook/route";
import { POST as changeStatus } from "@/app/api/admin/orders/[id]/status/route";
import { prisma } from "@/lib/db/client.server";
import { AI_ASSISTED_PRODUCT_UUID } from "@/lib/catalog/catalog";
import { listOrders, orderDetail } from "@/lib/admin/orders.server";
import { ORDER_ACTIONS } from "@/lib/orders/order-timeline";
import { orderListQuerySchema } from "@/lib/validation/order";
import { signedEvent } from "../stand-ins/stripe";
import { call, signIn } from "../helpers/http";
import { WEBHOOK_SECRET, withStripeStandIn } from "../helpers/stripe-env";
import { withTestDatabase } from "../helpers/db";
import { createOperator, createUser, uniqueEmail } from "../helpers/factories";
import { createOrder } from "../helpers/orders";

// Issue 23, orders: the operator's status changes, their audit, the list, and the payment events
// from Stripe moving the order.
const stripe = withStripeStandIn();
withTestDatabase();

let operator: { id: string; email: string };
let session: string;
beforeAll(async () => {
  operator = await createOperator();
  session = await signIn(operator.id);
});

const move = (id: string, status: string, message?: string) => call(changeStatus, { params: { id }, body: { status, message }, session });
const auditOf = (id: string) => prisma().auditEntry.findMany({ where: { subjectType: "order", subjectId: id }, orderBy: { createdAt: "asc" } });

describe("status changes", () => {
  it("paid → in production is recorded once with the operator and the time; a retry changes nothing", async () => {
    const order = await createOrder();
    const before = Date.now();
    expect(await move(order.id, "in_production")).toMatchObject({ status: 200, body: { status: "in_production", changed: true } });
    expect(await move(order.id, "in_production")).toMatchObject({ status: 200, body: { status: "in_production", changed: false } });
    const audit = await auditOf(order.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      operatorId: operator.id,
      operatorEmail: operator.email,
      action: ORDER_ACTIONS.status,
      detail: { from: "paid", to: "in_production" },
    });
    expect(audit[0]!.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    // The timeline on the order's page shows it, after the payment.
    const { timeline } = await orderDetail(order.id);
    expect(timeline.map((e) => [e.by, e.text])).toEqual([
      ["Buyer", "Paid; the order was created"],
      [operator.email, "Moved from Paid to In production"],
    ]);
  });

  it("refuses moves the status forbids with 409 { message }, writing nothing", async () => {
    const paid = await createOrder();
    expect(await move(paid.id, "delivered")).toEqual(
      expect.objectContaining({ status: 409, body: { message: "An order that is paid can't be moved to delivered." } }),
    );
    const empty = await createOrder({ fulfilment: "in_production" });
    expect((await move(empty.id, "delivered")).body).toEqual({ message: "Add at least one file or link before marking the order delivered." });
    const refunded = await createOrder({ status: "refunded" });
    expect(await move(refunded.id, "in_production")).toMatchObject({
      status: 409,
      body: { message: "This order is refunded: it can't be moved to in production." },
    });
    const delivered = await createOrder({ fulfilment: "delivered" });
    expect((await move(delivered.id, "in_production")).status).toBe(409);
    const courseOnly = await createOrder({ isCourseVariant: true, productUuid: "11111111-2222-4333-8444-555555555555" });
    expect((await move(courseOnly.id, "in_production")).status).toBe(409);
    for (const { id } of [paid, empty, refunded, delivered, courseOnly]) expect(await auditOf(id)).toHaveLength(0);
  });

  it("bad input is a 400 and a missing order a 404", async () => {
    const order = await createOrder();
    expect((await move(order.id, "refunded")).status).toBe(400);
    expect((await move("8d7c0a5e-0000-4000-8000-000000000000", "in_production")).status).toBe(404);
    expect((await move("not-a-uuid", "in_production")).status).toBe(404);
  });

  it("two operators clicking at once move the order once", async () => {
    const order = await createOrder();
    const answers = await Promise.all([move(order.id, "in_production"), move(order.id, "in_production"), move(order.id, "in_production")]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers.filter((a) => a.body.changed)).toHaveLength(1);
    expect(await auditOf(order.id)).toHaveLength(1);
  });
});

describe("the Stripe webhook moves the order", () => {
  const deliver = (type: string, object: object) => {
    const { payload, header } = signedEvent(type, object, WEBHOOK_SECRET);
    return call(webhook, { rawBody: payload, headers: { "stripe-signature": header, "content-type": "application/json" } });
  };

  it("a refund makes an order in production refunded (shown in its timeline and payment), and it can no longer be delivered", async () => {
    const intent = stripe().succeed(
      stripe().createIntent({ amount: "3999", currency: "usd", metadata: { productUuid: AI_ASSISTED_PRODUCT_UUID, email: uniqueEmail() } }).id,
    );
    await deliver("payment_intent.succeeded", intent);
    const order = await prisma().purchase.findUniqueOrThrow({ where: { paymentIntentId: intent.id } });
    await move(order.id, "in_production");
    await deliver("charge.refunded", stripe().refund(intent.id));

    const detail = await orderDetail(order.id);
    expect(detail.status).toBe("refunded");
    expect(detail.payment.refundedAt).toBeInstanceOf(Date);
    expect(detail.timeline.map((e) => e.text)).toEqual(
      expect.arrayContaining(["Stripe confirmed the payment", "Moved from Paid to In production", "Stripe: the charge was refunded"]),
    );
    expect(await move(order.id, "delivered")).toMatchObject({ status: 409, body: { message: "This order is refunded: it can't be moved to delivered." } });
    const { orders } = await listOrders(orderListQuerySchema.parse({ status: "refunded" }));
    expect(orders.map((o) => o.id)).toContain(order.id);
  });

  it("a dispute makes the order disputed; a won dispute gives it back its place in production", async () => {
    const intent = stripe().succeed(
      stripe().createIntent({ amount: "3999", currency: "usd", metadata: { productUuid: AI_ASSISTED_PRODUCT_UUID, email: uniqueEmail() } }).id,
    );
    await deliver("payment_intent.succeeded", intent);
    const order = await prisma().purchase.findUniqueOrThrow({ where: { paymentIntentId: intent.id } });
    await move(order.id, "in_production");
    await deliver("charge.dispute.created", stripe().openDispute(intent.id));
    expect((await orderDetail(order.id)).status).toBe("disputed");
    expect((await move(order.id, "delivered")).status).toBe(409);
    await deliver("charge.dispute.closed", stripe().closeDispute(intent.id, "won"));
    const detail = await orderDetail(order.id);
    expect(detail.status).toBe("in_production");
    expect(detail.payment).toMatchObject({ disputedAt: expect.any(Date), disputeWonAt: expect.any(Date) });
  });
});

describe("the orders list", () => {
  it("is newest first, searched by e-mail, filtered by status, paginated, and flags orders past their delivery window", async () => {
    const buyer = await createUser({ email: uniqueEmail("findme") });
    const old = await createOrder({ userId: buyer.id, createdAt: new Date("2026-01-05T10:00:00Z") });
    const recent = await createOrder({ userId: buyer.id, fulfilment: "in_production" });
    const deliveredLate = await createOrder({ userId: buyer.id, fulfilment: "delivered", createdAt: new Date("2026-01-06T10:00:00Z") });
    const query = (q: object) => listOrders(orderListQuerySchema.parse(q));

    const found = await query({ q: buyer.email.slice(0, 14).toUpperCase() });
    expect(found.orders.map((o) => o.id)).toEqual([recent.id, deliveredLate.id, old.id]);
    expect(found.orders[2]).toMatchObject({ email: buyer.email, status: "paid", window: { days: 5, dueAt: new Date("2026-01-12T10:00:00Z"), overdue: true } });
    expect(found.orders[0]!.window?.overdue).toBe(false);
    // Delivered is never overdue, however late.
    expect(found.orders[1]!.window?.overdue).toBe(false);

    expect((await query({ q: buyer.email, status: "in_production" })).orders.map((o) => o.id)).toEqual([recent.id]);
    expect((await query({ q: buyer.email, status: "nonsense" })).total).toBe(3);

    for (let i = 0; i < 26; i++) await createOrder({ userId: buyer.id });
    const page1 = await query({ q: buyer.email });
    const page2 = await query({ q: buyer.email, page: "2" });
    expect(page1).toMatchObject({ total: 29, pages: 2, page: 1 });
    expect(page1.orders).toHaveLength(25);
    expect(page2.orders.map((o) => o.id).slice(-1)).toEqual([old.id]);
    expect(new Set([...page1.orders, ...page2.orders].map((o) => o.id)).size).toBe(29);
  });
});
