"use client";
import { Button } from "@/components/ui/button";
import { Alert } from "@/components/ui/alert";
import { CharacterPicture } from "@/components/media/character-picture";
import { JobProgress } from "@/components/ai/job-progress";
import { useGenerationJob } from "@/components/ai/use-job";

type Props = {
  characterId: string;
  /** True while the step's own fields are still being saved: the preview reads the saved ones. */
  saving?: boolean;
};

const LABELS: Record<string, string> = { shotStyle: "Shot", background: "Background", setting: "Setting", lighting: "Light", mood: "Mood", outfit: "Outfit" };

/** "Preview Style": one sample shot from the saved Composition and Variables, made as a job. */
export function PreviewStyle({ characterId, saving = false }: Props) {
  const { job, busy, start, error } = useGenerationJob("style_preview", characterId);
  const preview = job?.status === "done" ? job.result : null;
  // In the step's own order, whatever order the fields were saved in.
  const direction: Record<string, string | undefined> = preview?.direction ?? {};
  const madeFrom = Object.entries(LABELS).filter(([field]) => direction[field]);

  return (
    <section aria-label="Style preview" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" className="min-h-11" disabled={busy || saving} onClick={() => start()}>
          {busy ? "Rendering preview..." : "Preview Style"}
        </Button>
        <p className="text-sm text-muted-foreground">
          {saving ? "Saving your changes first..." : "One sample shot with these settings and the Variables step's look."}
        </p>
      </div>
      {job && (job.status === "queued" || job.status === "running") && <JobProgress job={job} label="Style preview" />}
      {error && <Alert variant="destructive">Preview failed: {error}</Alert>}
      {preview && (
        <figure className="flex flex-col gap-2">
          <CharacterPicture
            src={preview.imageUrl}
            shownAs="reference"
            alt="Style preview"
            className="aspect-[9/16] w-full max-w-56 rounded-lg border object-cover"
            data-testid="style-preview"
          />
          <figcaption className="flex flex-col gap-1 text-xs text-muted-foreground">
            <span className="font-medium text-foreground">{preview.message}</span>
            {madeFrom.length > 0 && <span>{madeFrom.map(([field, label]) => `${label}: ${direction[field]}`).join(" · ")}</span>}
          </figcaption>
        </figure>
      )}
    </section>
  );
}
