import "server-only";
import { z } from "zod";
import { prisma } from "@/lib/db/client";
import { referenceImageSchema } from "@/lib/validation/ai";
import { referenceHeadshotPrompt } from "../../prompts/headshot";
import { imageProvider } from "../../providers";
import { defineJob } from "../definition";

// The character's 3:4 reference image: the passport-style headshot every later shot is made
// consistent with. It becomes the character's reference image and one of its assets.
const REFERENCE = { width: 768, height: 1024 }; // 3:4

const input = z.object({
  prompt: z.string().max(2000).optional(),
  characterId: z.uuid().optional(),
});

export type ReferenceImageResult = { imageUrl: string; imageId: string; generationId: string; message: string; demo: boolean };

export const referenceImageJob = defineJob({
  kind: "reference_image",
  request: referenceImageSchema,
  input,
  quota: "image",
  prepare: async (_userId, { prompt, characterId }) => ({ prompt, characterId }),
  async run({ prompt: given }, { characterId }) {
    let prompt = given?.trim();
    if (!prompt) {
      const character = characterId ? await prisma().character.findUnique({ where: { id: characterId } }) : null;
      prompt = referenceHeadshotPrompt(character ?? {});
    }
    const provider = imageProvider();
    const image = await provider.generate({ prompt, ...REFERENCE, presetStyle: "PORTRAIT" });
    const message = provider.mode === "demo" ? "Demo reference image (add a Leonardo API key for real images)" : "Reference image generated";
    const result: ReferenceImageResult = { ...image, message, demo: provider.mode === "demo" };
    return {
      result,
      assets: [{ kind: "reference-image", url: image.imageUrl, meta: { imageId: image.imageId, generationId: image.generationId, prompt } }],
      referenceImageUrl: image.imageUrl,
      activity: "Reference image generated",
    };
  },
  stage: () => "Generating reference image",
});
