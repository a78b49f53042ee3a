import "server-only";
import { prisma } from "@/lib/db/client";
import { characterShotsJobSchema, referenceImageSchema } from "@/lib/validation/ai";
import { referenceHeadshotPrompt } from "../prompts/headshot";
import { imageProvider } from "../providers";
import { jobReference } from "../reference";
import type { ClaimedJob, JobOutcome } from "./queue";

// What each kind of generation job does. A handler only calls the provider and reports
// progress; the worker stores its outcome (assets, activity) once, in one transaction.
export type Progress = (percent: number) => Promise<void>;

const REFERENCE = { width: 768, height: 1024 }; // 3:4
const SHOT = { width: 576, height: 1024 }; // 9:16

async function referenceImage(job: ClaimedJob): Promise<JobOutcome> {
  const input = referenceImageSchema.parse(job.input);
  let prompt = input.prompt?.trim();
  if (!prompt) {
    const character = job.characterId ? await prisma().character.findUnique({ where: { id: job.characterId } }) : null;
    prompt = referenceHeadshotPrompt(character ?? {});
  }
  const provider = imageProvider();
  const image = await provider.generate({ prompt, ...REFERENCE, presetStyle: "PORTRAIT" });
  const message = provider.mode === "demo" ? "Demo reference image (add a Leonardo API key for real images)" : "Reference image generated";
  return {
    result: { ...image, message, demo: provider.mode === "demo" },
    assets: [{ kind: "reference-image", url: image.imageUrl, meta: { imageId: image.imageId, generationId: image.generationId, prompt } }],
    referenceImageUrl: image.imageUrl,
    activity: "Reference image generated",
  };
}

async function characterShots(job: ClaimedJob, progress: Progress): Promise<JobOutcome> {
  const input = characterShotsJobSchema.parse(job.input);
  const provider = imageProvider();
  // Resolved again for the job's owner: the stored id is only ever one of theirs (decision 089).
  const characterReference = await jobReference(job.userId, input.reference);
  const shots = [];
  for (const [index, scenario] of input.scenarios.entries()) {
    await progress(Math.round((index / input.scenarios.length) * 100));
    const image = await provider.generate({
      prompt: scenario.prompt,
      ...SHOT,
      presetStyle: scenario.style,
      characterReference,
    });
    shots.push({ ...image, scenario: scenario.name, category: scenario.category, aspectRatio: scenario.aspectRatio });
  }
  return {
    result: { shots, message: `Generated ${shots.length} consistent shots`, demo: provider.mode === "demo" },
    assets: shots.map((s) => ({ kind: "shot", url: s.imageUrl, meta: { imageId: s.imageId, generationId: s.generationId, scenario: s.scenario, category: s.category } })),
    activity: `Consistency test: ${shots.length} shots generated`,
  };
}

export const jobHandlers: Record<string, (job: ClaimedJob, progress: Progress) => Promise<JobOutcome>> = {
  "reference-image": referenceImage,
  "character-shots": characterShots,
};
