// Every launcher of the production server (`npm start`, e2e, bench, load, fault) starts it the
// same way: `next start` with server/client-address.cjs preloaded, so rate limits key on the
// socket's peer address rather than on what a client writes in X-Forwarded-For (decision 090).
import { spawn, type SpawnOptions } from "node:child_process";
import path from "node:path";

export const CLIENT_ADDRESS_HOOK = path.join(process.cwd(), "server", "client-address.cjs");

/** `next start <args>` in a node process that has the client-address hook loaded. */
export function spawnNextStart(args: string[], options: SpawnOptions = {}) {
  const nextBin = path.join(process.cwd(), "node_modules", "next", "dist", "bin", "next");
  return spawn(process.execPath, ["--require", CLIENT_ADDRESS_HOOK, nextBin, "start", ...args], options);
}
