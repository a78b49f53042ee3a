import "server-only";
import { env } from "@/lib/env";
import { HttpError } from "@/lib/api/errors";
import { purchaseStatus, PURCHASE_NEEDED_MESSAGE } from "@/lib/accounts/purchases.server";
import { failureKeepsQuota, giveBackDailyQuota } from "@/lib/policy/quota.server";
import { JOB_DEFINITIONS } from "./definitions.server";
import { claimDuePublication } from "@/lib/publishing/queue.server";
import { runPublication } from "@/lib/publishing/run.server";
import { claimNextJob, completeJob, failJob, LostClaimError, MAX_ATTEMPTS, renewLease, type ClaimedJob } from "@/lib/jobs/queue.server";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export type WorkerOptions = { leaseSeconds?: number; pollMs?: number; concurrency?: number };

/** Fails the job and gives its quota back, unless the provider refused the buyer's input (decision 098). */
async function failAndGiveBack(job: ClaimedJob, message: string, error?: unknown) {
  const { quota } = JOB_DEFINITIONS[job.kind];
  if ((await failJob(job, message)) && !failureKeepsQuota(error)) await giveBackDailyQuota(job.userId, quota, job.createdAt);
}

/**
 * The kind's handler on the job's stored input, reporting progress on the job's lease. A lease
 * that can no longer be renewed means the buyer cancelled the job or another worker has it:
 * the signal aborts, so the handler stops its work instead of finishing for nobody.
 */
export function runClaimedJob(job: ClaimedJob, controller = new AbortController()) {
  const progress = async (percent: number) => {
    if (await renewLease(job, percent)) return;
    controller.abort(new LostClaimError());
    throw new LostClaimError();
  };
  const context = { userId: job.userId, characterId: job.characterId, progress, signal: controller.signal };
  return JOB_DEFINITIONS[job.kind].runStored(job.input, context);
}

/**
 * Runs one claimed job: renews its lease while working, then stores the outcome or the reason it
 * failed. A buyer who lost access since queuing it (a refund) has it cancelled unrun.
 */
export async function runJob(job: ClaimedJob, leaseSeconds: number) {
  if (!JOB_DEFINITIONS[job.kind].runsWithoutPurchase && !(await purchaseStatus(job.userId)).hasPurchase) {
    await failJob(job, PURCHASE_NEEDED_MESSAGE, "cancelled");
    return;
  }
  if (job.attempts > MAX_ATTEMPTS) return failAndGiveBack(job, `The generation stopped after ${MAX_ATTEMPTS} attempts. Please try again.`);
  const controller = new AbortController();
  const renew = () => renewLease(job).then((held) => held || controller.abort(new LostClaimError()));
  const heartbeat = setInterval(() => void renew().catch(() => {}), (leaseSeconds * 1000) / 3);
  try {
    await completeJob(job, await runClaimedJob(job, controller));
  } catch (error) {
    if (error instanceof LostClaimError || controller.signal.aborted) return;
    if (!(error instanceof HttpError)) console.error("[jobs]", job.id, error);
    await failAndGiveBack(job, error instanceof HttpError ? error.message : "The generation failed unexpectedly. Please try again.", error);
  } finally {
    clearInterval(heartbeat);
  }
}

/**
 * Claims and runs generation jobs, and publishes due posts, until stopped. Started inside every app server (unless
 * JOB_WORKER=off) and by `npm run worker`; any number of them can share one database.
 */
export function startWorker(options: WorkerOptions = {}) {
  const leaseSeconds = options.leaseSeconds ?? env().JOB_LEASE_SECONDS;
  const pollMs = options.pollMs ?? env().JOB_POLL_INTERVAL_MS;
  let stopped = false;
  // A database outage fails every poll; say so once a minute, not every poll.
  let lastLogged = { message: "", at: 0 };
  const report = (error: unknown) => {
    const message = (error as Error)?.message ?? String(error);
    if (message === lastLogged.message && Date.now() - lastLogged.at < 60_000) return;
    lastLogged = { message, at: Date.now() };
    console.error("[jobs] worker loop", error);
  };
  const loop = async () => {
    while (!stopped) {
      try {
        // Generation jobs first, then the publications that are due (decision 402): one worker,
        // one lease length, the same claim-and-fence rules for both.
        const job = await claimNextJob(leaseSeconds);
        if (job) {
          await runJob(job, leaseSeconds);
          continue;
        }
        const publication = await claimDuePublication(leaseSeconds);
        if (publication) await runPublication(publication, { leaseSeconds });
        else await sleep(pollMs);
      } catch (error) {
        report(error);
        await sleep(pollMs);
      }
    }
  };
  const loops = Array.from({ length: options.concurrency ?? 2 }, loop);
  return {
    /** Stops claiming new jobs and waits for the running ones to finish. */
    async stop() {
      stopped = true;
      await Promise.all(loops);
    },
  };
}
