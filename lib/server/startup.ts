import { EnvError } from "@/lib/env/schema";
import { env } from "@/lib/env";
import { ensureDatabaseReady } from "@/lib/db/client";

/** Validates the environment and migrates the database; a failure stops the process with one line. */
export async function prepareServer() {
  try {
    env();
    await ensureDatabaseReady();
  } catch (error) {
    console.error(error instanceof EnvError ? error.problems.join("\n") : `Start-up failed: ${(error as Error).message}`);
    process.exit(1);
  }
}

/** App server start-up: prepare, then run a generation-job worker beside the requests. */
export async function startServer() {
  await prepareServer();
  // Generation jobs (reference images, consistency shots) run beside the requests unless this
  // server leaves them to separate workers (JOB_WORKER=off, `npm run worker`).
  // Housekeeping (pruning expired sessions, tokens and rate-limit windows) runs beside them.
  if (env().JOB_WORKER === "on") {
    const { startWorker } = await import("@/lib/ai/jobs/worker");
    const { startHousekeeping } = await import("@/lib/db/housekeeping");
    startWorker();
    startHousekeeping();
  }
}
