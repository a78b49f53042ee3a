import type { Metadata } from "next";
import Link from "next/link";
import { ConsoleTable, type ConsoleColumn } from "@/components/admin/console-table";
import { ListSearch } from "@/components/admin/list-search";
import { listHref, Pager } from "@/components/admin/pager";
import { requireOperatorPage } from "@/lib/admin/operator.server";
import { listCustomers } from "@/lib/admin/customers.server";
import { formatBytes } from "@/lib/orders/delivery-rules";
import { formatDate, formatMoney } from "@/lib/utils/money";
import { customerListQuerySchema } from "@/lib/validation/customer";

export const metadata: Metadata = { title: "Customers", robots: { index: false } };

type CustomerRow = Awaited<ReturnType<typeof listCustomers>>["customers"][number];

const customerColumns: ConsoleColumn<CustomerRow>[] = [
  {
    header: "Customer",
    className: "break-all",
    cell: (c) => (
      <Link href={`/admin/customers/${c.id}`} className="font-medium underline-offset-2 hover:underline">
        {c.email}
      </Link>
    ),
  },
  { header: "Since", className: "whitespace-nowrap", cell: (c) => formatDate(c.since) },
  { header: "Orders", numeric: true, cell: (c) => c.orders },
  { header: "Spent", numeric: true, cell: (c) => formatMoney(c.spentCents, c.currency) },
  { header: "Characters", numeric: true, cell: (c) => c.characters },
  { header: "Storage", numeric: true, cell: (c) => formatBytes(c.storageBytes) },
  { header: "Access", cell: (c) => (c.hasAccess ? "Active" : <span className="text-muted-foreground">None</span>) },
];

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
      <ConsoleTable
        rows={customers}
        columns={customerColumns}
        rowKey={(c) => c.id}
        empty="No customers match."
        rowProps={() => ({ "data-testid": "customer-row" })}
      />
      {pages > 1 && <Pager page={page} pages={pages} summary={`${total} customers`} hrefFor={(p) => listHref("/admin/customers", { q: query.q }, p)} />}
    </section>
  );
}
