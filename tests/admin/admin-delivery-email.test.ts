import { POST as changeStatus } from "@/app/api/admin/orders/[id]/status/route";
import { POST as resend } from "@/app/api/admin/orders/[id]/delivery-email/route";
import { prisma } from "@/lib/db/client.server";
import { orderDetail } from "@/lib/admin/orders.server";
import { RESEND_REFUSED } from "@/lib/admin/order-actions.server";
import { DELIVERY_EMAIL_CLAIM_MS } from "@/lib/admin/delivery-email.server";
import { ORDER_ACTIONS } from "@/lib/orders/order-timeline";
import { call, signIn } from "../helpers/http";
import { withSmtpSink } from "../helpers/smtp";
import { withTestDatabase } from "../helpers/db";
import { createBuyer, createOperator, createUser } from "../helpers/factories";
import { createOrder } from "../helpers/orders";

// Decision 161: a delivery e-mail the mail server refused is shown on the order as not sent, and
// the operator can send it again, once, with the attempt in the order's audit trail.
const sink = withSmtpSink();
withTestDatabase();

let operator: { id: string; email: string };
let session: string;
beforeAll(async () => {
  operator = await createOperator();
  session = await signIn(operator.id);
});
afterEach(() => {
  sink().setRefusing(false);
  jest.restoreAllMocks();
});

const resendFor = (id: string) => call(resend, { method: "POST", params: { id }, session });
const state = (id: string) =>
  prisma().purchase.findUniqueOrThrow({ where: { id }, select: { fulfilment: true, deliveryEmailSentAt: true, deliveryEmailClaimedAt: true } });
const auditOf = (id: string) => prisma().auditEntry.findMany({ where: { subjectType: "order", subjectId: id, action: ORDER_ACTIONS.emailResent } });
const mailsTo = (email: string) => sink().messages.filter((m) => m.to.includes(email));
const silenceErrors = () => jest.spyOn(console, "error").mockImplementation(() => {});

/** A service order with one link, in production or already delivered with its e-mail unsent. */
async function order(fulfilment: "in_production" | "delivered", data: Parameters<typeof createOrder>[0] = {}) {
  const buyer = await createUser();
  const created = await createOrder({ userId: buyer.id, fulfilment, ...(fulfilment === "delivered" && { deliveredAt: new Date() }), ...data });
  await prisma().deliveryItem.create({ data: { purchaseId: created.id, kind: "link", name: "All images", url: "https://drive.example.com/f/1" } });
  return { buyer, order: created };
}

it("SMTP refuses: the order is delivered but shown unsent; a refused resend is 503; the next one sends it and records the time", async () => {
  const logged = silenceErrors();
  const { buyer, order: o } = await order("in_production");
  sink().setRefusing(true);
  const delivered = await call(changeStatus, { params: { id: o.id }, body: { status: "delivered", message: "Ready!" }, session });
  expect(delivered).toMatchObject({ status: 200, body: { status: "delivered", changed: true, emailed: false } });
  expect(logged).toHaveBeenCalled();
  expect(await state(o.id)).toEqual({ fulfilment: "delivered", deliveryEmailSentAt: null, deliveryEmailClaimedAt: null });
  expect((await orderDetail(o.id)).delivery.emailSentAt).toBeNull();
  // The outbox kept it, unsent; the sink took nothing.
  expect(await prisma().outboxEmail.findMany({ where: { to: buyer.email, kind: "delivery-ready" }, select: { sentAt: true } })).toEqual([{ sentAt: null }]);
  expect(mailsTo(buyer.email)).toHaveLength(0);

  // Still refusing: the operator is told, and nothing is recorded as sent.
  expect(await resendFor(o.id)).toMatchObject({ status: 503, body: { message: RESEND_REFUSED } });
  expect(await state(o.id)).toMatchObject({ deliveryEmailSentAt: null, deliveryEmailClaimedAt: null });

  sink().setRefusing(false);
  const before = Date.now();
  const sent = await resendFor(o.id);
  expect(sent).toMatchObject({ status: 200, body: { emailed: true, sentAt: expect.any(String) } });
  const sentAt = (await state(o.id)).deliveryEmailSentAt!;
  expect(sentAt.getTime()).toBeGreaterThanOrEqual(before);
  expect(new Date(sent.body.sentAt as string)).toEqual(sentAt);
  const mail = await sink().waitFor(buyer.email);
  expect(mail.text).toContain("Ready!");

  const detail = await orderDetail(o.id);
  expect(detail.delivery.emailSentAt).toEqual(sentAt);
  expect(detail.timeline.filter((e) => e.by === operator.email).map((e) => e.text)).toEqual([
    "Moved from In production to Delivered",
    "Tried to send the delivery e-mail again; the mail server refused it",
    "Sent the delivery e-mail to the buyer again",
  ]);
  expect((await auditOf(o.id)).map((a) => a.detail)).toEqual([
    { sent: false, queued: false },
    { sent: true, queued: false },
  ]);

  // Sent already: another click answers when it went and sends nothing.
  expect(await resendFor(o.id)).toMatchObject({ status: 200, body: { emailed: false, sentAt: sent.body.sentAt } });
  expect(mailsTo(buyer.email)).toHaveLength(1);
  expect(await auditOf(o.id)).toHaveLength(2);
});

it("a delivery whose e-mail SMTP took records the time at once", async () => {
  const { buyer, order: o } = await order("in_production");
  const delivered = await call(changeStatus, { params: { id: o.id }, body: { status: "delivered" }, session });
  expect(delivered.body).toMatchObject({ changed: true, emailed: true });
  expect((await state(o.id)).deliveryEmailSentAt).toBeInstanceOf(Date);
  await sink().waitFor(buyer.email);
});

it("an order that is not delivered is a 409 and nothing changes", async () => {
  const inProduction = (await order("in_production")).order;
  const paid = await createOrder();
  const refunded = (await order("delivered", { status: "refunded" })).order;
  const courseOnly = await createOrder({ isCourseVariant: true, productUuid: "11111111-2222-4333-8444-555555555555" });
  const mails = await prisma().outboxEmail.count({ where: { kind: "delivery-ready" } });
  for (const o of [inProduction, paid, refunded, courseOnly]) {
    const before = await state(o.id);
    expect(await resendFor(o.id)).toMatchObject({ status: 409, body: { message: expect.stringMatching(/only a delivered order's e-mail can be sent/) } });
    expect(await state(o.id)).toEqual(before);
    expect(await auditOf(o.id)).toHaveLength(0);
  }
  expect(await resendFor(inProduction.id).then((r) => r.body.message)).toBe("This order is in production: only a delivered order's e-mail can be sent.");
  expect(await prisma().outboxEmail.count({ where: { kind: "delivery-ready" } })).toBe(mails);
});

it("concurrent resends send one e-mail", async () => {
  const { buyer, order: o } = await order("delivered");
  const answers = await Promise.all(Array.from({ length: 5 }, () => resendFor(o.id)));
  expect(answers.filter((a) => a.status === 200 && a.body.emailed)).toHaveLength(1);
  // The others either saw it sent (200) or still being sent (409): none sent a second one.
  for (const a of answers.filter((a) => !a.body.emailed)) expect([200, 409]).toContain(a.status);
  await sink().waitFor(buyer.email);
  expect(await prisma().outboxEmail.count({ where: { to: buyer.email, kind: "delivery-ready" } })).toBe(1);
  expect(await auditOf(o.id)).toHaveLength(1);
  await new Promise((r) => setTimeout(r, 100));
  expect(mailsTo(buyer.email)).toHaveLength(1);
});

it("a send in progress is not doubled; one left by a crashed process lapses", async () => {
  const { buyer, order: o } = await order("delivered");
  await prisma().purchase.update({ where: { id: o.id }, data: { deliveryEmailClaimedAt: new Date() } });
  expect(await resendFor(o.id)).toMatchObject({ status: 409, body: { message: expect.stringContaining("being sent") } });
  expect(await prisma().outboxEmail.count({ where: { to: buyer.email } })).toBe(0);

  await prisma().purchase.update({ where: { id: o.id }, data: { deliveryEmailClaimedAt: new Date(Date.now() - DELIVERY_EMAIL_CLAIM_MS - 1000) } });
  expect(await resendFor(o.id)).toMatchObject({ status: 200, body: { emailed: true } });
  expect(await state(o.id)).toMatchObject({ deliveryEmailSentAt: expect.any(Date), deliveryEmailClaimedAt: null });
});

it("anyone but an operator gets 404, the same as for a missing order, and nothing is sent", async () => {
  const { buyer, order: o } = await order("delivered");
  const missing = await resendFor("8d7c0a5e-0000-4000-8000-000000000000");
  expect(missing.status).toBe(404);
  for (const as of [await signIn((await createBuyer()).id), await signIn(buyer.id), undefined]) {
    expect(await call(resend, { method: "POST", params: { id: o.id }, session: as })).toEqual(expect.objectContaining({ status: 404, body: missing.body }));
  }
  expect((await resendFor("not-a-uuid")).status).toBe(404);
  expect(await state(o.id)).toMatchObject({ deliveryEmailSentAt: null, deliveryEmailClaimedAt: null });
  expect(await prisma().outboxEmail.count({ where: { to: buyer.email } })).toBe(0);
});
