import "server-only";
import { z } from "zod";
import { GenerationJobKind } from "@/lib/db/generated/enums";
import type { JobDefinition } from "@/lib/jobs/definition.server";
import { referenceImageJob } from "@/lib/ai/reference-image.job.server";
import { characterShotsJob } from "@/lib/ai/character-shots.job.server";
import { stylePreviewJob } from "@/lib/ai/style-preview.job.server";
import { applyCompositionJob } from "@/lib/ai/apply-composition.job.server";
import { draftVideoJob } from "@/lib/studio/video/draft-video.job.server";
import { courseVideoJob } from "@/lib/course/course-video.job.server";

// The one list of generation job kinds (decision 103): the Prisma enum GenerationJobKind names
// them, and this table must define every one of them, or the build fails.
export const JOB_DEFINITIONS = {
  reference_image: referenceImageJob,
  character_shots: characterShotsJob,
  style_preview: stylePreviewJob,
  apply_composition: applyCompositionJob,
  draft_video: draftVideoJob,
  course_video: courseVideoJob,
} satisfies { [K in GenerationJobKind]: JobDefinition & { kind: K } };

type Definitions = typeof JOB_DEFINITIONS;
/** What a finished job of a kind answers, for the page that shows it. */
export type JobResult<K extends GenerationJobKind> = Awaited<ReturnType<Definitions[K]["run"]>>["result"];
/** The body of POST /api/ai/jobs for a kind. */
export type JobRequest<K extends GenerationJobKind> = z.input<Definitions[K]["request"]>;

export const JOB_KINDS = Object.values(GenerationJobKind);
const kindSchema = z.enum(GenerationJobKind, { message: `kind must be one of ${JOB_KINDS.join(", ")}` });

/** POST /api/ai/jobs: a kind, and that kind's own request. */
export const createJobSchema = z.looseObject({ kind: kindSchema }).superRefine((body, ctx) => {
  const parsed = JOB_DEFINITIONS[body.kind].request.safeParse(body);
  for (const issue of parsed.error?.issues ?? []) ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
});

export const latestJobQuerySchema = z.object({
  kind: kindSchema,
  characterId: z.uuid({ message: "Invalid character id" }).optional(),
});
