import "server-only";
import { z } from "zod";
import { prisma } from "@/lib/db/client.server";
import { BadRequestError, NotFoundError } from "@/lib/api/errors";
import { COMPOSITION } from "@/lib/policy/limits";
import { shotReferenceSchema } from "@/lib/validation/ai";
import { characterDirectionSchema } from "./prompts/direction-schema";
import { composedShotPrompt } from "./prompts/composition";
import { scenarioKeyOf } from "./prompts/shots";
import { imageProvider } from "./providers.server";
import { jobReference, resolveShotReference } from "./reference.server";
import { COMPOSED_SHOT, compositionSource } from "./composed-shot.server";
import { defineJob } from "@/lib/jobs/definition.server";

// Apply Composition (decision 105): each chosen shot of the character is rendered again with
// the saved Composition (framing, background, light, mood) and Variables, guided by that shot
// itself so the person stays the same. The new shots join the gallery; the old ones stay.

const request = z.object({
  characterId: z.uuid({ message: "Invalid character id" }),
  shotIds: z
    .array(z.uuid({ message: "Invalid shot id" }))
    .min(1, "Choose at least one shot")
    .max(COMPOSITION.shotsPerApply, `Choose at most ${COMPOSITION.shotsPerApply} shots`)
    .refine((ids) => new Set(ids).size === ids.length, "A shot is chosen twice"),
});

const shot = z.object({
  sourceAssetId: z.uuid(),
  reference: shotReferenceSchema,
  prompt: z.string().min(1).max(6000),
  negativePrompt: z.string().max(2000).optional(),
  scenario: z.string().max(100),
  category: z.string().max(40),
});
const input = z.object({ characterId: z.uuid(), direction: characterDirectionSchema, shots: z.array(shot).min(1).max(COMPOSITION.shotsPerApply) });

export type ComposedShot = { imageUrl: string; imageId: string; generationId: string; scenario: string; category: string; sourceAssetId: string };
export type ApplyCompositionResult = { shots: ComposedShot[]; message: string; demo: boolean };

const text = (value: unknown, fallback: string) => (typeof value === "string" && value ? value : fallback);

export const applyCompositionJob = defineJob({
  kind: "apply_composition",
  request,
  input,
  quota: "image",
  async prepare(userId, { characterId, shotIds }) {
    const assets = await prisma().asset.findMany({
      where: { id: { in: shotIds }, characterId, kind: "shot", character: { userId } },
      select: { id: true, meta: true },
    });
    if (assets.length !== shotIds.length) throw new NotFoundError("Shot not found");
    const { character, direction } = await compositionSource(userId, characterId);
    const shots = [];
    for (const id of shotIds) {
      const meta = (assets.find((a) => a.id === id)!.meta ?? {}) as Record<string, unknown>;
      const reference = await resolveShotReference(userId, { referenceAssetId: id }).catch((error: unknown) => {
        throw error instanceof BadRequestError
          ? new BadRequestError("A demo shot cannot guide Leonardo. Choose shots made with Leonardo, or make new ones.")
          : error;
      });
      const { prompt, negativePrompt } = composedShotPrompt(character, direction, scenarioKeyOf(meta));
      shots.push({
        sourceAssetId: id,
        reference,
        prompt,
        ...(negativePrompt && { negativePrompt }),
        scenario: text(meta.scenario, "Shot"),
        category: text(meta.category, "composed"),
      });
    }
    return { characterId, direction: composedShotPrompt(character, direction).direction, shots };
  },
  async run({ shots, direction }, { userId, progress }) {
    const provider = imageProvider();
    const made: ComposedShot[] = [];
    for (const [index, s] of shots.entries()) {
      await progress(Math.round((index / shots.length) * 100));
      const characterReference = await jobReference(userId, s.reference);
      const image = await provider.generate({
        prompt: s.prompt,
        negativePrompt: s.negativePrompt,
        direction,
        ...COMPOSED_SHOT,
        presetStyle: "PORTRAIT",
        characterReference,
      });
      made.push({ ...image, scenario: s.scenario, category: s.category, sourceAssetId: s.sourceAssetId });
    }
    const result: ApplyCompositionResult = {
      shots: made,
      message: `Composition applied to ${made.length} ${made.length === 1 ? "shot" : "shots"}`,
      demo: provider.mode === "demo",
    };
    return {
      result,
      assets: made.map((m) => ({
        kind: "shot",
        url: m.imageUrl,
        meta: { imageId: m.imageId, generationId: m.generationId, scenario: m.scenario, category: m.category, sourceAssetId: m.sourceAssetId, composed: true },
      })),
      activity: result.message,
    };
  },
  stage: (progress, { shots }) => `Shot ${Math.min(shots.length, Math.floor((progress / 100) * shots.length) + 1)} of ${shots.length}`,
});
