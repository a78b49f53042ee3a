import "server-only";
import { prisma } from "@/lib/db/client.server";
import { NotFoundError } from "@/lib/api/errors";
import { findProductByUuid } from "@/lib/catalog/catalog";
import { deliveryWindow, orderStatus } from "@/lib/orders/order-status";
import { deliveryFileResponse, deliveryZipResponse } from "@/lib/orders/delivery-download.server";
import { PURCHASE_IN_FORCE } from "@/lib/policy/purchase-access";

// The buyer's "Your delivery" (issue 23): each done-for-you order with its promised window, and
// once the operator marks it delivered, its files, links and message. A refund or an open
// dispute ends access to it, as it ends access to everything else the payment gave.

export async function buyerDeliveries(userId: string, now = new Date()) {
  const orders = await prisma().purchase.findMany({
    where: { userId, ...PURCHASE_IN_FORCE, isCourseVariant: false },
    orderBy: { createdAt: "desc" },
    include: { deliveryItems: { orderBy: { createdAt: "asc" } } },
  });
  return orders.flatMap((order) => {
    const window = deliveryWindow(order, now);
    if (!window) return [];
    const delivered = orderStatus(order) === "delivered";
    return [
      {
        id: order.id,
        productName: findProductByUuid(order.productUuid)?.name ?? "Your order",
        orderedAt: order.createdAt,
        status: orderStatus(order),
        window: { days: window.days, dueAt: window.dueAt },
        delivery: delivered
          ? {
              deliveredAt: order.deliveredAt,
              message: order.deliveryMessage,
              zipHref: `/api/user/orders/${order.id}/delivery`,
              items: order.deliveryItems.map((i) => ({
                id: i.id,
                kind: i.kind as "file" | "link",
                name: i.name,
                size: i.size,
                href: i.kind === "file" ? `/api/user/orders/${order.id}/delivery/${i.id}` : i.url!,
              })),
            }
          : null,
      },
    ];
  });
}

export type BuyerDelivery = Awaited<ReturnType<typeof buyerDeliveries>>[number];

// The order, if it is this buyer's and delivered; anything else answers like a missing one.
async function deliveredOrderOf(userId: string, orderId: string) {
  const order = await prisma().purchase.findFirst({ where: { id: orderId, userId, ...PURCHASE_IN_FORCE, fulfilment: "delivered" }, select: { id: true } });
  if (!order) throw new NotFoundError();
}

export async function downloadDeliveredFile(userId: string, orderId: string, itemId: string) {
  await deliveredOrderOf(userId, orderId);
  return deliveryFileResponse(orderId, itemId);
}

export async function downloadDeliveryZip(userId: string, orderId: string) {
  await deliveredOrderOf(userId, orderId);
  return deliveryZipResponse(orderId, "Your delivery");
}
