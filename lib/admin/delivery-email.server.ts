import "server-only";
import { prisma } from "@/lib/db/client.server";
import { appUrl } from "@/lib/env";
import { sendEmail } from "@/lib/email/transport.server";
import { deliveryReadyEmail } from "@/lib/email/templates/delivery-ready";
import { findProductByUuid } from "@/lib/catalog/catalog";
import { PURCHASE_IN_FORCE } from "@/lib/policy/purchase-access";

/**
 * How long a claimed send may run before another request may take it over. Longer than a
 * nodemailer send can hang (its socket timeout is 10 minutes), so a slow send is never doubled;
 * a claim left by a crashed process lapses after it.
 */
export const DELIVERY_EMAIL_CLAIM_MS = 15 * 60_000;

/** sent: accepted now; failed: SMTP refused it; not-claimed: already sent, being sent, or not a delivered order. */
export type DeliveryEmailOutcome = "sent" | "failed" | "not-claimed";

/**
 * Tells the buyer their delivery is ready, at most once per order: the request that sets the
 * claim on a delivered, active order whose e-mail is not yet sent is the only one that sends
 * (the conditional update is the lock, like receiptSentAt in lib/payments/fulfil.server.ts).
 * deliveryEmailSentAt is written only after SMTP, or with no SMTP_URL the outbox, took the
 * message (decision 161); a refusal releases the claim so the operator can send it again.
 */
export async function sendDeliveryEmailOnce(orderId: string): Promise<DeliveryEmailOutcome> {
  const claimedAt = new Date();
  const { count } = await prisma().purchase.updateMany({
    where: {
      id: orderId,
      ...PURCHASE_IN_FORCE,
      fulfilment: "delivered",
      deliveryEmailSentAt: null,
      OR: [{ deliveryEmailClaimedAt: null }, { deliveryEmailClaimedAt: { lt: new Date(claimedAt.getTime() - DELIVERY_EMAIL_CLAIM_MS) } }],
    },
    data: { deliveryEmailClaimedAt: claimedAt },
  });
  if (count === 0) return "not-claimed";
  if (await composeAndSend(orderId)) {
    await prisma().purchase.update({ where: { id: orderId }, data: { deliveryEmailSentAt: new Date(), deliveryEmailClaimedAt: null } });
    return "sent";
  }
  // Only our own claim is released: if it lapsed and another request took it, that one owns it.
  await prisma().purchase.updateMany({ where: { id: orderId, deliveryEmailClaimedAt: claimedAt }, data: { deliveryEmailClaimedAt: null } });
  return "failed";
}

// The message is written to the outbox before SMTP is tried, so an outage leaves it recorded
// (unsent) rather than lost. True when SMTP (or, without SMTP_URL, the outbox alone) took it.
async function composeAndSend(orderId: string): Promise<boolean> {
  const order = await prisma().purchase.findUniqueOrThrow({
    where: { id: orderId },
    select: { productUuid: true, deliveryMessage: true, user: { select: { email: true } }, deliveryItems: { select: { kind: true } } },
  });
  const files = order.deliveryItems.filter((i) => i.kind === "file").length;
  try {
    await sendEmail(
      await deliveryReadyEmail({
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
