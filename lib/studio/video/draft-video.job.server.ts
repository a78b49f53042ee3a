import "server-only";
import { z } from "zod";
import { assetPath } from "@/lib/media/assets.server";
import { draftVideoMaterials } from "@/lib/studio/video/materials.server";
import { DRAFT_PROGRESS, renderCharacterDraft } from "@/lib/studio/video/render-character.server";
import { defineJob } from "@/lib/jobs/definition.server";
import { MUSIC_BEDS, TEXT_STYLES, TRANSITIONS } from "@/lib/video/edit-style";

// "Generate Edit Package" (issue 22): the character's draft video (its parts: docs/architecture.md), rendered in the background
// with progress, cancellable (decision 144), and picked up again by another worker after a
// restart like every job. What it reads (script, pictures, title) is fixed when it is queued.

export const draftVideoRequestSchema = z.object({
  characterId: z.uuid({ message: "Invalid character id" }),
  /** The opening card with the character's name and handle. */
  titleCard: z.boolean().optional().default(true),
});

const input = z.object({
  characterId: z.uuid(),
  script: z.string().min(1),
  pictureAssetIds: z.array(z.uuid()).min(1).max(12),
  title: z.object({ name: z.string(), handle: z.string().nullable() }).nullable(),
  // The Mirage template's length (issue 48); absent in jobs queued before it.
  targetSeconds: z.number().positive().max(90).nullable().optional(),
  style: z
    .object({
      maxSceneSeconds: z.number().min(2).max(7),
      transition: z.enum(TRANSITIONS),
      textStyle: z.enum(TEXT_STYLES),
      // Decision 431; a job queued before the beds has none.
      musicBed: z.enum(MUSIC_BEDS).default("None"),
    })
    .optional(),
});

export type DraftVideoResult = {
  videoAssetId: string;
  videoUrl: string;
  captionsUrl: string;
  voiceUrl: string;
  durationSeconds: number;
  speechSeconds: number;
  engine: "elevenlabs" | "espeak-ng";
  demo: boolean;
  message: string;
};

export const draftVideoJob = defineJob({
  kind: "draft_video",
  request: draftVideoRequestSchema,
  input,
  quota: "video",
  async prepare(userId, { characterId, titleCard }) {
    const { script, pictureAssetIds, title, targetSeconds, style } = await draftVideoMaterials(userId, characterId);
    return { characterId, script, pictureAssetIds, title: titleCard ? title : null, targetSeconds, style };
  },
  async run(plan, { userId, progress, signal }) {
    const draft = await renderCharacterDraft(userId, plan, { progress, signal, waiting: () => progress(DRAFT_PROGRESS.waiting) });
    const { video, captions, voice, speech } = draft;
    const demo = speech.engine === "espeak-ng";
    const result: DraftVideoResult = {
      videoAssetId: video.assetId,
      videoUrl: assetPath(video.assetId),
      captionsUrl: assetPath(captions.assetId),
      voiceUrl: assetPath(voice.assetId),
      durationSeconds: draft.durationSeconds,
      speechSeconds: speech.durationSeconds,
      engine: speech.engine,
      demo,
      message: "Draft video ready",
    };
    const words = speech.words.length;
    return {
      result,
      assets: [
        { kind: "video", stored: video, meta: { script: plan.script, durationSeconds: draft.durationSeconds, title: plan.title } },
        { kind: "captions", stored: captions, meta: { videoAssetId: video.assetId, words } },
        { kind: "voice-clip", stored: voice, meta: { text: plan.script, engine: speech.engine, words: speech.words, forVideo: video.assetId } },
      ],
      activity: `Draft video rendered (${Math.round(draft.durationSeconds)} s)`,
    };
  },
  stage(progress) {
    if (progress < DRAFT_PROGRESS.waiting) return "Starting";
    if (progress < DRAFT_PROGRESS.speaking) return "Waiting for the renderer";
    if (progress < DRAFT_PROGRESS.rendering) return "Recording the voice";
    return progress < DRAFT_PROGRESS.saving ? `Rendering ${progress}%` : "Saving the video";
  },
});
