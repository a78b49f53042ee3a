import "server-only";
import { z } from "zod";
import { characterShotsSchema, scenarioSchema, shotReferenceSchema } from "@/lib/validation/ai";
import { imageProvider } from "./providers.server";
import { characterDirectionSchema } from "./prompts/direction-schema";
import { withImageDirection } from "./prompts/image-direction";
import { savedDirection } from "./direction.server";
import { jobReference, resolveShotReference } from "./reference.server";
import { defineJob } from "@/lib/jobs/definition.server";

// The consistency test: shots of the library's scenarios, each guided by the reference image
// (Leonardo's Character Reference), so the same person appears in every scene.
const SHOT = { width: 576, height: 1024 }; // 9:16

/** The reference as the server resolved it for the job's owner, never a URL (decision 089). */
const input = z.object({
  reference: shotReferenceSchema,
  scenarios: z.array(scenarioSchema).min(1).max(8),
  characterId: z.uuid().optional(),
  /** The character's saved Variables and Composition, as they were when the job was queued. */
  direction: characterDirectionSchema.optional(),
});

/** `key` names the library scenario, so Apply Composition can keep its scene. */
export type Shot = { generationId: string; imageId: string; imageUrl: string; scenario: string; category: string; aspectRatio: string; key?: string };
export type CharacterShotsResult = { shots: Shot[]; message: string; demo: boolean };

export const characterShotsJob = defineJob({
  kind: "character_shots",
  request: characterShotsSchema,
  input,
  quota: "image",
  prepare: async (userId, { scenarios, characterId, ...named }) => ({
    reference: await resolveShotReference(userId, named),
    scenarios,
    ...(characterId && { characterId, direction: await savedDirection(userId, characterId) }),
  }),
  async run({ reference, scenarios, direction }, { userId, progress }) {
    const provider = imageProvider();
    // Resolved again for the job's owner: the stored id is only ever one of theirs (decision 089).
    const characterReference = await jobReference(userId, reference);
    const shots: Shot[] = [];
    for (const [index, scenario] of scenarios.entries()) {
      await progress(Math.round((index / scenarios.length) * 100));
      const { prompt, negativePrompt, direction: drawn } = withImageDirection(scenario.prompt, direction, "shot");
      const image = await provider.generate({ prompt, negativePrompt, direction: drawn, ...SHOT, presetStyle: scenario.style, characterReference });
      shots.push({
        ...image,
        scenario: scenario.name,
        category: scenario.category,
        aspectRatio: scenario.aspectRatio,
        ...(scenario.key && { key: scenario.key }),
      });
    }
    const result: CharacterShotsResult = { shots, message: `Generated ${shots.length} consistent shots`, demo: provider.mode === "demo" };
    return {
      result,
      assets: shots.map((s) => ({
        kind: "shot",
        url: s.imageUrl,
        meta: { imageId: s.imageId, generationId: s.generationId, scenario: s.scenario, category: s.category, ...(s.key && { key: s.key }) },
      })),
      activity: `Consistency test: ${shots.length} shots generated`,
    };
  },
  stage: (progress, { scenarios }) => `Shot ${Math.min(scenarios.length, Math.floor((progress / 100) * scenarios.length) + 1)} of ${scenarios.length}`,
});
