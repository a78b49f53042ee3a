import { randomBytes, randomUUID } from "node:crypto";
import { prisma } from "@/lib/db/client.server";
import { AI_ASSISTED_PRODUCT_UUID } from "@/lib/catalog/catalog";
import { storeDeliveryFile } from "@/lib/orders/delivery-files.server";
import type { Prisma } from "@/lib/db/generated/client";
import { createUser } from "./factories";

// Orders in a given state for the operator console's tests, written straight to the database.

export async function createOrder(data: Partial<Prisma.PurchaseUncheckedCreateInput> & { userId?: string } = {}) {
  const userId = data.userId ?? (await createUser()).id;
  return prisma().purchase.create({
    data: {
      productUuid: AI_ASSISTED_PRODUCT_UUID,
      paymentIntentId: `pi_${randomBytes(8).toString("hex")}`,
      amountCents: 3999,
      currency: "usd",
      ...data,
      userId,
    },
  });
}

export const bytesStream = (bytes: Uint8Array) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });

/** A stored delivery file on an order, as an upload would leave it. */
export async function addStoredFile(orderId: string, name = "look-1.png", bytes = new Uint8Array(Buffer.from("png bytes"))) {
  const id = randomUUID();
  const size = await storeDeliveryFile(orderId, id, bytesStream(bytes), 1024 * 1024);
  return prisma().deliveryItem.create({ data: { id, purchaseId: orderId, kind: "file", name, contentType: "image/png", size } });
}

/** A buyer's order that the operator has delivered, with one file; returns the route params. */
export async function deliveredOrderOf(userId: string) {
  const order = await createOrder({ userId, fulfilment: "delivered", deliveredAt: new Date(), deliveryMessage: "Enjoy!" });
  const file = await addStoredFile(order.id);
  return { id: order.id, itemId: file.id };
}
