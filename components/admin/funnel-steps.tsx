import type { Funnel } from "@/lib/admin/revenue.server";

const STEPS: { key: keyof Funnel; label: string }[] = [
  { key: "checkoutOpened", label: "Checkout opened" },
  { key: "intentCreated", label: "Payment intent created" },
  { key: "paid", label: "Paid" },
  { key: "passwordSet", label: "Password set" },
  { key: "firstCharacter", label: "First character created" },
];

/** Each step's count and its share of the step before (none for the first, or after a zero). */
export function FunnelSteps({ funnel }: { funnel: Funnel }) {
  return (
    <ol className="grid gap-3">
      {STEPS.map((step, i) => {
        const value = funnel[step.key];
        const before = i > 0 ? funnel[STEPS[i - 1].key] : 0;
        const share = before > 0 ? Math.round((value / before) * 100) : null;
        const width = funnel.checkoutOpened > 0 ? Math.min(100, (value / funnel.checkoutOpened) * 100) : 0;
        return (
          <li key={step.key}>
            <div className="flex justify-between text-sm">
              <span>{step.label}</span>
              <span className="tabular-nums">
                <span className="font-semibold">{value}</span>
                {share !== null && <span className="ml-2 text-muted-foreground">{share}% of previous</span>}
              </span>
            </div>
            <div className="mt-1 h-2 rounded-full bg-muted" aria-hidden="true">
              <div className="h-2 rounded-full bg-primary" style={{ width: `${width}%` }} />
            </div>
          </li>
        );
      })}
    </ol>
  );
}
