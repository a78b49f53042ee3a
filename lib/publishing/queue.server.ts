import "server-only";
import { prisma } from "@/lib/db/client.server";
import { DB_NOW, lapsed } from "@/lib/jobs/queue.server";
import { PUBLISHING } from "@/lib/policy/limits";

// The publications are their own queue entries, under the job queue's rules (decisions 050, 106,
// 402): a due row is claimed with FOR UPDATE SKIP LOCKED, the claim bumps `attempts` (the fencing
// token every later write names) and stamps `updatedAt` (the lease) on the database clock. A
// "publishing" row whose lease lapsed (its worker died mid-upload) is claimed again, and that
// counts as a transient failure, so a post that kills every worker still ends failed.

export type ClaimedPublication = { id: string; attempts: number; failures: number };

/** Claims the publication due first, or null. */
export async function claimDuePublication(leaseSeconds: number): Promise<ClaimedPublication | null> {
  const rows = await prisma().$queryRaw<ClaimedPublication[]>`
    UPDATE "PostPublication" SET "state" = 'publishing', "attempts" = "attempts" + 1, "updatedAt" = ${DB_NOW},
      "failures" = "failures" + CASE WHEN "state" = 'publishing' THEN 1 ELSE 0 END
    WHERE "id" = (
      SELECT p."id" FROM "PostPublication" p
      WHERE (p."state" = 'scheduled' AND p."nextAttemptAt" <= ${DB_NOW})
         OR (p."state" = 'publishing' AND p."updatedAt" < ${lapsed(leaseSeconds)})
      ORDER BY p."nextAttemptAt", p."id"
      FOR UPDATE SKIP LOCKED LIMIT 1
    )
    RETURNING "id", "attempts", "failures"`;
  return rows[0] ?? null;
}

const held = (claim: ClaimedPublication) => ({ id: claim.id, attempts: claim.attempts, state: "publishing" as const });

/** Renews the lease; false when this claim has lost the publication. */
export async function renewPublicationLease(claim: ClaimedPublication): Promise<boolean> {
  const count = await prisma().$executeRaw`
    UPDATE "PostPublication" SET "updatedAt" = ${DB_NOW} WHERE "id" = ${claim.id}::uuid AND "attempts" = ${claim.attempts} AND "state" = 'publishing'`;
  return count === 1;
}

/**
 * Keeps (or forgets) the platform's id for the upload in flight, under the claim's fence, so the
 * next attempt polls it instead of starting over (decision 441). False when the claim was lost.
 */
export async function rememberPlatformRef(claim: ClaimedPublication, ref: string | null, revision: number) {
  const { count } = await prisma().postPublication.updateMany({
    where: held(claim),
    data: { platformRef: ref, platformRefRevision: ref === null ? null : revision },
  });
  return count === 1;
}

/** Published, under the claim's fence; the post reads "Posted" once every channel it went to has it. */
export async function markPublished(claim: ClaimedPublication, outcome: { externalId: string; link: string }) {
  return prisma().$transaction(async (tx) => {
    const row = await tx.postPublication.findUnique({ where: { id: claim.id }, select: { postId: true } });
    const { count } = await tx.postPublication.updateMany({
      where: held(claim),
      data: { state: "published", link: outcome.link, externalId: outcome.externalId, failureReason: null, publishedAt: new Date() },
    });
    if (count !== 1 || !row) return false;
    await tx.contentPost.updateMany({ where: { id: row.postId, publications: { every: { state: "published" } } }, data: { status: "posted" } });
    return true;
  });
}

export async function markFailed(claim: ClaimedPublication, reason: string) {
  const { count } = await prisma().postPublication.updateMany({ where: held(claim), data: { state: "failed", failureReason: reason } });
  return count === 1;
}

/** The wait after the n-th transient failure in a row: doubling from the base, capped. */
export const backoffSeconds = (failures: number, base: number = PUBLISHING.backoffBaseSeconds) =>
  Math.min(base * 2 ** Math.max(0, failures - 1), PUBLISHING.backoffMaxSeconds);

/** A transient failure: back to scheduled after the backoff, or failed after too many in a row. */
export async function markTransientFailure(claim: ClaimedPublication, reason: string, backoffBase?: number) {
  const failures = claim.failures + 1;
  if (failures >= PUBLISHING.maxTransientFailures) {
    return markFailed(claim, `${reason} (gave up after ${failures} tries; press Retry to try again)`);
  }
  const { count } = await prisma().postPublication.updateMany({
    where: held(claim),
    data: { state: "scheduled", failures, failureReason: reason, nextAttemptAt: new Date(Date.now() + backoffSeconds(failures, backoffBase) * 1000) },
  });
  return count === 1;
}
