import Link from "next/link";
import type { OrderListItem } from "@/lib/admin/orders.server";
import { formatDate, formatDateTime, formatMoney } from "@/lib/utils/money";
import { ConsoleTable, type ConsoleColumn } from "./console-table";
import { OrderStatusBadge, OverdueBadge } from "./order-status-badge";

const columns: ConsoleColumn<OrderListItem>[] = [
  {
    header: "Ordered",
    className: "whitespace-nowrap",
    cell: (o) => (
      <Link href={`/admin/orders/${o.id}`} className="font-medium underline-offset-2 hover:underline">
        {formatDateTime(o.createdAt)}
      </Link>
    ),
  },
  { header: "Buyer", className: "break-all", cell: (o) => o.email },
  { header: "Product", cell: (o) => o.product },
  {
    header: "Amount",
    numeric: true,
    cell: (o) => (
      <>
        {formatMoney(o.amountCents, o.currency)}
        {o.discountCents > 0 && <span className="block text-xs text-muted-foreground">{formatMoney(o.discountCents, o.currency)} discount</span>}
      </>
    ),
  },
  { header: "Status", cell: (o) => <OrderStatusBadge status={o.status} /> },
  {
    header: "Due",
    className: "whitespace-nowrap",
    cell: (o) =>
      o.window ? (
        <span className="flex items-center gap-2">
          {formatDate(o.window.dueAt)}
          {o.window.overdue && <OverdueBadge />}
        </span>
      ) : (
        <span className="text-muted-foreground">No delivery</span>
      ),
  },
];

/** The orders list: one row an order, its delivery due date and an overdue flag past it. */
export function OrdersTable({ orders }: { orders: OrderListItem[] }) {
  return (
    <ConsoleTable
      rows={orders}
      columns={columns}
      rowKey={(o) => o.id}
      empty="No orders match."
      rowProps={(o) => ({ "data-testid": "order-row", "data-overdue": o.window?.overdue ? "true" : undefined })}
    />
  );
}
