import "server-only";
import { NextResponse } from "next/server";
import type { CreateJobInput } from "@/lib/validation/ai";
import { env } from "@/lib/env";
import { enqueueGeneration, waitForJob } from "./index";

// AI_SYNC_WAIT_MS (default 9 minutes: long enough for a four-shot test of 5-8 minutes); a job
// still running then is answered 202 with the job to poll.

export async function generateAndWait(userId: string, input: CreateJobInput) {
  const queued = await enqueueGeneration(userId, input);
  const job = await waitForJob(userId, queued.id, env().AI_SYNC_WAIT_MS);
  if (job.status !== "done") return NextResponse.json({ job, message: "Still generating; poll the job for the result" }, { status: 202 });
  return { ...(job.result as Record<string, unknown>), jobId: job.id };
}
