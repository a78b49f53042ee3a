import type { Metadata } from "next";
import { requireOperatorPage } from "@/lib/admin/operator.server";
import { discountableProducts, listDiscounts } from "@/lib/admin/discounts.server";
import { formatCents, formatDate } from "@/lib/utils/money";
import { describeDiscount } from "@/lib/payments/discount-price";
import { DiscountCreate, DiscountDeactivate } from "@/components/admin/discount-create";

export const metadata: Metadata = { title: "Discounts", robots: { index: false } };

// Discount codes (issue 33, item 2; decision 209): a code's use is "held" while a checkout holds
// it and "used" once an order was placed with it; both count against its maximum.
export default async function DiscountsPage() {
  await requireOperatorPage();
  const codes = await listDiscounts();
  const now = new Date();
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
      {codes.length === 0 ? (
        <p className="rounded-lg border p-8 text-center text-muted-foreground">No discount codes yet.</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border">
          <table className="w-full text-sm">
            <thead className="bg-muted/50 text-left text-muted-foreground">
              <tr>
                <th className="px-3 py-2 font-medium">Code</th>
                <th className="px-3 py-2 font-medium">Discount</th>
                <th className="px-3 py-2 font-medium">Product</th>
                <th className="px-3 py-2 font-medium">Expires</th>
                <th className="px-3 py-2 text-right font-medium">Used</th>
                <th className="px-3 py-2 text-right font-medium">Held</th>
                <th className="px-3 py-2 text-right font-medium">Maximum</th>
                <th className="px-3 py-2 font-medium">Status</th>
              </tr>
            </thead>
            <tbody>
              {codes.map((c) => {
                const expired = c.expiresAt !== null && c.expiresAt <= now;
                return (
                  <tr key={c.id} className="border-t" data-testid="discount-row">
                    <td className="px-3 py-2 font-mono font-medium">{c.code}</td>
                    <td className="px-3 py-2">{describeDiscount(c, formatCents)}</td>
                    <td className="px-3 py-2">{c.productName ?? "Any product"}</td>
                    <td className="px-3 py-2 whitespace-nowrap">{c.expiresAt ? formatDate(c.expiresAt) : "Never"}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{c.redeemed}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{c.held}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{c.maxRedemptions ?? "No limit"}</td>
                    <td className="px-3 py-2">
                      {!c.active ? (
                        <span className="text-muted-foreground">Deactivated</span>
                      ) : (
                        <span className="flex flex-wrap items-center gap-2">
                          {expired ? "Expired" : c.maxRedemptions !== null && c.redeemed + c.held >= c.maxRedemptions ? "Used up" : "Active"}
                          <DiscountDeactivate id={c.id} code={c.code} />
                        </span>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
