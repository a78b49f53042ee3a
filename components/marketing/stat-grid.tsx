/** A row of large figures with labels (showcase hero stats and metrics). */
export function StatGrid({ items, className = "" }: { items: { value: string; label: string }[]; className?: string }) {
  return (
    <dl className={`grid grid-cols-2 gap-3 sm:grid-cols-4 ${className}`}>
      {items.map((s) => (
        <div key={s.label} className="flex flex-col rounded-xl border bg-card p-4 text-center">
          <dt className="text-sm text-muted-foreground">{s.label}</dt>
          <dd className="order-first text-2xl font-bold tabular-nums">{s.value}</dd>
        </div>
      ))}
    </dl>
  );
}
