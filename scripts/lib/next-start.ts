// Every launcher of the production server (`npm start`, e2e, bench, load, fault) starts it the
// same way: `next start` with server/client-address.cjs preloaded, so rate limits key on the
// socket's peer address rather than on what a client writes in X-Forwarded-For (decision 090).
import { spawn, type SpawnOptions } from "node:child_process";
import path from "node:path";

export const CLIENT_ADDRESS_HOOK = path.join(process.cwd(), "server", "client-address.cjs");

/** `next start <args>` in a node process that has the client-address hook loaded (options.cwd: another checkout's build). */
export function spawnNextStart(args: string[], options: SpawnOptions = {}) {
  const root = typeof options.cwd === "string" ? options.cwd : process.cwd();
  const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");
  return spawn(process.execPath, ["--require", path.join(root, "server", "client-address.cjs"), nextBin, "start", ...args], options);
}
