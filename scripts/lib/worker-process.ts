// `npm run worker` as its own process group, for the runs that kill it (the cluster run, the
// broadcast fault run): SIGKILL to the group reaches tsx's node child too.
import { spawn } from "node:child_process";
import { serverSecrets } from "./app-server";

export type WorkerProcess = { pid: number; kill9(): Promise<void>; stop(): Promise<void> };

export function startWorker(env: Record<string, string>): WorkerProcess {
  const child = spawn("node_modules/.bin/tsx", ["--conditions=react-server", "scripts/worker.ts"], {
    detached: true,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, ...serverSecrets(), APP_ENV: "production", ...env },
  });
  const kill = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // already gone
    }
  };
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return {
    pid: child.pid!,
    kill9: async () => {
      kill("SIGKILL");
      await exited;
    },
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      kill("SIGTERM");
      const timer = setTimeout(() => kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
