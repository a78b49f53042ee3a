import { Badge } from "@/components/ui/badge";
import type { LeadStatusValue } from "@/lib/validation/lead";

const LOOK: Record<LeadStatusValue, { label: string; variant: "default" | "secondary" | "success" }> = {
  new: { label: "New", variant: "default" },
  replied: { label: "Replied", variant: "success" },
  closed: { label: "Closed", variant: "secondary" },
};

export const leadStatusLabel = (status: LeadStatusValue) => LOOK[status].label;

export function LeadStatusBadge({ status }: { status: LeadStatusValue }) {
  return <Badge variant={LOOK[status].variant}>{LOOK[status].label}</Badge>;
}

/** A lead sent past the contact form's per-address or per-e-mail limit: kept, never announced (decision 172). */
export function OverLimitBadge() {
  return (
    <Badge variant="secondary" title="Sent past the contact form's hourly limit for this address or e-mail; no notification was sent">
      Over limit
    </Badge>
  );
}
