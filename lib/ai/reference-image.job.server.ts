import "server-only";
import { z } from "zod";
import { prisma } from "@/lib/db/client.server";
import { referenceImageSchema } from "@/lib/validation/ai";
import { referenceHeadshotPrompt } from "./prompts/headshot";
import { characterDirectionSchema } from "./prompts/direction-schema";
import { withImageDirection } from "./prompts/image-direction";
import { savedDirection } from "./direction.server";
import { imageProvider } from "./providers.server";
import { defineJob } from "@/lib/jobs/definition.server";

// The character's 3:4 reference image: the passport-style headshot every later shot is made
// consistent with. It becomes the character's reference image and one of its assets.
const REFERENCE = { width: 768, height: 1024 }; // 3:4

const input = z.object({
  prompt: z.string().max(2000).optional(),
  characterId: z.uuid().optional(),
  /** The character's saved Variables, as they were when the job was queued. */
  direction: characterDirectionSchema.optional(),
});

export type ReferenceImageResult = { imageUrl: string; imageId: string; generationId: string; message: string; demo: boolean };

export const referenceImageJob = defineJob({
  kind: "reference_image",
  request: referenceImageSchema,
  input,
  quota: "image",
  prepare: async (userId, { prompt, characterId }) => ({
    prompt,
    characterId,
    ...(characterId && { direction: await savedDirection(userId, characterId) }),
  }),
  async run({ prompt: given, direction }, { characterId }) {
    let base = given?.trim();
    if (!base) {
      const character = characterId ? await prisma().character.findUnique({ where: { id: characterId } }) : null;
      base = referenceHeadshotPrompt(character ?? {});
    }
    const { prompt, negativePrompt, direction: drawn } = withImageDirection(base, direction, "headshot");
    const provider = imageProvider();
    const image = await provider.generate({ prompt, negativePrompt, direction: drawn, ...REFERENCE, presetStyle: "PORTRAIT" });
    const message = provider.mode === "demo" ? "Demo reference image (add a Leonardo API key for real images)" : "Reference image generated";
    const result: ReferenceImageResult = { ...image, message, demo: provider.mode === "demo" };
    return {
      result,
      assets: [
        {
          kind: "reference-image",
          url: image.imageUrl,
          meta: { imageId: image.imageId, generationId: image.generationId, prompt, ...(negativePrompt && { negativePrompt }) },
        },
      ],
      referenceImageUrl: image.imageUrl,
      activity: "Reference image generated",
    };
  },
  stage: () => "Generating reference image",
});
