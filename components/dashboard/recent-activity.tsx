import { Activity as ActivityIcon, CloudUpload, Download, Film, KeyRound, Share2, Sparkles, UserRoundPen } from "lucide";
import { StaticIcon } from "@/components/ui/static-icon";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

export type ActivityItem = { id: string; kind: string; subject: string; createdAt: string };

const KINDS: Record<string, { text: string; icon: typeof Sparkles }> = {
  character_created: { text: "Character created", icon: Sparkles },
  profile_saved: { text: "Profile saved", icon: UserRoundPen },
  social_link_added: { text: "Social account added", icon: Share2 },
  social_password_revealed: { text: "Social account password shown", icon: KeyRound },
  generation_finished: { text: "Generation finished", icon: Film },
  cloud_export_finished: { text: "Exported to cloud storage", icon: CloudUpload },
  file_downloaded: { text: "Downloaded", icon: Download },
};

const when = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

/** The user's latest events, newest first (the list arrives in that order). */
export function RecentActivity({ items }: { items: ActivityItem[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <StaticIcon icon={ActivityIcon} className="size-4" /> Recent Activity
        </CardTitle>
      </CardHeader>
      <CardContent>
        {items.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">No activity yet. Create a character to get started.</p>
        ) : (
          <ol className="flex flex-col divide-y" data-testid="recent-activity">
            {items.map((item) => {
              const kind = KINDS[item.kind] ?? { text: item.kind, icon: ActivityIcon };
              return (
                <li key={item.id} className="flex items-center gap-3 py-3">
                  <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
                    <StaticIcon icon={kind.icon} className="size-4" />
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="text-sm font-medium">{kind.text}</p>
                    <p className="truncate text-sm text-muted-foreground">{item.subject}</p>
                  </div>
                  <time dateTime={item.createdAt} className="shrink-0 text-xs text-muted-foreground">
                    {when.format(new Date(item.createdAt))} UTC
                  </time>
                </li>
              );
            })}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
