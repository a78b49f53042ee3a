import { cn } from "@/lib/utils/cn";

/** A grid of large figures with labels: landing figures, showcase stats and metrics. */
export function StatGrid({
  items,
  className,
  valueClassName,
}: {
  items: readonly { value: string; label: string }[];
  className?: string;
  valueClassName?: string;
}) {
  return (
    <dl className={cn("grid grid-cols-2 gap-3 sm:grid-cols-4", className)}>
      {items.map((s) => (
        <div key={s.label} className="flex flex-col rounded-xl border bg-card p-4 text-center">
          <dt className="text-sm text-muted-foreground">{s.label}</dt>
          <dd className={cn("order-first text-2xl font-bold tabular-nums", valueClassName)}>{s.value}</dd>
        </div>
      ))}
    </dl>
  );
}
