import "server-only";
import { randomUUID } from "node:crypto";
import { ConflictError, HttpError, NotFoundError } from "@/lib/api/errors";
import type { DeliveryLinkInput } from "@/lib/validation/order";
import { uploadStream } from "@/lib/media/upload-body.server";
import { recordAudit } from "./audit.server";
import { deleteDeliveryFile, DELIVERY_FILE_TOO_LARGE, storeDeliveryFile } from "@/lib/orders/delivery-files.server";
import { deliveryContentType, MAX_DELIVERY_FILE_BYTES, MAX_DELIVERY_ITEMS } from "@/lib/orders/delivery-rules";
import { sanitizeFileName } from "@/lib/utils/file-name";
import { withOrderLocked, type OrderState } from "./order-actions.server";
import { deliveryEditRefusal } from "@/lib/orders/order-status";
import { ORDER_ACTIONS } from "@/lib/orders/order-timeline";
import type { Operator } from "@/lib/auth/roles";

// The operator's side of a delivery (decision 137): files streamed into the media store, links,
// and removing either while the order is in production. Each change is audited on the order.

export const FILE_TYPE_REFUSED = "Only images, videos, audio, PDF, ZIP and text files can be delivered.";
const TOO_MANY = `An order holds at most ${MAX_DELIVERY_ITEMS} files and links; put the rest in a ZIP or a link.`;

function assertEditable(order: OrderState, adding: boolean) {
  const refusal = deliveryEditRefusal(order.current);
  if (refusal) throw new ConflictError(refusal);
  if (adding && order._count.deliveryItems >= MAX_DELIVERY_ITEMS) throw new ConflictError(TOO_MANY);
}

/**
 * An uploaded file: name sanitized, type from the allow-list, size capped while it streams.
 * The order is checked before a byte is stored and again, under its lock, before the row is
 * written, so a file never lands on an order that moved on meanwhile.
 */
export async function addDeliveryFile(operator: Operator, orderId: string, rawName: string, request: Request) {
  const name = sanitizeFileName(rawName);
  const contentType = deliveryContentType(name);
  if (!contentType) throw new HttpError(415, FILE_TYPE_REFUSED);
  // A declared length over the cap is refused here, before a byte is read.
  const upload = uploadStream(request, { maxBytes: MAX_DELIVERY_FILE_BYTES, tooLarge: DELIVERY_FILE_TOO_LARGE });
  await withOrderLocked(orderId, async (_tx, order) => assertEditable(order, true));
  const fileId = randomUUID();
  const size = await storeDeliveryFile(orderId, fileId, upload.stream, MAX_DELIVERY_FILE_BYTES, contentType);
  try {
    return await withOrderLocked(orderId, async (tx, order) => {
      assertEditable(order, true);
      const item = await tx.deliveryItem.create({ data: { id: fileId, purchaseId: order.id, kind: "file", name, contentType, size } });
      await recordAudit(tx, operator, ORDER_ACTIONS.fileAdded, { type: "order", id: order.id }, { itemId: item.id, name, size });
      return { id: item.id, kind: "file" as const, name, size };
    });
  } catch (error) {
    await deleteDeliveryFile(orderId, fileId);
    throw error;
  }
}

/** A link (a shared folder, a video host). The same URL twice is one link: a retry adds nothing. */
export async function addDeliveryLink(operator: Operator, orderId: string, link: DeliveryLinkInput) {
  return withOrderLocked(orderId, async (tx, order) => {
    const existing = await tx.deliveryItem.findFirst({ where: { purchaseId: order.id, kind: "link", url: link.url } });
    if (existing) return { id: existing.id, kind: "link" as const, name: existing.name, url: link.url };
    assertEditable(order, true);
    const item = await tx.deliveryItem.create({ data: { purchaseId: order.id, kind: "link", name: link.label, url: link.url } });
    await recordAudit(tx, operator, ORDER_ACTIONS.linkAdded, { type: "order", id: order.id }, { itemId: item.id, name: link.label, url: link.url });
    return { id: item.id, kind: "link" as const, name: item.name, url: link.url };
  });
}

export async function removeDeliveryItem(operator: Operator, orderId: string, itemId: string) {
  const removed = await withOrderLocked(orderId, async (tx, order) => {
    const item = await tx.deliveryItem.findFirst({ where: { id: itemId, purchaseId: order.id } });
    if (!item) throw new NotFoundError();
    assertEditable(order, false);
    await tx.deliveryItem.delete({ where: { id: item.id } });
    await recordAudit(tx, operator, ORDER_ACTIONS.itemRemoved, { type: "order", id: order.id }, { itemId: item.id, name: item.name });
    return item;
  });
  if (removed.kind === "file") await deleteDeliveryFile(orderId, removed.id);
  return { removed: true };
}
