import type { Metadata } from "next";
import { requireOperatorPage } from "@/lib/admin/operator.server";
import { discountableProducts, listDiscounts } from "@/lib/admin/discounts.server";
import { formatCents, formatDate } from "@/lib/utils/money";
import { describeDiscount } from "@/lib/payments/discount-price";
import { ConsoleTable, type ConsoleColumn } from "@/components/admin/console-table";
import { DiscountCreate, DiscountDeactivate } from "@/components/admin/discount-create";

export const metadata: Metadata = { title: "Discounts", robots: { index: false } };

type DiscountRow = Awaited<ReturnType<typeof listDiscounts>>[number];

const discountColumns = (now: Date): ConsoleColumn<DiscountRow>[] => [
  { header: "Code", className: "font-mono font-medium", cell: (c) => c.code },
  { header: "Discount", cell: (c) => describeDiscount(c, formatCents) },
  { header: "Product", cell: (c) => c.productName ?? "Any product" },
  { header: "Expires", className: "whitespace-nowrap", cell: (c) => (c.expiresAt ? formatDate(c.expiresAt) : "Never") },
  { header: "Used", numeric: true, cell: (c) => c.redeemed },
  { header: "Held", numeric: true, cell: (c) => c.held },
  { header: "Maximum", numeric: true, cell: (c) => c.maxRedemptions ?? "No limit" },
  {
    header: "Status",
    cell: (c) => {
      if (!c.active) return <span className="text-muted-foreground">Deactivated</span>;
      const expired = c.expiresAt !== null && c.expiresAt <= now;
      return (
        <span className="flex flex-wrap items-center gap-2">
          {expired ? "Expired" : c.maxRedemptions !== null && c.redeemed + c.held >= c.maxRedemptions ? "Used up" : "Active"}
          <DiscountDeactivate id={c.id} code={c.code} />
        </span>
      );
    },
  },
];

// Discount codes (issue 33, item 2; decision 209): a code's use is "held" while a checkout holds
// it and "used" once an order was placed with it; both count against its maximum.
export default async function DiscountsPage() {
  await requireOperatorPage();
  const codes = await listDiscounts();
  return (
    <section className="flex flex-col gap-4">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Discounts</h1>
        <p className="text-sm text-muted-foreground">
          Buyers enter a code at checkout under &quot;Have a code?&quot;. A code held by an open checkout counts against its maximum until that checkout pays or
          is abandoned.
        </p>
      </div>
      <DiscountCreate products={discountableProducts()} />
      <ConsoleTable
        rows={codes}
        columns={discountColumns(new Date())}
        rowKey={(c) => c.id}
        empty="No discount codes yet."
        rowProps={() => ({ "data-testid": "discount-row" })}
      />
    </section>
  );
}
