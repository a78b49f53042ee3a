import { marketingFigures } from "@/lib/payments/catalog";

/** The six marketing figures of spec section 1. */
export function Figures() {
  return (
    <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
      {marketingFigures.map((f) => (
        <div key={f.label} className="rounded-xl border bg-card p-4 text-center">
          <dt className="text-sm text-muted-foreground">{f.label}</dt>
          <dd className="order-first text-2xl font-bold tabular-nums text-primary">{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}
