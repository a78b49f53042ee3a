import type { Metadata } from "next";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { ListSearch } from "@/components/admin/list-search";
import { OrdersTable } from "@/components/admin/orders-table";
import { listHref, Pager } from "@/components/admin/pager";
import { requireOperatorPage } from "@/lib/admin/operator.server";
import { listOrders } from "@/lib/admin/orders.server";
import { dayKey, periodEnding } from "@/lib/admin/period";
import { ORDER_STATUSES, ORDER_STATUS_LABELS } from "@/lib/orders/order-status";
import { orderListQuerySchema, type OrderListQuery } from "@/lib/validation/order";

export const metadata: Metadata = { title: "Orders" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const pageHref = (query: OrderListQuery, page: number) => listHref("/admin/orders", { q: query.q, status: query.status }, page);

export default async function OrdersPage({ searchParams }: Props) {
  await requireOperatorPage();
  const query = orderListQuerySchema.parse(await searchParams);
  const { orders, total, page, pages } = await listOrders(query);
  // The export form starts at the last 30 UTC days, today included.
  const { from, to } = periodEnding(new Date(), 30);
  const [exportFrom, exportTo] = [dayKey(from), dayKey(new Date(to.getTime() - 1))];
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
        <ListSearch action="/admin/orders" label="Buyer e-mail" q={query.q}>
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
        </ListSearch>
      </div>
      <OrdersTable orders={orders} />
      <form className="flex flex-wrap items-end gap-2 border-t pt-4" action="/api/admin/orders/export" aria-label="Accounting export">
        <label className="flex flex-col gap-1 text-sm">
          From (UTC day)
          <Input name="from" type="date" required defaultValue={exportFrom} className="w-44" />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          To (UTC day, included)
          <Input name="to" type="date" required defaultValue={exportTo} className="w-44" />
        </label>
        <Button type="submit" variant="outline" className="h-11">
          Download orders as CSV
        </Button>
      </form>
      {pages > 1 && <Pager page={page} pages={pages} summary={`${total} order${total === 1 ? "" : "s"}`} hrefFor={(p) => pageHref(query, p)} />}
    </section>
  );
}
