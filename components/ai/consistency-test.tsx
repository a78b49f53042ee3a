"use client";
import { Button } from "@/components/ui/button";
import { Alert } from "@/components/ui/alert";
import { CharacterPicture } from "@/components/media/character-picture";
import { consistencyTestScenarios, type ShotCharacter } from "@/lib/ai/prompts/shots";
import { useGenerationJob } from "./use-job";
import { JobProgress } from "./job-progress";
import type { ReferenceImage } from "./reference-image-panel";

type Props = {
  reference: ReferenceImage;
  character: ShotCharacter | null;
  characterId?: string;
  /** Image URLs the page already shows (the character's gallery); their shots are not repeated. */
  shownUrls?: ReadonlySet<string>;
};

/** Four 9:16 shots (business, casual, fitness, studio) guided by the reference image. */
export function ConsistencyTest({ reference, character, characterId, shownUrls }: Props) {
  const { job, busy, start, error } = useGenerationJob("character_shots", characterId);
  // The newest run is restored on mount so a reload keeps it; once its shots are in the gallery
  // (they are saved to the character), showing them again here would list each one twice.
  const shots = job?.status === "done" ? job.result.shots.filter((shot) => !shownUrls?.has(shot.imageUrl)) : [];

  function run() {
    const scenarios = consistencyTestScenarios(character ?? {});
    // The reference is named by what the server recorded: an asset id, a Leonardo image id, or
    // (spec section 7's field) its URL, which the server only looks up, never fetches (decision 089).
    const named = reference.assetId
      ? { referenceAssetId: reference.assetId }
      : reference.imageId
        ? { referenceImageId: reference.imageId }
        : { referenceImageUrl: reference.imageUrl };
    void start({ ...named, scenarios });
  }

  return (
    <div className="space-y-3">
      <Button type="button" className="min-h-11 w-full sm:w-auto" disabled={busy} onClick={run}>
        {busy ? "Generating shots..." : "Run Consistency Test (5-8 min)"}
      </Button>
      {job && job.status !== "done" && <JobProgress job={job} label="Consistency test" />}
      {error && <Alert variant="destructive">Character shots error: {error}</Alert>}
      {shots.length > 0 && (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Consistency test shots">
          {shots.map((shot) => (
            <li key={shot.imageId} className="space-y-1">
              <CharacterPicture
                src={shot.imageUrl}
                shownAs="gallery"
                alt={`${shot.scenario} shot`}
                className="aspect-[9/16] w-full rounded-lg border object-cover"
                data-testid="shot"
              />
              <p className="text-xs font-medium">{shot.scenario}</p>
              <p className="text-xs capitalize text-muted-foreground">{shot.category}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
