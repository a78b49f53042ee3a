import "server-only";
import { prisma } from "@/lib/db/client.server";
import { ACTIVITY_KINDS, recordActivity } from "@/lib/activity/activity.server";
import { JOB_QUEUE } from "@/lib/policy/limits";
import { Prisma, type GenerationJobKind } from "@/lib/db/generated/client";
import { assetPath, discardFiles } from "@/lib/media/assets.server";
import { copyResultsIn, withCopiedUrls } from "@/lib/media/copy-in.server";
import type { JobOutcome } from "./definition.server";
import { PURCHASE_GRANTS_ACCESS } from "@/lib/policy/purchase-access";

// A small job queue on the GenerationJob table (decision 050). A job is claimed with
// FOR UPDATE SKIP LOCKED, so app servers share the work; the claim bumps `attempts`, which is
// the fencing token of that claim. `updatedAt` is the lease: a worker renews it while it
// works, and a running job whose lease has lapsed (its worker crashed) is claimed again. Lease
// times are the database's clock, taken when the statement runs (decision 106).
// Every later write names the token, so a stale worker can never finish a job twice.
// Claims take turns between buyers (decision 099).
export const MAX_ATTEMPTS = 3;

// The database's clock as the columns hold time (timestamp without zone, in UTC, as Prisma
// writes it). A lease stamped with the worker's clock before a slow round trip (a cold start
// takes seconds on a busy machine) could be older than the lease when it lands, and a second
// worker would claim the job at once.
export const DB_NOW = Prisma.sql`(now() AT TIME ZONE 'UTC')`;
/** A lease stamped before this lapsed (its worker crashed); the publishing queue shares it (decision 402). */
export const lapsed = (leaseSeconds: number) => Prisma.sql`(now() AT TIME ZONE 'UTC') - make_interval(secs => ${leaseSeconds})`;

export type ClaimedJob = {
  id: string;
  userId: string;
  characterId: string | null;
  kind: GenerationJobKind;
  input: Prisma.JsonValue;
  attempts: number;
  createdAt: Date;
};

/**
 * Claims the next job, taking turns between buyers (decision 099). A buyer's turn comes at the
 * later of their oldest waiting job and their last claim, so a buyer just served goes behind
 * everyone already waiting; a buyer with JOB_QUEUE.runningPerBuyer jobs running waits. Within
 * a buyer, the oldest job first. Waiting means queued, or running on a lapsed lease.
 */
export async function claimNextJob(leaseSeconds: number): Promise<ClaimedJob | null> {
  const rows = await prisma().$queryRaw<ClaimedJob[]>`
    UPDATE "GenerationJob" SET "status" = 'running', "attempts" = "attempts" + 1, "updatedAt" = ${DB_NOW}, "startedAt" = ${DB_NOW}
    WHERE "id" = (
      SELECT j."id" FROM "GenerationJob" j
      JOIN (
        SELECT w."userId",
          GREATEST(min(w."createdAt"), (SELECT max(s."startedAt") FROM "GenerationJob" s WHERE s."userId" = w."userId")) AS "turn"
        FROM "GenerationJob" w
        WHERE w."status" = 'queued' OR (w."status" = 'running' AND w."updatedAt" < ${lapsed(leaseSeconds)})
        GROUP BY w."userId"
        HAVING (
          SELECT count(*) FROM "GenerationJob" r WHERE r."userId" = w."userId" AND r."status" = 'running' AND r."updatedAt" >= ${lapsed(leaseSeconds)}
        ) < ${JOB_QUEUE.runningPerBuyer}
      ) b ON b."userId" = j."userId"
      WHERE j."status" = 'queued' OR (j."status" = 'running' AND j."updatedAt" < ${lapsed(leaseSeconds)})
      ORDER BY b."turn", j."createdAt"
      FOR UPDATE OF j SKIP LOCKED LIMIT 1
    )
    RETURNING "id", "userId", "characterId", "kind", "input", "attempts", "createdAt"`;
  return rows[0] ?? null;
}

/** Renews the lease and records progress; false when this claim has lost the job. */
export async function renewLease(job: ClaimedJob, progress?: number): Promise<boolean> {
  const count = await prisma().$executeRaw`
    UPDATE "GenerationJob" SET "updatedAt" = ${DB_NOW}${progress === undefined ? Prisma.empty : Prisma.sql`, "progress" = ${progress}`}
    WHERE "id" = ${job.id}::uuid AND "attempts" = ${job.attempts} AND "status" = 'running'`;
  return count === 1;
}

export class LostClaimError extends Error {
  constructor() {
    super("job was claimed again by another worker");
  }
}

/**
 * Marks the job done and writes its assets in one transaction, once; throws LostClaimError
 * otherwise. The assets' pictures are copied into the media store first (decision 129), outside
 * the transaction, and the result names them by their owner-only address; files whose rows
 * never commit are removed again.
 */
export async function completeJob(job: ClaimedJob, outcome: JobOutcome) {
  const characterId = job.characterId;
  const fromUrls = outcome.assets.flatMap((a) => ("url" in a ? [a.url] : []));
  const copied = characterId ? await copyResultsIn(characterId, fromUrls) : [];
  // Files the job stored itself (a render) are removed with the copies if the job does not complete.
  const stored = outcome.assets.flatMap((a) => ("stored" in a ? [a.stored] : []));
  const files = [...copied.map((c) => c.storageKey), ...stored.map((s) => s.storageKey)];
  try {
    await prisma().$transaction(async (tx) => {
      const { count } = await tx.generationJob.updateMany({
        where: { id: job.id, attempts: job.attempts, status: "running" },
        data: { status: "done", progress: 100, result: withCopiedUrls(outcome.result, copied), error: null, finishedAt: new Date() },
      });
      if (count !== 1) throw new LostClaimError();
      if (characterId) {
        let next = 0;
        await tx.asset.createMany({
          data: outcome.assets.map((a) => {
            const file = "stored" in a ? { ...a.stored, url: assetPath(a.stored.assetId) } : copied[next++];
            const { assetId, url, contentType, storageKey, size } = file;
            return { id: assetId, kind: a.kind, url, contentType, storageKey, size, meta: a.meta, characterId, jobId: job.id };
          }),
        });
        if (outcome.referenceImageUrl) {
          await tx.character.update({ where: { id: characterId }, data: { referenceImageUrl: withCopiedUrls(outcome.referenceImageUrl, copied) } });
        }
      }
      await recordActivity(job.userId, ACTIVITY_KINDS.generationFinished, outcome.activity, tx);
    });
  } catch (error) {
    await discardFiles(files);
    throw error;
  }
}

/** Ends the job failed (or cancelled) with a reason people can read; false when this claim lost it. */
export async function failJob(job: ClaimedJob, message: string, status: "failed" | "cancelled" = "failed") {
  const { count } = await prisma().generationJob.updateMany({
    where: { id: job.id, attempts: job.attempts, status: "running" },
    data: { status, error: message, finishedAt: new Date() },
  });
  return count === 1;
}

/**
 * Cancels the queued jobs of a buyer who no longer holds an active purchase (a refund took
 * access away); a buyer who still has one keeps them. Pass the caller's transaction so the
 * cancel commits with the refund. Returns how many were cancelled.
 */
export async function cancelQueuedJobsOfBuyer(userId: string, reason: string, db: Prisma.TransactionClient = prisma()) {
  const { count } = await db.generationJob.updateMany({
    where: { userId, status: "queued", user: { purchases: { none: PURCHASE_GRANTS_ACCESS } } },
    data: { status: "cancelled", error: reason, finishedAt: new Date() },
  });
  return count;
}
