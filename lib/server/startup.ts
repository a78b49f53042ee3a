import { EnvError } from "@/lib/env/schema";
import { env, isProduction } from "@/lib/env";
import { ensureDatabaseReady } from "@/lib/db/client.server";

export const NO_CLIENT_ADDRESS_HOOK =
  "Start the app with `npm start` or `node --require ./server/client-address.cjs server.js`: without that hook, clients choose the address their rate limits count against (docs/decisions/090).";

/** Set by server/client-address.cjs, which makes the socket's peer address reach clientIp(). */
const clientAddressHookInstalled = () => (globalThis as Record<symbol, unknown>)[Symbol.for("ais.clientAddressHook")] === true;

/** Validates the environment, migrates the database and moves old media out of it; a failure stops the process with one line. */
export async function prepareServer() {
  try {
    env();
    await ensureDatabaseReady();
    // Bytes kept in the database before the media store move out once (decision 130).
    const { moveAssetBytesToStore } = await import("@/lib/media/backfill.server");
    const moved = await moveAssetBytesToStore();
    if (moved) console.log(`Moved ${moved} stored file${moved === 1 ? "" : "s"} from the database to the media store.`);
  } catch (error) {
    console.error(error instanceof EnvError ? error.problems.join("\n") : `Start-up failed: ${(error as Error).message}`);
    process.exit(1);
  }
}

/** App server start-up: prepare, then run a generation-job worker beside the requests. */
export async function startServer() {
  await prepareServer();
  // `next dev` runs without the hook; a production app server must not.
  if (isProduction() && !clientAddressHookInstalled()) {
    console.error(`Start-up failed: ${NO_CLIENT_ADDRESS_HOOK}`);
    process.exit(1);
  }
  // Generation jobs (reference images, consistency shots) run beside the requests unless this
  // server leaves them to separate workers (JOB_WORKER=off, `npm run worker`).
  // Housekeeping (pruning expired sessions, tokens and rate-limit windows) runs beside them.
  if (env().JOB_WORKER === "on") {
    const { startWorker } = await import("@/lib/server/jobs/worker.server");
    const { startHousekeeping } = await import("@/lib/server/housekeeping.server");
    startWorker();
    startHousekeeping();
  }
}
