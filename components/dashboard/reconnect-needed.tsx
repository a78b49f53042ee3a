import { Badge } from "@/components/ui/badge";
import { channelConnectHref, type PublishPlatform } from "@/lib/publishing/platforms";

export type ReconnectItem = { characterId: string; characterName: string; platform: PublishPlatform; label: string; reason: string | null };

/**
 * On the dashboard (issue 47, decision 438): each publishing channel whose connection the platform
 * refused, with its reason and a link that starts the connect flow again. Nothing when all are fine.
 */
export function ReconnectNeeded({ items }: { items: ReconnectItem[] }) {
  if (items.length === 0) return null;
  return (
    <section
      aria-label="Publishing channels to reconnect"
      className="flex flex-col gap-2 rounded-xl border border-destructive/40 p-4"
      data-testid="reconnect-needed"
    >
      <h2 className="font-semibold">Publishing channels</h2>
      <p className="text-xs text-muted-foreground">Reconnect takes you to the platform&apos;s own page to sign in again, then back to the calendar.</p>
      <ul className="flex flex-col gap-2 text-sm">
        {items.map((item) => (
          <li key={`${item.characterId}-${item.platform}`} className="flex flex-wrap items-center gap-2">
            <Badge variant="destructive">Reconnect needed</Badge>
            <span>
              {item.characterName}&apos;s {item.label} channel{item.reason ? `: ${item.reason}` : ""}
            </span>
            {/* A plain link: the answer is a redirect to the platform, not a page of this app. */}
            <a className="font-medium underline" href={channelConnectHref(item.characterId, item.platform)}>
              Reconnect {item.label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
