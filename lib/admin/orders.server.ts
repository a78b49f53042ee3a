import "server-only";
import type { Prisma } from "@/lib/db/generated/client";
import { prisma } from "@/lib/db/client.server";
import { NotFoundError } from "@/lib/api/errors";
import { findProductByUuid } from "@/lib/catalog/catalog";
import type { OrderListQuery } from "@/lib/validation/order";
import { auditTrail } from "./audit.server";
import { deliveryWindow, orderStatus, type OrderStatus } from "@/lib/orders/order-status";
import { orderTimeline } from "@/lib/orders/order-timeline";

// What the operator reads about orders (issue 23): the list and one order's page. Every
// purchase is an order; its status is derived (./order-status.ts), so the filter below
// translates a shown status back to the two columns it comes from.

export const ORDERS_PER_PAGE = 25;

function statusWhere(status: OrderStatus): Prisma.PurchaseWhereInput {
  if (status === "refunded" || status === "disputed" || status === "revoked") return { status };
  return { status: "active", fulfilment: status };
}

const productName = (productUuid: string, isCourseVariant: boolean) =>
  `${findProductByUuid(productUuid)?.name ?? "Unknown product"}${isCourseVariant ? " (course only)" : ""}`;

/** /admin/orders: newest first, searched by the buyer's e-mail, filtered by status, a page at a time. */
export async function listOrders(query: OrderListQuery, now = new Date()) {
  const where: Prisma.PurchaseWhereInput = {
    ...(query.q && { user: { email: { contains: query.q.toLowerCase(), mode: "insensitive" } } }),
    ...(query.status && statusWhere(query.status)),
  };
  const [total, rows] = await Promise.all([
    prisma().purchase.count({ where }),
    prisma().purchase.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (query.page - 1) * ORDERS_PER_PAGE,
      take: ORDERS_PER_PAGE,
      select: {
        id: true,
        createdAt: true,
        amountCents: true,
        discountCents: true,
        currency: true,
        productUuid: true,
        isCourseVariant: true,
        status: true,
        fulfilment: true,
        user: { select: { email: true } },
      },
    }),
  ]);
  const orders = rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt,
    email: row.user.email,
    product: productName(row.productUuid, row.isCourseVariant),
    amountCents: row.amountCents,
    discountCents: row.discountCents,
    currency: row.currency,
    status: orderStatus(row),
    window: deliveryWindow(row, now),
  }));
  return { orders, total, page: query.page, pages: Math.max(1, Math.ceil(total / ORDERS_PER_PAGE)) };
}

export type OrderListItem = Awaited<ReturnType<typeof listOrders>>["orders"][number];

/** /admin/orders/{id}: the buyer, product, payment, the buyer's characters, the delivery and the timeline. */
export async function orderDetail(orderId: string, now = new Date()) {
  const order = await prisma().purchase.findUnique({
    where: { id: orderId },
    include: {
      user: { select: { id: true, email: true, createdAt: true, passwordHash: true } },
      discountCode: { select: { code: true } },
      deliveryItems: { orderBy: { createdAt: "asc" } },
      refunds: {
        where: { status: { in: ["pending", "succeeded"] } },
        orderBy: { createdAt: "asc" },
        select: { id: true, amountCents: true, reason: true, status: true, createdAt: true },
      },
    },
  });
  if (!order) throw new NotFoundError();
  const [revocation, events, characters, audit] = await Promise.all([
    prisma().paymentRevocation.findUnique({ where: { paymentIntentId: order.paymentIntentId } }),
    prisma().paymentEvent.findMany({ where: { paymentIntentId: order.paymentIntentId }, orderBy: { receivedAt: "asc" } }),
    prisma().character.findMany({
      where: { userId: order.userId },
      orderBy: { createdAt: "asc" },
      select: { id: true, name: true, createdAt: true, purchaseId: true },
    }),
    auditTrail({ type: "order", id: order.id }),
  ]);
  const product = findProductByUuid(order.productUuid);
  return {
    id: order.id,
    createdAt: order.createdAt,
    status: orderStatus(order),
    window: deliveryWindow(order, now),
    buyer: { id: order.user.id, email: order.user.email, since: order.user.createdAt, hasPassword: order.user.passwordHash !== null },
    product: {
      name: productName(order.productUuid, order.isCourseVariant),
      uuid: order.productUuid,
      variant: order.isCourseVariant ? "Course only (DIY)" : "AI-assisted",
    },
    isServiceOrder: product?.deliveryBusinessDays !== undefined && !order.isCourseVariant,
    payment: {
      amountCents: order.amountCents,
      currency: order.currency,
      // The code the server priced the order with (decision 209), and what it took off.
      discount: order.discountCents > 0 ? { cents: order.discountCents, code: order.discountCode?.code ?? null } : null,
      paymentIntentId: order.paymentIntentId,
      refundedAt: revocation?.refundedAt ?? null,
      refundedCents: order.refundedCents,
      // What the console may still refund: refunds being made count as made.
      refundableCents: Math.max(0, order.amountCents - order.refunds.reduce((sum, r) => sum + r.amountCents, 0)),
      refunds: order.refunds,
      disputedAt: revocation?.disputedAt ?? null,
      disputeWonAt: revocation?.disputeWonAt ?? null,
    },
    characters: characters.map((c) => ({ id: c.id, name: c.name, createdAt: c.createdAt, fromThisOrder: c.purchaseId === order.id })),
    delivery: {
      message: order.deliveryMessage,
      deliveredAt: order.deliveredAt,
      // Null for a delivered order: the buyer was not told (SMTP refused); the page offers a resend.
      emailSentAt: order.deliveryEmailSentAt,
      items: order.deliveryItems.map((i) => ({ id: i.id, kind: i.kind as "file" | "link", name: i.name, url: i.url, size: i.size, createdAt: i.createdAt })),
    },
    timeline: orderTimeline(order.createdAt, events, audit),
  };
}

export type OrderDetail = Awaited<ReturnType<typeof orderDetail>>;
