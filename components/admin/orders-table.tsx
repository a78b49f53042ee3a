import Link from "next/link";
import type { OrderListItem } from "@/lib/admin/orders.server";
import { formatDate, formatDateTime, formatMoney } from "@/lib/utils/money";
import { OrderStatusBadge, OverdueBadge } from "./order-status-badge";

/** The orders list: one row an order, its delivery due date and an overdue flag past it. */
export function OrdersTable({ orders }: { orders: OrderListItem[] }) {
  if (orders.length === 0) return <p className="rounded-lg border p-8 text-center text-muted-foreground">No orders match.</p>;
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full text-sm">
        <thead className="bg-muted/50 text-left text-muted-foreground">
          <tr>
            <th className="px-3 py-2 font-medium">Ordered</th>
            <th className="px-3 py-2 font-medium">Buyer</th>
            <th className="px-3 py-2 font-medium">Product</th>
            <th className="px-3 py-2 text-right font-medium">Amount</th>
            <th className="px-3 py-2 font-medium">Status</th>
            <th className="px-3 py-2 font-medium">Due</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((o) => (
            <tr key={o.id} className="border-t" data-testid="order-row" data-overdue={o.window?.overdue ? "true" : undefined}>
              <td className="px-3 py-2 whitespace-nowrap">
                <Link href={`/admin/orders/${o.id}`} className="font-medium underline-offset-2 hover:underline">
                  {formatDateTime(o.createdAt)}
                </Link>
              </td>
              <td className="px-3 py-2 break-all">{o.email}</td>
              <td className="px-3 py-2">{o.product}</td>
              <td className="px-3 py-2 text-right tabular-nums">
                {formatMoney(o.amountCents, o.currency)}
                {o.discountCents > 0 && <span className="block text-xs text-muted-foreground">{formatMoney(o.discountCents, o.currency)} discount</span>}
              </td>
              <td className="px-3 py-2">
                <OrderStatusBadge status={o.status} />
              </td>
              <td className="px-3 py-2 whitespace-nowrap">
                {o.window ? (
                  <span className="flex items-center gap-2">
                    {formatDate(o.window.dueAt)}
                    {o.window.overdue && <OverdueBadge />}
                  </span>
                ) : (
                  <span className="text-muted-foreground">No delivery</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
