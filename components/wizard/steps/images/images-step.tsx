"use client";
import { preload } from "react-dom";
import { Image as ImageIcon } from "lucide";
import { StaticIcon } from "@/components/ui/static-icon";
import { Card, CardContent } from "@/components/ui/card";
import { ConsistencyTest } from "@/components/ai/consistency-test";
import { ExportAssetsButton } from "@/components/storage/export-assets-button";
import { CharacterPicture } from "@/components/media/character-picture";
import { picturePreload } from "@/lib/media/picture-widths";
import type { StepProps } from "../types";

/**
 * Spec section 2: the gallery, with 8 placeholders labelled "200+ Images Available" until the
 * character has saved images. Consistency shots are made from the kept reference image.
 */
export function ImagesStep({ character }: Pick<StepProps, "character">) {
  const reference = character.referenceImageUrl;
  const savedUrls = new Set(character.images.map((image) => image.url));
  // The first saved image is the step's largest paint on a phone: named in the document's head, at
  // the stored copy its srcset picks, so it is fetched before the scripts (decisions 231, 398).
  const first = character.images[0]?.url;
  if (first) preload(first, picturePreload(first, "gallery"));
  return (
    <Card>
      <CardContent className="flex flex-col gap-6 pt-6">
        {character.images.length > 0 ? (
          <div className="flex flex-col gap-3">
            <p className="text-lg font-semibold">Saved images</p>
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Saved images">
              {character.images.map((image, i) => (
                <li key={image.id}>
                  <CharacterPicture
                    src={image.url}
                    shownAs="gallery"
                    alt={image.kind === "shot" ? `Shot of ${character.name}` : `Reference image of ${character.name}`}
                    className={`w-full rounded-lg border object-cover ${image.kind === "shot" ? "aspect-[9/16]" : "aspect-[3/4]"}`}
                    data-testid="saved-image"
                    // The first row is the step's largest paint on a phone: fetched before the scripts (decision 231);
                    // past the first two rows, fetched as they near the screen.
                    priority={i < 2 ? "high" : i < 4 ? "auto" : "lazy"}
                  />
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <div className="flex flex-col gap-3">
            <p className="text-lg font-semibold">200+ Images Available</p>
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {Array.from({ length: 8 }, (_, i) => (
                <div
                  key={i}
                  className="flex aspect-[9/16] items-center justify-center rounded-lg border bg-gradient-to-br from-accent to-muted"
                  aria-label={`Image placeholder ${i + 1}`}
                  role="img"
                >
                  <StaticIcon icon={ImageIcon} className="size-8 text-primary/40" />
                </div>
              ))}
            </div>
          </div>
        )}
        <div className="flex flex-col gap-2">
          <p className="font-semibold">Generate Character Shots</p>
          {reference ? (
            <ConsistencyTest
              reference={{ imageUrl: reference, imageId: character.referenceImageId, assetId: character.referenceAssetId, generationId: "" }}
              character={character}
              characterId={character.id}
              shownUrls={savedUrls}
            />
          ) : (
            <p className="text-sm text-muted-foreground">Generate a reference image in the Reference step first: every shot stays consistent with it.</p>
          )}
        </div>
        <div className="flex flex-col items-start gap-1">
          <ExportAssetsButton characterId={character.id} />
          <p className="text-xs text-muted-foreground">
            Uploads this character&apos;s saved images, voice clips and generated scripts to a connected cloud drive.
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
