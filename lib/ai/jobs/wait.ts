import "server-only";
import { NextResponse } from "next/server";
import type { CreateJobInput } from "@/lib/validation/ai";
import { enqueueGeneration, waitForJob } from "./index";

// Long enough for a four-shot test (5-8 minutes), short of common proxy limits being hit
// first is the caller's concern: a job still running is answered 202 with the job to poll.
const WAIT_MS = 9 * 60_000;

export async function generateAndWait(userId: string, input: CreateJobInput) {
  const queued = await enqueueGeneration(userId, input);
  const job = await waitForJob(userId, queued.id, WAIT_MS);
  if (job.status !== "done") return NextResponse.json({ job, message: "Still generating; poll the job for the result" }, { status: 202 });
  return { ...(job.result as Record<string, unknown>), jobId: job.id };
}
