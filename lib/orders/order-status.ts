import { findProductByUuid } from "@/lib/catalog/catalog";

// An order's status and its rules, shared by the operator console, the buyer's dashboard and
// the server (decision 136). The payment's own status (refunded, disputed) comes first: the
// Stripe webhook moves it, and the order follows without a second write. Otherwise the
// operator's fulfilment decides: paid → in production → delivered.

export const ORDER_STATUSES = ["paid", "in_production", "delivered", "refunded", "disputed", "revoked"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The statuses an operator may move an order to; refunded and disputed come only from Stripe. */
export const OPERATOR_TARGETS = ["in_production", "delivered"] as const;
export type OperatorTarget = (typeof OPERATOR_TARGETS)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  paid: "Paid",
  in_production: "In production",
  delivered: "Delivered",
  refunded: "Refunded",
  disputed: "Disputed",
  revoked: "Access revoked",
};

type PurchaseState = { status: "active" | "refunded" | "disputed" | "revoked"; fulfilment: "paid" | "in_production" | "delivered" };

export function orderStatus(purchase: PurchaseState): OrderStatus {
  return purchase.status === "active" ? purchase.fulfilment : purchase.status;
}

// The one step each target may be reached from.
const FROM: Record<OperatorTarget, OrderStatus> = { in_production: "paid", delivered: "in_production" };

/**
 * Why an order in `current` cannot move to `target`, or null when it may. Moving to the status
 * it already has is allowed (a retried click), and changes nothing.
 */
export function transitionRefusal(current: OrderStatus, target: OperatorTarget): string | null {
  if (current === target) return null;
  if (current === "refunded" || current === "disputed" || current === "revoked")
    return `This order is ${ORDER_STATUS_LABELS[current].toLowerCase()}: it can't be moved to ${ORDER_STATUS_LABELS[target].toLowerCase()}.`;
  if (FROM[target] !== current)
    return `An order that is ${ORDER_STATUS_LABELS[current].toLowerCase()} can't be moved to ${ORDER_STATUS_LABELS[target].toLowerCase()}.`;
  return null;
}

/** Files and links may be added or removed while the order is in production, and only then. */
export function deliveryEditRefusal(current: OrderStatus): string | null {
  if (current === "in_production") return null;
  if (current === "paid") return "Move the order to in production before adding its delivery.";
  return `This order is ${ORDER_STATUS_LABELS[current].toLowerCase()}: its delivery can't be changed.`;
}

/** The business days a service order's delivery is promised in, or null for a product without one. */
export function deliveryWindowDays(productUuid: string, isCourseVariant: boolean): number | null {
  if (isCourseVariant) return null;
  return findProductByUuid(productUuid)?.deliveryBusinessDays ?? null;
}

/** `days` business days (Monday to Friday, in UTC) after `from`, at the same time of day. */
export function addBusinessDays(from: Date, days: number): Date {
  const due = new Date(from);
  let left = days;
  while (left > 0) {
    due.setUTCDate(due.getUTCDate() + 1);
    const weekday = due.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left--;
  }
  return due;
}

export type DeliveryWindow = { days: number; dueAt: Date; overdue: boolean };

/** A service order's promised delivery: its due time, and whether it is past it and still open. */
export function deliveryWindow(
  order: PurchaseState & { productUuid: string; isCourseVariant: boolean; createdAt: Date },
  now = new Date(),
): DeliveryWindow | null {
  const days = deliveryWindowDays(order.productUuid, order.isCourseVariant);
  if (days === null) return null;
  const dueAt = addBusinessDays(order.createdAt, days);
  const open = orderStatus(order) === "paid" || orderStatus(order) === "in_production";
  return { days, dueAt, overdue: open && now.getTime() > dueAt.getTime() };
}
