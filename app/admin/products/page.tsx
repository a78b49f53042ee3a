import type { Metadata } from "next";
import { requireOperatorPage } from "@/lib/admin/operator.server";
import { listCatalogue } from "@/lib/admin/products.server";
import { formatDateTime, formatMoney } from "@/lib/utils/money";
import { ProductPriceForm } from "@/components/admin/product-price-form";
import { ProductSaleToggle } from "@/components/admin/product-sale-toggle";
import { Badge } from "@/components/ui/badge";
import { ConsoleTable, type ConsoleColumn } from "@/components/admin/console-table";

export const metadata: Metadata = { title: "Products", robots: { index: false } };

type PriceRow = Awaited<ReturnType<typeof listCatalogue>>[number]["prices"][number];

const priceColumns: ConsoleColumn<PriceRow>[] = [
  {
    header: "Price",
    className: "tabular-nums",
    cell: (price) => (
      <>
        {formatMoney(price.amountCents, price.currency)}
        {price.current && <span className="ml-2 text-xs text-muted-foreground">(current)</span>}
      </>
    ),
  },
  { header: "Since", cell: (price) => formatDateTime(price.createdAt) },
  { header: "Orders", numeric: true, cell: (price) => price.orders },
];

// The editable catalogue (issue 33, decision 214): each product's current price and sale state,
// the prices it had (kept for the orders sold at them), and the two changes an operator makes.
export default async function ProductsAdminPage() {
  await requireOperatorPage();
  const catalogue = await listCatalogue();
  return (
    <section className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-8">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Products</h1>
        <p className="mt-1 text-muted-foreground">
          A new price applies to new checkouts; orders and checkouts already started keep theirs. The shop&apos;s pages show a change within seconds.
        </p>
      </div>
      {catalogue.map((product) => (
        <article key={product.id} aria-labelledby={`product-${product.id}`} className="grid gap-6 rounded-xl border bg-card p-6 lg:grid-cols-[1fr_auto]">
          <div className="grid content-start gap-4">
            <div className="flex flex-wrap items-center gap-3">
              <h2 id={`product-${product.id}`} className="text-xl font-semibold">
                {product.name}
              </h2>
              <Badge variant={product.active ? "default" : "outline"}>{product.active ? "On sale" : "Off sale"}</Badge>
            </div>
            <p className="text-3xl font-bold tabular-nums" aria-label={`Current price ${product.price}`}>
              {product.price}
            </p>
            <div className="grid max-w-lg gap-2">
              <p className="text-sm font-medium">Price history</p>
              <ConsoleTable
                rows={product.prices}
                columns={priceColumns}
                rowKey={(price) => price.id}
                caption={`Price history of ${product.name}`}
                empty="No prices yet."
              />
            </div>
          </div>
          <div className="grid content-start gap-6 lg:w-96">
            <ProductPriceForm
              productId={product.id}
              currentCents={product.priceInCents}
              currency={product.prices[0]?.currency ?? "usd"}
              active={product.active}
            />
            <ProductSaleToggle productId={product.id} active={product.active} />
          </div>
        </article>
      ))}
    </section>
  );
}
