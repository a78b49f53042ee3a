import "server-only";
import { z } from "zod";
import { shotReferenceSchema } from "@/lib/validation/ai";
import { characterDirectionSchema } from "./prompts/direction-schema";
import { composedShotPrompt } from "./prompts/composition";
import { imageProvider } from "./providers.server";
import { jobReference } from "./reference.server";
import { COMPOSED_SHOT, compositionSource, previewReference } from "./composed-shot.server";
import { defineJob } from "@/lib/jobs/definition.server";

// Preview Style (decision 105): one 9:16 shot from the character's saved Variables and
// Composition, guided by its reference image when it has one. Shown on the step, not kept in
// the gallery: a preview is a try, not a shot.

const request = z.object({ characterId: z.uuid({ message: "Invalid character id" }) });

const input = z.object({
  characterId: z.uuid(),
  prompt: z.string().min(1).max(6000),
  negativePrompt: z.string().max(2000).optional(),
  direction: characterDirectionSchema,
  reference: shotReferenceSchema.nullable(),
  note: z.string().max(200).optional(),
});

export type StylePreviewResult = {
  imageUrl: string;
  imageId: string;
  generationId: string;
  /** The composition and variables the preview was made from. */
  direction: z.infer<typeof characterDirectionSchema>;
  message: string;
  demo: boolean;
};

export const stylePreviewJob = defineJob({
  kind: "style_preview",
  request,
  input,
  quota: "image",
  async prepare(userId, { characterId }) {
    const { character, direction } = await compositionSource(userId, characterId);
    const { prompt, negativePrompt, direction: drawn } = composedShotPrompt(character, direction);
    const { reference, note } = await previewReference(userId, characterId);
    return { characterId, prompt, ...(negativePrompt && { negativePrompt }), direction: drawn, reference, ...(note && { note }) };
  },
  async run({ prompt, negativePrompt, direction, reference, note }, { userId }) {
    const provider = imageProvider();
    const characterReference = reference ? await jobReference(userId, reference) : undefined;
    const image = await provider.generate({ prompt, negativePrompt, direction, ...COMPOSED_SHOT, presetStyle: "PORTRAIT", characterReference });
    const made = provider.mode === "demo" ? "Demo style preview (add a Leonardo API key for real images)" : "Style preview generated";
    const result: StylePreviewResult = { ...image, direction, message: note ? `${made}. ${note}` : made, demo: provider.mode === "demo" };
    return { result, assets: [], activity: "Style preview generated" };
  },
  stage: () => "Rendering the preview",
});
