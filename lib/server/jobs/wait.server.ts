import "server-only";
import { NextResponse } from "next/server";
import type { GenerationJobKind } from "@/lib/db/generated/client";
import { env } from "@/lib/env";
import { enqueueGeneration, waitForJob } from "./jobs.server";
import type { JobRequest } from "./definitions.server";

// AI_SYNC_WAIT_MS (default 9 minutes: long enough for a four-shot test of 5-8 minutes); a job
// still running then is answered 202 with the job to poll.

export async function generateAndWait<K extends GenerationJobKind>(userId: string, kind: K, request: JobRequest<K>) {
  const queued = await enqueueGeneration(userId, kind, request);
  const job = await waitForJob(userId, queued.id, env().AI_SYNC_WAIT_MS);
  if (job.status !== "done") return NextResponse.json({ job, message: "Still generating; poll the job for the result" }, { status: 202 });
  return { ...(job.result as Record<string, unknown>), jobId: job.id };
}
