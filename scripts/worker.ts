// `npm run worker`: a generation-job worker on its own, for scaling the AI work apart from the
// web servers. Stops on SIGINT/SIGTERM after finishing the jobs it is running; a killed worker's
// job is picked up by another worker once its lease lapses.
import { env } from "@/lib/env";
import { EnvError } from "@/lib/env/schema";
import { ensureDatabaseReady } from "@/lib/db/client";
import { startWorker } from "@/lib/ai/jobs/worker";

async function main() {
  try {
    env();
    await ensureDatabaseReady();
  } catch (error) {
    console.error(error instanceof EnvError ? error.problems.join("\n") : `Start-up failed: ${(error as Error).message}`);
    process.exit(1);
  }
  const worker = startWorker();
  console.log("Generation worker running");
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => void worker.stop().then(() => process.exit(0)));
  }
}

void main();
