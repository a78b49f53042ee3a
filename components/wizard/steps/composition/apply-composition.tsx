"use client";
import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { Alert } from "@/components/ui/alert";
import { CharacterPicture } from "@/components/media/character-picture";
import { JobProgress } from "@/components/ai/job-progress";
import { COMPOSITION } from "@/lib/policy/limits";
import { useGenerationJob } from "@/components/ai/use-job";
import { queryKeys } from "@/lib/api/query-keys";
import { useCharacterShots } from "./composition-queries";

type Props = {
  characterId: string;
  /** True while the step's own fields are still being saved: the job reads the saved ones. */
  saving?: boolean;
};

/** "Apply Composition": the chosen shots rendered again with the saved composition, as new shots. */
export function ApplyComposition({ characterId, saving = false }: Props) {
  const queryClient = useQueryClient();
  const shots = useCharacterShots(characterId);
  const [chosen, setChosen] = useState<string[]>([]);
  const { job, busy, start, error } = useGenerationJob("apply_composition", characterId, () => {
    setChosen([]);
    void queryClient.invalidateQueries({ queryKey: queryKeys.shots(characterId) });
  });
  const made = job?.status === "done" ? job.result.shots : [];
  const full = chosen.length >= COMPOSITION.shotsPerApply;
  const toggle = (id: string) => setChosen((old) => (old.includes(id) ? old.filter((c) => c !== id) : [...old, id]));

  return (
    <section aria-label="Apply composition" className="flex flex-col gap-3">
      {shots.isPending && <p className="text-sm text-muted-foreground">Loading shots...</p>}
      {shots.isError && <Alert variant="destructive">The shots could not be loaded. Please reload the page.</Alert>}
      {shots.data?.length === 0 && (
        <p className="text-sm text-muted-foreground">No shots yet: make some in the Images step, then apply the composition to them here.</p>
      )}
      {!!shots.data?.length && (
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-medium">Shots to re-render (up to {COMPOSITION.shotsPerApply})</legend>
          <ul className="grid grid-cols-3 gap-2 sm:grid-cols-6">
            {shots.data.map((shot) => {
              const on = chosen.includes(shot.id);
              return (
                <li key={shot.id}>
                  <label className={`flex cursor-pointer flex-col gap-1 rounded-lg border p-1 text-xs ${on ? "border-primary ring-2 ring-primary" : ""}`}>
                    <CharacterPicture src={shot.url} shownAs="thumbnail" priority="lazy" alt="" className="aspect-[9/16] w-full rounded object-cover" />
                    <span className="flex items-center gap-1">
                      <input type="checkbox" checked={on} disabled={busy || (full && !on)} onChange={() => toggle(shot.id)} className="size-4" />
                      {shot.composed ? `${shot.scenario} (composed)` : shot.scenario}
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="button"
          className="min-h-11"
          disabled={busy || saving || chosen.length === 0}
          aria-describedby="apply-composition-note"
          onClick={() => start({ shotIds: chosen })}
        >
          {busy ? "Applying composition..." : "Apply Composition"}
        </Button>
        <p id="apply-composition-note" className="text-sm text-muted-foreground">
          {saving
            ? "Saving your changes first..."
            : chosen.length
              ? `${chosen.length} chosen: each becomes a new shot; the originals stay.`
              : "Choose the shots to render again with these settings."}
        </p>
      </div>
      {job && (job.status === "queued" || job.status === "running") && <JobProgress job={job} label="Apply composition" />}
      {error && <Alert variant="destructive">Apply Composition failed: {error}</Alert>}
      {made.length > 0 && (
        <div className="flex flex-col gap-2">
          <p className="text-sm font-medium">{job?.status === "done" && job.result.message}</p>
          <ul className="grid grid-cols-3 gap-2 sm:grid-cols-6" aria-label="Composed shots">
            {made.map((shot) => (
              <li key={shot.imageId}>
                <CharacterPicture
                  src={shot.imageUrl}
                  shownAs="thumbnail"
                  alt={`${shot.scenario}, composed`}
                  className="aspect-[9/16] w-full rounded-lg border object-cover"
                  data-testid="composed-shot"
                />
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
