"use client";
import { preload } from "react-dom";
import { ReferenceImagePanel } from "@/components/ai/reference-image-panel";
import { ReferenceUpload } from "@/components/ai/reference-upload";
import { CharacterPicture } from "@/components/media/character-picture";
import { referenceHeadshotPrompt } from "@/lib/ai/prompts/headshot";
import { picturePreload } from "@/lib/media/picture-widths";
import type { StepProps } from "../types";
import { StepCard } from "../shared/step-card";

/**
 * The reference image: generated (Leonardo, or the demo portrait) or uploaded, kept as the
 * character's reference and an asset. Every later shot stays consistent with it.
 */
export function ReferenceStep({ character, onReference }: StepProps) {
  // Named in the document's head too, so the image is fetched and decoded before the scripts
  // arrive: traced, it arrived in time and was painted up to 1.9 s late behind hydration. The
  // preload names the same stored copies as the picture's srcset, so it is the request used (decision 398).
  if (character.referenceImageUrl) preload(character.referenceImageUrl, picturePreload(character.referenceImageUrl, "reference"));
  return (
    <StepCard intro="The reference image: one passport-style headshot every later shot stays consistent with.">
      <figure className="flex flex-col gap-1">
        <div className="flex aspect-[3/4] w-full max-w-56 items-center justify-center overflow-hidden rounded-lg border bg-muted text-center text-xs text-muted-foreground">
          {/* The step's largest paint: fetched before the scripts, not after them (decision 231). */}
          {character.referenceImageUrl ? (
            <CharacterPicture
              src={character.referenceImageUrl}
              shownAs="reference"
              priority="high"
              alt={`Reference image of ${character.name}`}
              className="size-full object-cover"
            />
          ) : (
            "No reference image yet"
          )}
        </div>
        <figcaption className="text-xs text-muted-foreground">The character&apos;s reference image: shown on its card and used for every shot.</figcaption>
      </figure>
      <div className="space-y-6">
        <ReferenceImagePanel
          attributes={character}
          characterId={character.id}
          initialPrompt={referenceHeadshotPrompt(character)}
          onReference={(image) => image && onReference(image)}
        />
        <ReferenceUpload characterId={character.id} onUploaded={onReference} />
      </div>
    </StepCard>
  );
}
