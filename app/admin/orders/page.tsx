import type { Metadata } from "next";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { OrdersTable } from "@/components/admin/orders-table";
import { requireOperatorPage } from "@/lib/admin/operator.server";
import { listOrders } from "@/lib/admin/orders.server";
import { ORDER_STATUSES, ORDER_STATUS_LABELS } from "@/lib/admin/order-status";
import { orderListQuerySchema, type OrderListQuery } from "@/lib/validation/order";

export const metadata: Metadata = { title: "Orders" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

function pageHref(query: OrderListQuery, page: number) {
  const params = new URLSearchParams({
    ...(query.q && { q: query.q }),
    ...(query.status && { status: query.status }),
    ...(page > 1 && { page: String(page) }),
  });
  const search = params.toString();
  return `/admin/orders${search ? `?${search}` : ""}`;
}

export default async function OrdersPage({ searchParams }: Props) {
  await requireOperatorPage();
  const query = orderListQuerySchema.parse(await searchParams);
  const { orders, total, page, pages } = await listOrders(query);
  return (
    <section className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">Orders</h1>
          <p className="text-sm text-muted-foreground">
            {total} order{total === 1 ? "" : "s"}
            {query.q || query.status ? " matching" : ""}, newest first.
          </p>
        </div>
        <form className="flex flex-wrap items-end gap-2" action="/admin/orders" role="search">
          <label className="flex flex-col gap-1 text-sm">
            Buyer e-mail
            <Input name="q" type="search" defaultValue={query.q} placeholder="name@example.com" className="w-56" />
          </label>
          <label className="flex flex-col gap-1 text-sm">
            Status
            <NativeSelect name="status" defaultValue={query.status ?? ""} className="w-40">
              <option value="">Any status</option>
              {ORDER_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {ORDER_STATUS_LABELS[s]}
                </option>
              ))}
            </NativeSelect>
          </label>
          <Button type="submit" className="h-11">
            Search
          </Button>
        </form>
      </div>
      <OrdersTable orders={orders} />
      {pages > 1 && (
        <nav aria-label="Pages" className="flex items-center justify-between text-sm">
          {page > 1 ? <Link href={pageHref(query, page - 1)}>← Newer</Link> : <span />}
          <span className="text-muted-foreground">
            Page {page} of {pages}
          </span>
          {page < pages ? <Link href={pageHref(query, page + 1)}>Older →</Link> : <span />}
        </nav>
      )}
    </section>
  );
}
