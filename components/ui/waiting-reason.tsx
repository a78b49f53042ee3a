import { cn } from "@/lib/utils/cn";

/**
 * What a disabled control waits for, said under it (issue 31: a disabled control says why). The
 * control points at it with `aria-describedby={waitingFor(id, reason)}`; with no reason, nothing shows.
 */
export function WaitingReason({ id, reason, className }: { id: string; reason: string | null; className?: string }) {
  if (!reason) return null;
  return (
    <p id={id} className={cn("w-full text-xs text-muted-foreground", className)}>
      {reason}
    </p>
  );
}

/** The `aria-describedby` of a control that may be waiting: its reason's id, or nothing. */
export const waitingFor = (id: string, reason: string | null) => (reason ? id : undefined);
