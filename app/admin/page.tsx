import type { Metadata } from "next";
import Link from "next/link";
import { requireOperatorPage } from "@/lib/admin/operator.server";
import { revenueOverview } from "@/lib/admin/revenue.server";
import { PERIOD_DAYS, periodQuerySchema } from "@/lib/admin/period";
import { RevenueChart } from "@/components/admin/revenue-chart";
import { FunnelSteps } from "@/components/admin/funnel-steps";
import { formatCents, formatDateTime } from "@/lib/utils/money";

export const metadata: Metadata = { title: "Overview", robots: { index: false } };

const cardClass = "rounded-xl border bg-card p-6";
const tabClass = (on: boolean) =>
  `rounded-full border px-3 py-1.5 text-sm ${on ? "border-primary bg-accent font-semibold text-accent-foreground" : "bg-background hover:bg-muted"}`;

// The shop at a glance (issue 23, item 5): revenue, payments, the funnel and the orders due, for
// the last 7, 30 or 90 UTC days. Everything is read from the database on each request.
export default async function AdminOverviewPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireOperatorPage();
  const { days } = periodQuerySchema.parse({ days: [(await searchParams).days].flat()[0] });
  const { period, series, netCents, counts, discounts, funnel, dueOrders } = await revenueOverview(days);
  const range = `${period.dayKeys[0]} to ${period.dayKeys.at(-1)} (UTC)`;
  return (
    <section className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Overview</h1>
          <p className="mt-1 text-muted-foreground">{range}</p>
        </div>
        <nav aria-label="Period" className="flex gap-2">
          {PERIOD_DAYS.map((d) => (
            <Link key={d} href={`/admin?days=${d}`} className={tabClass(d === days)} aria-current={d === days ? "page" : undefined}>
              {d} days
            </Link>
          ))}
        </nav>
      </div>

      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {[
          ["Net revenue", formatCents(netCents)],
          ["Purchases", counts.purchases],
          ["Refunds", counts.refunds],
          ["Disputes", counts.disputes],
          ["Discounts given", `${formatCents(discounts.cents)} on ${discounts.orders} order${discounts.orders === 1 ? "" : "s"}`],
          ["Free orders (100 % codes)", discounts.freeOrders],
        ].map(([label, value]) => (
          <div key={label} className={cardClass}>
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="mt-1 text-2xl font-bold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>

      <div className={cardClass}>
        <h2 className="text-lg font-semibold">Net revenue a day</h2>
        <p className="mb-4 text-sm text-muted-foreground">Payments taken minus refunds made, full and partial, by UTC day.</p>
        <RevenueChart series={series} title={`Net revenue a day, ${range}`} />
        <details className="mt-4 text-sm">
          <summary className="cursor-pointer text-muted-foreground">The figures as a table</summary>
          <table className="mt-2 w-full max-w-md text-left tabular-nums">
            <thead>
              <tr>
                <th scope="col" className="py-1 font-medium">
                  Day (UTC)
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Payments
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Refunds
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Net
                </th>
              </tr>
            </thead>
            <tbody>
              {series.map((d) => (
                <tr key={d.day} className="border-t">
                  <td className="py-1">{d.day}</td>
                  <td className="py-1 text-right">{formatCents(d.paymentsCents)}</td>
                  <td className="py-1 text-right">{formatCents(d.refundsCents)}</td>
                  <td className="py-1 text-right">{formatCents(d.netCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </div>

      <div className="grid gap-6 lg:grid-cols-2">
        <div className={cardClass}>
          <h2 className="text-lg font-semibold">Funnel</h2>
          <p className="mb-4 text-sm text-muted-foreground">Checkouts counted per day; then the buyers who paid in the period.</p>
          <FunnelSteps funnel={funnel} />
        </div>
        <div className={cardClass}>
          <h2 className="text-lg font-semibold">Orders due</h2>
          <p className="mb-4 text-sm text-muted-foreground">Done-for-you orders past or near their delivery date.</p>
          {dueOrders.length === 0 ? (
            <p className="text-sm text-muted-foreground">Nothing due.</p>
          ) : (
            <ul className="grid gap-2 text-sm">
              {dueOrders.map((o) => (
                <li key={o.id} className="flex flex-wrap justify-between gap-2 border-b pb-2 last:border-0">
                  <span>
                    {o.buyerEmail} · {o.product}
                  </span>
                  <span className={o.overdue ? "font-semibold text-destructive" : "text-muted-foreground"}>
                    {o.overdue ? "Overdue since" : "Due"} {formatDateTime(o.dueAt)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
