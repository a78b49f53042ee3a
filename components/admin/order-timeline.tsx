import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { TimelineEntry } from "@/lib/orders/order-timeline";
import { formatDateTime } from "@/lib/utils/money";

/** The order's history: payment, Stripe's events and each operator action with who and when. */
export function OrderTimeline({ entries }: { entries: TimelineEntry[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Timeline</CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="flex flex-col gap-2 text-sm" data-testid="order-timeline">
          {entries.map((e, i) => (
            <li key={i} className="grid gap-1 border-l-2 pl-3 sm:grid-cols-[13rem_1fr]">
              <time dateTime={e.at.toISOString()} className="text-muted-foreground">
                {formatDateTime(e.at)}
              </time>
              <span>
                {e.text} <span className="text-muted-foreground">· {e.by}</span>
              </span>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
