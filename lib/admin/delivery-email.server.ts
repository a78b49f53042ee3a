import "server-only";
import { prisma } from "@/lib/db/client.server";
import { appUrl } from "@/lib/env";
import { sendEmail } from "@/lib/email/transport.server";
import { deliveryReadyEmail } from "@/lib/email/templates/delivery-ready";
import { findProductByUuid } from "@/lib/payments/catalog";

/**
 * Tells the buyer their delivery is ready. The message is written to the outbox before SMTP is
 * tried, so an outage leaves it recorded (unsent) rather than lost; the delivery itself stands
 * either way, and the dashboard shows it. Returns whether SMTP (or the outbox alone) took it.
 */
export async function sendDeliveryEmail(orderId: string): Promise<boolean> {
  const order = await prisma().purchase.findUniqueOrThrow({
    where: { id: orderId },
    select: { productUuid: true, deliveryMessage: true, user: { select: { email: true } }, deliveryItems: { select: { kind: true } } },
  });
  const files = order.deliveryItems.filter((i) => i.kind === "file").length;
  try {
    await sendEmail(
      deliveryReadyEmail({
        to: order.user.email,
        productName: findProductByUuid(order.productUuid)?.name ?? "order",
        message: order.deliveryMessage,
        files,
        links: order.deliveryItems.length - files,
        dashboardUrl: new URL("/user/dashboard", appUrl()).toString(),
      }),
    );
    return true;
  } catch (error) {
    console.error("[email] delivery e-mail not sent", orderId, error);
    return false;
  }
}
