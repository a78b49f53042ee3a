import { formatDateTime } from "@/lib/utils/money";

type Entry = { id: string; operatorEmail: string; action: string; detail: unknown; createdAt: Date };

const STATUS_WORDS: Record<string, string> = { new: "new", replied: "replied", closed: "closed" };

/** What an audit entry about a lead says, in the console's words. */
export function describeLeadAction(action: string, detail: unknown): string {
  const d = (detail ?? {}) as { from?: string; to?: string };
  if (action === "lead.status") return `Marked ${STATUS_WORDS[d.to ?? ""] ?? d.to} (was ${STATUS_WORDS[d.from ?? ""] ?? d.from})`;
  if (action === "lead.note") return "Added a note";
  return action;
}

/** The append-only record of what operators did (decision 126), oldest first. */
export function AuditTrail({ entries, describe }: { entries: Entry[]; describe: (action: string, detail: unknown) => string }) {
  if (entries.length === 0) return <p className="text-sm text-muted-foreground">No operator has acted on this yet.</p>;
  return (
    <ol className="grid gap-2 text-sm">
      {entries.map((entry) => (
        <li key={entry.id} className="flex flex-wrap gap-x-2">
          <time dateTime={entry.createdAt.toISOString()} className="tabular-nums text-muted-foreground">
            {formatDateTime(entry.createdAt)}
          </time>
          <span>{describe(entry.action, entry.detail)}</span>
          <span className="text-muted-foreground">by {entry.operatorEmail}</span>
        </li>
      ))}
    </ol>
  );
}
