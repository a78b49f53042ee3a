"use client";
import { Button } from "@/components/ui/button";
import { POST_STATUSES } from "@/lib/validation/content-plan-lists";
import type { CharacterAnalyticsDto } from "@/lib/validation/character-analytics";
import { STATUS_LABELS } from "./post-status";
import { useCharacterAnalytics } from "./post-queries";

// Job kinds in the buyer's words; a kind added later shows its own name until it gets one here.
const KIND_LABELS: Record<string, string> = {
  reference_image: "Reference images",
  character_shots: "Character shots",
  style_preview: "Style previews",
  apply_composition: "Composed shots",
};
const kindLabel = (kind: string) => KIND_LABELS[kind] ?? kind.replace(/[-_]+/g, " ").replace(/^\w/, (c) => c.toUpperCase());
const when = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

/** The Posts step's Analytics: this character's generations, exports and posts, counted on the server. */
export function AnalyticsPanel({ characterId }: { characterId: string }) {
  const analytics = useCharacterAnalytics(characterId);
  if (analytics.isPending) return <p className="text-sm text-muted-foreground">Counting this character&apos;s activity…</p>;
  if (analytics.isError) {
    return (
      <div role="alert" className="flex items-center gap-2 text-sm text-destructive">
        The analytics could not be loaded.{" "}
        <Button size="sm" variant="outline" onClick={() => void analytics.refetch()}>
          Retry
        </Button>
      </div>
    );
  }
  return <AnalyticsFigures data={analytics.data} />;
}

function AnalyticsFigures({ data }: { data: CharacterAnalyticsDto }) {
  const { generations, exports, posts } = data;
  return (
    <section aria-label="Analytics" className="grid gap-3 sm:grid-cols-3" data-testid="analytics-panel">
      <Figure title="Generations" total={generations.total}>
        {generations.byKind.length === 0 ? (
          <p>None yet.</p>
        ) : (
          <ul className="flex flex-col gap-1">
            {generations.byKind.map((g) => (
              <li key={g.kind}>
                <span className="font-medium text-foreground">
                  {kindLabel(g.kind)}: {g.total}
                </span>
                <span className="block">
                  {Object.entries(g.byStatus)
                    .map(([status, n]) => `${n} ${status}`)
                    .join(" · ")}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Figure>
      <Figure title="Exports" total={exports.cloudExports + exports.downloads}>
        <dl className="grid grid-cols-[1fr_auto] gap-x-2">
          <dt>To cloud storage</dt>
          <dd className="text-right font-medium text-foreground">{exports.cloudExports}</dd>
          <dt>Downloads</dt>
          <dd className="text-right font-medium text-foreground">{exports.downloads}</dd>
        </dl>
        {exports.lastAt && <p>Last: {when.format(new Date(exports.lastAt))}</p>}
      </Figure>
      <Figure title="Posts" total={posts.total}>
        <dl className="grid grid-cols-[1fr_auto] gap-x-2">
          {POST_STATUSES.map((status) => (
            <div key={status} className="contents">
              <dt>{STATUS_LABELS[status]}</dt>
              <dd className="text-right font-medium text-foreground">{posts.byStatus[status]}</dd>
            </div>
          ))}
        </dl>
      </Figure>
    </section>
  );
}

function Figure({ title, total, children }: { title: string; total: number; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-2 rounded-lg border p-3 text-xs text-muted-foreground">
      <h3 className="flex items-baseline justify-between text-sm font-medium text-foreground">
        {title}{" "}
        <span className="text-2xl font-semibold" aria-label={`${total} in all`}>
          {total}
        </span>
      </h3>
      {children}
    </div>
  );
}
