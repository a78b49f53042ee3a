import "server-only";
import type { Prisma } from "@/lib/db/generated/client";
import { prisma } from "@/lib/db/client.server";
import { ConflictError, NotFoundError, ServiceUnavailableError } from "@/lib/api/errors";
import { lockPayment } from "@/lib/accounts/access.server";
import type { OrderStatusChange } from "@/lib/validation/order";
import { recordAudit } from "./audit.server";
import { deliveryWindowDays, ORDER_STATUS_LABELS, orderStatus, transitionRefusal, type OrderStatus } from "@/lib/orders/order-status";
import { ORDER_ACTIONS } from "@/lib/orders/order-timeline";
import type { Operator } from "@/lib/auth/roles";
import { sendDeliveryEmailOnce } from "./delivery-email.server";
import { mailServerConfigured } from "@/lib/email/transport.server";

type Tx = Prisma.TransactionClient;

const ORDER_STATE = {
  id: true,
  userId: true,
  status: true,
  fulfilment: true,
  productUuid: true,
  isCourseVariant: true,
  createdAt: true,
  _count: { select: { deliveryItems: true } },
} as const;
export type OrderState = Prisma.PurchaseGetPayload<{ select: typeof ORDER_STATE }> & { current: OrderStatus };

/**
 * Runs `work` on an order under its payment's lock, the one the Stripe webhook takes to refund
 * or dispute (lib/accounts/access.server.ts): a refund and an operator's click cannot
 * interleave, so "delivered" is never written over a refund that committed a moment before.
 */
export async function withOrderLocked<T>(orderId: string, work: (tx: Tx, order: OrderState) => Promise<T>): Promise<T> {
  const found = await prisma().purchase.findUnique({ where: { id: orderId }, select: { paymentIntentId: true } });
  if (!found) throw new NotFoundError();
  return prisma().$transaction(async (tx) => {
    await lockPayment(tx, found.paymentIntentId);
    const order = await tx.purchase.findUniqueOrThrow({ where: { id: orderId }, select: ORDER_STATE });
    if (deliveryWindowDays(order.productUuid, order.isCourseVariant) === null) {
      throw new ConflictError("This order is for the course only: it has no done-for-you delivery.");
    }
    return work(tx, { ...order, current: orderStatus(order) });
  });
}

/**
 * An operator moves an order on: paid → in production → delivered. The same target again
 * changes nothing (a retried click); any other move is a 409 with the reason. Marking it
 * delivered needs at least one file or link, keeps the operator's message, and e-mails the buyer.
 */
export async function changeOrderStatus(operator: Operator, orderId: string, change: OrderStatusChange) {
  const result = await withOrderLocked(orderId, async (tx, order) => {
    const refusal = transitionRefusal(order.current, change.status);
    if (refusal) throw new ConflictError(refusal);
    if (order.current === change.status) return { status: order.current, changed: false, buyerId: order.userId };
    const delivering = change.status === "delivered";
    if (delivering && order._count.deliveryItems === 0) throw new ConflictError("Add at least one file or link before marking the order delivered.");
    await tx.purchase.update({
      where: { id: order.id },
      data: { fulfilment: change.status, ...(delivering && { deliveredAt: new Date(), deliveryMessage: change.message || null }) },
    });
    await recordAudit(tx, operator, ORDER_ACTIONS.status, { type: "order", id: order.id }, { from: order.current, to: change.status });
    return { status: change.status as OrderStatus, changed: true, buyerId: order.userId };
  });
  // After commit, once: only the request that made the change sends the e-mail.
  const emailed = result.changed && result.status === "delivered" && (await sendDeliveryEmailOnce(orderId)) === "sent";
  return { status: result.status, changed: result.changed, emailed };
}

export const RESEND_REFUSED = "The mail server did not take the e-mail, so it is still not sent. Please try again in a few minutes.";

/**
 * The operator sends the "delivery ready" e-mail again after SMTP refused it. Only for a
 * delivered order (409 otherwise); an e-mail already sent is not sent twice (a double click, two
 * operators): the answer then says when it went. Each attempt is in the order's audit trail.
 */
export async function resendDeliveryEmail(operator: Operator, orderId: string) {
  const outcome = await sendDeliveryEmailOnce(orderId);
  const order = await prisma().purchase.findUnique({ where: { id: orderId }, select: { status: true, fulfilment: true, deliveryEmailSentAt: true } });
  if (!order) throw new NotFoundError();
  if (outcome === "sent" || outcome === "failed") {
    await recordAudit(
      prisma(),
      operator,
      ORDER_ACTIONS.emailResent,
      { type: "order", id: orderId },
      {
        sent: outcome === "sent",
        // Without SMTP_URL "sent" means written to the outbox only (decision 342).
        queued: outcome === "sent" && !mailServerConfigured(),
      },
    );
  }
  if (outcome === "failed") throw new ServiceUnavailableError(RESEND_REFUSED);
  const current = orderStatus(order);
  if (outcome === "not-claimed" && current !== "delivered") {
    throw new ConflictError(`This order is ${ORDER_STATUS_LABELS[current].toLowerCase()}: only a delivered order's e-mail can be sent.`);
  }
  if (!order.deliveryEmailSentAt) throw new ConflictError("The e-mail is being sent by another request. Reload the page in a moment.");
  return { emailed: outcome === "sent", sentAt: order.deliveryEmailSentAt };
}
