import "server-only";
import { prisma } from "@/lib/db/client";
import { HttpError, NotFoundError } from "@/lib/api/errors";
import { withDailyQuota } from "@/lib/policy/quota";
import type { QuotaKind } from "@/lib/policy/limits";
import type { CreateJobInput, JobKind } from "@/lib/validation/ai";
import { ownedCharacter } from "../owned-character";
import { storedJobInput } from "../reference";
import type { GenerationJob } from "@/lib/db/generated/client";

// Generation jobs as the endpoints and the page see them.

/** The daily quota each kind of job is counted on (decision 098). */
export const JOB_QUOTA: Record<JobKind, QuotaKind> = { "reference-image": "image", "character-shots": "image" };

export type JobView = {
  id: string;
  kind: string;
  status: "queued" | "running" | "done" | "failed" | "cancelled";
  progress: number;
  stage: string;
  result: unknown;
  error: string | null;
  characterId: string | null;
  createdAt: string;
};

function stageOf(job: GenerationJob): string {
  if (job.status === "queued") return "Queued";
  if (job.status === "done") return "Done";
  if (job.status === "failed") return "Failed";
  if (job.status === "cancelled") return "Cancelled";
  if (job.kind !== "character-shots") return "Generating reference image";
  const total = (job.input as { scenarios?: unknown[] })?.scenarios?.length || 4;
  return `Shot ${Math.min(total, Math.floor((job.progress / 100) * total) + 1)} of ${total}`;
}

export function toJobView(job: GenerationJob): JobView {
  return {
    id: job.id, kind: job.kind, status: job.status as JobView["status"], progress: job.progress, stage: stageOf(job),
    result: job.result, error: job.error, characterId: job.characterId, createdAt: job.createdAt.toISOString(),
  };
}

/**
 * Records a generation job on the buyer's daily quota and returns at once; a worker picks it
 * up. The worker gives the quota back if the job fails.
 */
export async function enqueueGeneration(userId: string, request: CreateJobInput): Promise<JobView> {
  const { kind, characterId } = request;
  if (characterId) await ownedCharacter(userId, characterId);
  const input = await storedJobInput(userId, request);
  const job = await withDailyQuota(userId, JOB_QUOTA[kind], () =>
    prisma().generationJob.create({ data: { userId, characterId: characterId ?? null, kind, input } }),
  );
  return toJobView(job);
}

export async function jobForUser(userId: string, id: string): Promise<JobView> {
  const job = await prisma().generationJob.findFirst({ where: { id, userId } });
  if (!job) throw new NotFoundError("Job not found");
  return toJobView(job);
}

/**
 * The user's newest job of a kind for a character (or, without one, of the test page), so the
 * page shows its last result after a reload.
 */
export async function latestJob(userId: string, kind: JobKind, characterId?: string): Promise<JobView | null> {
  const job = await prisma().generationJob.findFirst({
    where: { userId, kind, characterId: characterId ?? null },
    orderBy: { createdAt: "desc" },
  });
  return job ? toJobView(job) : null;
}

/** For callers that wait (spec section 7's synchronous answers): the result, or the job's reason as an error. */
export async function waitForJob(userId: string, id: string, timeoutMs: number, pollMs = 500): Promise<JobView> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const job = await jobForUser(userId, id);
    if (job.status === "done") return job;
    if (job.status === "failed") throw new HttpError(502, job.error ?? "The generation failed");
    if (Date.now() > deadline) return job;
    await new Promise((r) => setTimeout(r, pollMs));
  }
}
