import type { Metadata } from "next";
import Link from "next/link";
import { ListSearch } from "@/components/admin/list-search";
import { listHref, Pager } from "@/components/admin/pager";
import { requireOperatorPage } from "@/lib/admin/operator.server";
import { listCustomers } from "@/lib/admin/customers.server";
import { formatBytes } from "@/lib/orders/delivery-rules";
import { formatDate, formatMoney } from "@/lib/utils/money";
import { customerListQuerySchema } from "@/lib/validation/customer";

export const metadata: Metadata = { title: "Customers", robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// Everyone who has bought (issue 33, item 4), newest account first.
export default async function CustomersPage({ searchParams }: Props) {
  await requireOperatorPage();
  const query = customerListQuerySchema.parse(await searchParams);
  const { customers, total, page, pages } = await listCustomers(query);
  return (
    <section className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">Customers</h1>
          <p className="text-sm text-muted-foreground">
            {total} customer{total === 1 ? "" : "s"}
            {query.q ? " matching" : ""}, newest first. Spent is net of refunds.
          </p>
        </div>
        <ListSearch action="/admin/customers" label="Customer e-mail" q={query.q} />
      </div>
      {customers.length === 0 ? (
        <p className="rounded-lg border p-8 text-center text-muted-foreground">No customers match.</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border">
          <table className="w-full text-sm">
            <thead className="bg-muted/50 text-left text-muted-foreground">
              <tr>
                <th className="px-3 py-2 font-medium">Customer</th>
                <th className="px-3 py-2 font-medium">Since</th>
                <th className="px-3 py-2 text-right font-medium">Orders</th>
                <th className="px-3 py-2 text-right font-medium">Spent</th>
                <th className="px-3 py-2 text-right font-medium">Characters</th>
                <th className="px-3 py-2 text-right font-medium">Storage</th>
                <th className="px-3 py-2 font-medium">Access</th>
              </tr>
            </thead>
            <tbody>
              {customers.map((c) => (
                <tr key={c.id} className="border-t" data-testid="customer-row">
                  <td className="px-3 py-2 break-all">
                    <Link href={`/admin/customers/${c.id}`} className="font-medium underline-offset-2 hover:underline">
                      {c.email}
                    </Link>
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">{formatDate(c.since)}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{c.orders}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{formatMoney(c.spentCents, c.currency)}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{c.characters}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{formatBytes(c.storageBytes)}</td>
                  <td className="px-3 py-2">{c.hasAccess ? "Active" : <span className="text-muted-foreground">None</span>}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 && <Pager page={page} pages={pages} summary={`${total} customers`} hrefFor={(p) => listHref("/admin/customers", { q: query.q }, p)} />}
    </section>
  );
}
