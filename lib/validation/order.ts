import { z } from "zod";
import { OPERATOR_TARGETS, ORDER_STATUSES } from "@/lib/admin/order-status";
import { optionalText, singleLine } from "./shared";

// The operator console's orders: list filters, status changes and delivery links, one schema
// each, shared by the pages, the /api/admin routes and the tests.

const firstValue = (value: unknown) => (Array.isArray(value) ? value[0] : value);

/**
 * /admin/orders?q=&status=&page=: a search by e-mail, a status, a page number. A malformed
 * value falls back to "no filter" or page 1 rather than an error page, as a hand-edited URL should.
 */
export const orderListQuerySchema = z.object({
  q: z.preprocess(firstValue, z.string().trim().max(254).catch("")).default(""),
  status: z.preprocess(firstValue, z.enum(ORDER_STATUSES).optional().catch(undefined)),
  page: z.preprocess(firstValue, z.coerce.number().int().min(1).max(10_000).catch(1)).default(1),
});
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

export const orderStatusChangeSchema = z.object({
  status: z.enum(OPERATOR_TARGETS, { message: "Choose in production or delivered" }),
  // The note the buyer reads with the delivery; only used when marking delivered.
  message: optionalText(4000).optional(),
});
export type OrderStatusChange = z.infer<typeof orderStatusChangeSchema>;

export const deliveryLinkSchema = z.object({
  label: singleLine().min(1, "Give the link a label").max(120, "Label must be at most 120 characters"),
  url: z.url({ protocol: /^https$/, message: "Enter an https:// link" }).max(2000, "Link must be at most 2000 characters"),
});
export type DeliveryLinkInput = z.infer<typeof deliveryLinkSchema>;

/** POST /api/admin/orders/{id}/files?name=: the uploaded file's name as the operator's computer had it. */
export const deliveryUploadQuerySchema = z.object({
  name: singleLine().min(1, "The file needs a name").max(255, "File name must be at most 255 characters"),
});

export const orderItemParams = z.object({ id: z.uuid(), itemId: z.uuid() });
