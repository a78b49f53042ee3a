import { z } from "zod";
import { OPERATOR_TARGETS, ORDER_STATUSES } from "@/lib/orders/order-status";
import { dollarsAsCents, firstQueryValue, listQueryFields, optionalText, singleLine } from "./shared";

// The operator console's orders: list filters, status changes and delivery links, one schema
// each, shared by the pages, the /api/admin routes and the tests.

/**
 * /admin/orders?q=&status=&page=: a search by e-mail, a status, a page number. A malformed
 * value falls back to "no filter" or page 1 rather than an error page, as a hand-edited URL should.
 */
export const orderListQuerySchema = z.object({
  ...listQueryFields,
  status: z.preprocess(firstQueryValue, z.enum(ORDER_STATUSES).optional().catch(undefined)),
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

/**
 * POST /api/admin/orders/{id}/refunds: an amount in cents (the form sends what the operator
 * typed, converted), a reason the buyer's e-mail and the timeline show, and the key the form made
 * when it opened: a double click or a retry with the same key refunds once.
 */
export const orderRefundSchema = z.object({
  amountCents: z
    .number({ message: "Enter the amount to refund" })
    .int("Enter whole cents")
    .min(1, "Enter an amount above zero")
    .max(100_000_00, "Enter an amount of at most $100,000"),
  reason: z.string().trim().min(1, "Say why the order is refunded").max(500, "Reason must be at most 500 characters"),
  key: z.uuid({ message: "Reload the page and try again" }),
});
export type OrderRefundInput = z.infer<typeof orderRefundSchema>;

/** The console's refund form: the amount as the operator types it, in dollars and cents. */
export const orderRefundFormSchema = z.object({
  amount: dollarsAsCents().refine((cents) => cents > 0, "Enter an amount above zero"),
  reason: orderRefundSchema.shape.reason,
});

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Give dates as YYYY-MM-DD")
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), "That date does not exist");

/** GET /api/admin/orders/export?from=&to=: whole UTC days, both included, at most 366 of them. */
export const orderExportQuerySchema = z
  .object({ from: isoDay, to: isoDay })
  .refine(({ from, to }) => from <= to, "The first day must not be after the last")
  .refine(({ from, to }) => Date.parse(to) - Date.parse(from) <= 365 * 86_400_000, "Export at most 366 days at a time");
export type OrderExportQuery = z.infer<typeof orderExportQuerySchema>;
