import { formatMoney } from "@/lib/utils/money";
import { ORDER_STATUS_LABELS, type OrderStatus } from "./order-status";

// An order's timeline: the payment, what Stripe said since, and every operator action from the
// audit log, oldest first. Built from rows that are never edited, so it is the true history.

/** The audit actions about orders, as stored in AuditEntry.action. */
export const ORDER_ACTIONS = {
  status: "order.status",
  fileAdded: "order.delivery.file_added",
  linkAdded: "order.delivery.link_added",
  itemRemoved: "order.delivery.item_removed",
  emailResent: "order.delivery.email_resent",
  refund: "order.refund",
} as const;

const STRIPE_EVENTS: Record<string, string> = {
  "payment_intent.succeeded": "Stripe confirmed the payment",
  "payment_intent.payment_failed": "Stripe reported a failed payment attempt",
  "payment_intent.canceled": "Stripe: the payment was cancelled",
  "charge.refunded": "Stripe: the charge was refunded",
  "charge.dispute.created": "Stripe: the buyer opened a dispute",
  "charge.dispute.closed": "Stripe: the dispute was closed",
};

export type TimelineEntry = { at: Date; by: string; text: string };

type Audit = { operatorEmail: string; action: string; detail: unknown; createdAt: Date };

function auditText({ action, detail }: Audit): string {
  const d = (detail ?? {}) as Record<string, unknown>;
  switch (action) {
    case ORDER_ACTIONS.status:
      return `Moved from ${ORDER_STATUS_LABELS[d.from as OrderStatus] ?? d.from} to ${ORDER_STATUS_LABELS[d.to as OrderStatus] ?? d.to}`;
    case ORDER_ACTIONS.fileAdded:
      return `Uploaded ${String(d.name)}`;
    case ORDER_ACTIONS.linkAdded:
      return `Added the link ${String(d.name)}`;
    case ORDER_ACTIONS.itemRemoved:
      return `Removed ${String(d.name)}`;
    case ORDER_ACTIONS.emailResent:
      if (d.queued) return "Queued the delivery e-mail to the buyer again (no mail server yet: it is in the outbox)";
      return d.sent ? "Sent the delivery e-mail to the buyer again" : "Tried to send the delivery e-mail again; the mail server refused it";
    case ORDER_ACTIONS.refund:
      return `Refunded ${formatMoney(Number(d.amountCents), String(d.currency ?? "usd"))}${d.mode === "demo" ? " (demo mode)" : ""}: ${String(d.reason)}`;
    default:
      return action;
  }
}

export function orderTimeline(paidAt: Date, events: { type: string; receivedAt: Date }[], audit: Audit[]): TimelineEntry[] {
  return [
    { at: paidAt, by: "Buyer", text: "Paid; the order was created" },
    ...events.map((e) => ({ at: e.receivedAt, by: "Stripe", text: STRIPE_EVENTS[e.type] ?? e.type })),
    ...audit.map((a) => ({ at: a.createdAt, by: a.operatorEmail, text: auditText(a) })),
  ].sort((a, b) => a.at.getTime() - b.at.getTime());
}
