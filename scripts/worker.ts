// `npm run worker`: a generation-job worker on its own, for scaling the AI work apart from the
// web servers. Stops on SIGINT/SIGTERM after finishing the jobs it is running; a killed worker's
// job is picked up by another worker once its lease lapses.
import { prepareServer } from "@/lib/server/startup";
import { startWorker } from "@/lib/server/jobs/worker.server";
import { startHousekeeping } from "@/lib/server/housekeeping.server";

async function main() {
  await prepareServer();
  const worker = startWorker();
  const stopHousekeeping = startHousekeeping();
  console.log("Generation worker running");
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      stopHousekeeping();
      void worker.stop().then(() => process.exit(0));
    });
  }
}

void main();
