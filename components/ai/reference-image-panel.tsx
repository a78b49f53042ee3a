"use client";
import { WaitingReason, waitingFor } from "@/components/ui/waiting-reason";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { CharacterPicture } from "@/components/media/character-picture";
import { Textarea } from "@/components/ui/input";
import { Alert } from "@/components/ui/alert";
import { referenceHeadshotPrompt, type HeadshotCharacter } from "@/lib/ai/prompts/headshot";
import { useGenerationJob } from "./use-job";
import { JobProgress } from "./job-progress";

/** A reference image as the page knows it; assetId names an uploaded photo (no Leonardo id). */
export type ReferenceImage = { imageUrl: string; imageId: string; generationId: string; assetId?: string; message?: string; demo?: boolean };

export const DEFAULT_IMAGE_PROMPT = referenceHeadshotPrompt({
  age: 25,
  gender: "female",
  hairStyle: "shoulder-length",
  hairColor: "brown",
  eyeColor: "brown",
  build: "slim",
  stylePreference: "smart casual",
});

type Props = {
  /** The character's attributes for "Generate Reference Prompt"; null until a character exists. */
  attributes: HeadshotCharacter | null;
  /** When set, the image is saved to this character (asset and reference image). */
  characterId?: string;
  onReference?: (image: ReferenceImage | null) => void;
  /** The prompt the box starts with (the wizard starts from the character's own look). */
  initialPrompt?: string;
};

/** Edit the image prompt, generate the 3:4 reference image as a job, watch its progress. */
export function ReferenceImagePanel({ attributes, characterId, onReference, initialPrompt = DEFAULT_IMAGE_PROMPT }: Props) {
  const [prompt, setPrompt] = useState(initialPrompt);
  const { job, busy, start, error } = useGenerationJob("reference_image", characterId);
  const image = job?.status === "done" ? (job.result as ReferenceImage) : null;

  useEffect(() => {
    onReference?.(image);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- report when the finished job changes
  }, [image?.imageId]);

  const promptWaiting = attributes ? null : "Generate a profile first: the prompt is built from that character's looks.";
  return (
    <div className="space-y-3">
      <div className="space-y-1.5">
        <Label htmlFor="image-prompt">Image prompt</Label>
        <Textarea id="image-prompt" rows={5} value={prompt} onChange={(e) => setPrompt(e.target.value)} />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          className="min-h-11"
          disabled={!attributes}
          aria-describedby={waitingFor("reference-prompt-reason", promptWaiting)}
          onClick={() => attributes && setPrompt(referenceHeadshotPrompt(attributes))}
        >
          Generate Reference Prompt
        </Button>
        <Button type="button" variant="outline" className="min-h-11" onClick={() => setPrompt(DEFAULT_IMAGE_PROMPT)}>
          Use Default
        </Button>
        <WaitingReason id="reference-prompt-reason" reason={promptWaiting} />
      </div>
      <Button type="button" className="min-h-11 w-full sm:w-auto" disabled={!prompt.trim() || busy} onClick={() => start({ prompt })}>
        {busy ? "Generating..." : "Generate Reference Image (1-2 min)"}
      </Button>
      {!prompt.trim() && <p className="text-sm text-muted-foreground">Add an image prompt to generate reference image</p>}
      {job && job.status !== "done" && <JobProgress job={job} label="Reference image" />}
      {error && <Alert variant="destructive">{error}</Alert>}
      {image && (
        <figure className="space-y-2">
          <CharacterPicture
            src={image.imageUrl}
            shownAs="panel"
            alt="Generated reference image"
            className="aspect-[3/4] w-full max-w-xs rounded-lg border object-cover"
            data-testid="reference-image"
          />
          <figcaption className="space-y-0.5 break-all text-xs text-muted-foreground">
            {image.demo && <span className="block font-medium text-foreground">Demo image (no Leonardo key)</span>}
            <span className="block">Generation ID: {image.generationId}</span>
            <span className="block">Image ID: {image.imageId}</span>
          </figcaption>
        </figure>
      )}
    </div>
  );
}
