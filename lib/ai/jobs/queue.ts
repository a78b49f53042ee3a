import "server-only";
import { prisma } from "@/lib/db/client";
import { ACTIVITY_KINDS, recordActivity } from "@/lib/activity";
import type { Prisma } from "@/lib/db/generated/client";

// A small job queue on the GenerationJob table (decision 050). A job is claimed with
// FOR UPDATE SKIP LOCKED, so app servers share the work; the claim bumps `attempts`, which is
// the fencing token of that claim. `updatedAt` is the lease: a worker renews it while it
// works, and a running job whose lease has lapsed (its worker crashed) is claimed again.
// Every later write names the token, so a stale worker can never finish a job twice.
export const MAX_ATTEMPTS = 3;

export type ClaimedJob = {
  id: string;
  userId: string;
  characterId: string | null;
  kind: string;
  input: Prisma.JsonValue;
  attempts: number;
  createdAt: Date;
};

export async function claimNextJob(leaseSeconds: number): Promise<ClaimedJob | null> {
  const now = new Date();
  const lapsed = new Date(now.getTime() - leaseSeconds * 1000);
  const rows = await prisma().$queryRaw<ClaimedJob[]>`
    UPDATE "GenerationJob" SET "status" = 'running', "attempts" = "attempts" + 1, "updatedAt" = ${now}
    WHERE "id" = (
      SELECT "id" FROM "GenerationJob"
      WHERE "status" = 'queued' OR ("status" = 'running' AND "updatedAt" < ${lapsed})
      ORDER BY "createdAt" FOR UPDATE SKIP LOCKED LIMIT 1
    )
    RETURNING "id", "userId", "characterId", "kind", "input", "attempts", "createdAt"`;
  return rows[0] ?? null;
}

/** Renews the lease and records progress; false when this claim has lost the job. */
export async function renewLease(job: ClaimedJob, progress?: number): Promise<boolean> {
  const { count } = await prisma().generationJob.updateMany({
    where: { id: job.id, attempts: job.attempts, status: "running" },
    data: progress === undefined ? { updatedAt: new Date() } : { progress, updatedAt: new Date() },
  });
  return count === 1;
}

export class LostClaimError extends Error {
  constructor() {
    super("job was claimed again by another worker");
  }
}

export type JobOutcome = {
  result: Prisma.InputJsonValue;
  assets: { kind: string; url: string; meta: Prisma.InputJsonValue }[];
  referenceImageUrl?: string;
  activity: string;
};

/** Marks the job done and writes its assets in one transaction, once; throws LostClaimError otherwise. */
export async function completeJob(job: ClaimedJob, outcome: JobOutcome) {
  await prisma().$transaction(async (tx) => {
    const { count } = await tx.generationJob.updateMany({
      where: { id: job.id, attempts: job.attempts, status: "running" },
      data: { status: "done", progress: 100, result: outcome.result, error: null, finishedAt: new Date() },
    });
    if (count !== 1) throw new LostClaimError();
    if (job.characterId) {
      const characterId = job.characterId;
      await tx.asset.createMany({ data: outcome.assets.map((a) => ({ ...a, characterId, jobId: job.id })) });
      if (outcome.referenceImageUrl) await tx.character.update({ where: { id: characterId }, data: { referenceImageUrl: outcome.referenceImageUrl } });
    }
    await recordActivity(job.userId, ACTIVITY_KINDS.generationFinished, outcome.activity, tx);
  });
}

/** Marks the job failed with a reason people can read; false when this claim has lost the job. */
export async function failJob(job: ClaimedJob, message: string) {
  const { count } = await prisma().generationJob.updateMany({
    where: { id: job.id, attempts: job.attempts, status: "running" },
    data: { status: "failed", error: message, finishedAt: new Date() },
  });
  return count === 1;
}
