import "server-only";
import { prisma } from "@/lib/db/client.server";
import { ConflictError, HttpError, NotFoundError } from "@/lib/api/errors";
import { giveBackDailyQuota, withDailyQuota } from "@/lib/policy/quota.server";
import type { GenerationJob, GenerationJobKind, GenerationJobStatus } from "@/lib/db/generated/client";
import { JOB_DEFINITIONS, type JobResult } from "./definitions.server";

// Generation jobs as the endpoints and the page see them.

/** A job as the page sees it; a done job carries its kind's result. */
export type JobView<K extends GenerationJobKind = GenerationJobKind> = {
  id: string;
  kind: K;
  progress: number;
  stage: string;
  error: string | null;
  characterId: string | null;
  createdAt: string;
} & ({ status: "done"; result: JobResult<K> } | { status: Exclude<GenerationJobStatus, "done">; result: null });

const ENDED_STAGES: Partial<Record<GenerationJobStatus, string>> = { queued: "Queued", done: "Done", failed: "Failed", cancelled: "Cancelled" };

export function toJobView(job: GenerationJob): JobView {
  const view = {
    id: job.id,
    kind: job.kind,
    progress: job.progress,
    stage: ENDED_STAGES[job.status] ?? JOB_DEFINITIONS[job.kind].stageOf(job.progress, job.input),
    error: job.error,
    characterId: job.characterId,
    createdAt: job.createdAt.toISOString(),
  };
  return job.status === "done"
    ? { ...view, status: "done", result: job.result as JobResult<GenerationJobKind> }
    : { ...view, status: job.status, result: null };
}

/**
 * Records a generation job on the buyer's daily quota and returns at once; a worker picks it
 * up. The worker gives the quota back if the job fails. `request` is checked against the
 * kind's own schema here, whoever the caller is.
 */
export async function enqueueGeneration(userId: string, kind: GenerationJobKind, request: unknown): Promise<JobView> {
  const definition = JOB_DEFINITIONS[kind];
  const { characterId, input } = await definition.accept(userId, request);
  const job = await withDailyQuota(userId, definition.quota, () => prisma().generationJob.create({ data: { userId, characterId, kind, input } }));
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
export async function latestJob(userId: string, kind: GenerationJobKind, characterId?: string): Promise<JobView | null> {
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

export const JOB_CANCELLED_MESSAGE = "Cancelled";

/**
 * Cancels one of the buyer's jobs that has not ended (decision 144): a queued job never runs and
 * its quota is given back; a running one is stopped by its worker, whose next lease renewal
 * finds it cancelled and aborts the work. Cancelling a cancelled job answers it again; a job
 * that has already finished or failed cannot be cancelled (409).
 */
export async function cancelJob(userId: string, id: string): Promise<JobView> {
  const job = await prisma().generationJob.findFirst({ where: { id, userId } });
  if (!job) throw new NotFoundError("Job not found");
  if (job.status === "cancelled") return toJobView(job);
  if (job.status !== "queued" && job.status !== "running") throw new ConflictError("This job has already ended.");
  const { count } = await prisma().generationJob.updateMany({
    where: { id, userId, status: job.status, attempts: job.attempts },
    data: { status: "cancelled", error: JOB_CANCELLED_MESSAGE, finishedAt: new Date() },
  });
  // Lost a race with the worker (it claimed, finished or failed the job meanwhile): decide again on the new state.
  if (count !== 1) return cancelJob(userId, id);
  if (job.status === "queued") await giveBackDailyQuota(userId, JOB_DEFINITIONS[job.kind].quota, job.createdAt);
  return jobForUser(userId, id);
}
