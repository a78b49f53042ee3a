// Each browser run serves the one build from a root of its own. The runs go side by side with
// a database each (.ci/run), but `next start` writes every page it regenerates (an operator's
// price change revalidates /products) into the build's server folder, and another run's server
// then reads that page from disk on its first request: the first lane once showed the second
// lane's "off sale" /products for minutes (clean-clone CI run of 2026-11-26). So a run's root
// links to the checkout's files and has a copy of .next/server, where Next writes the pages it
// regenerates (.next/server/route-cache in Next 16).
import { cpSync, mkdirSync, readdirSync, rmSync, statSync, symlinkSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const PREFIX = "ais-e2e-build-";
const STALE_MS = 2 * 60 * 60 * 1000;

/** A folder that serves `checkout`'s build like the checkout itself, with its own .next/server. */
export function createPrivateBuildRoot(checkout: string, port: number, now = Date.now(), parent = os.tmpdir()): string {
  removeStaleRoots(parent, now);
  const root = path.join(parent, `${PREFIX}${port}-${now}`);
  mkdirSync(path.join(root, ".next"), { recursive: true });
  for (const entry of readdirSync(checkout)) {
    if (entry !== ".next") symlinkSync(path.join(checkout, entry), path.join(root, entry));
  }
  const build = path.join(checkout, ".next");
  for (const entry of readdirSync(build)) {
    const target = path.join(root, ".next", entry);
    // .next/node_modules holds relative links (../../node_modules/pg), which resolve through the root's own link.
    // The checkout's own route-cache (pages a server run straight from the checkout regenerated) is left behind.
    const fresh = (source: string) => !source.startsWith(path.join(build, "server", "route-cache"));
    if (entry === "server" || entry === "node_modules") cpSync(path.join(build, entry), target, { recursive: true, verbatimSymlinks: true, filter: fresh });
    else symlinkSync(path.join(build, entry), target);
  }
  return root;
}

export function removePrivateBuildRoot(root: string) {
  rmSync(root, { recursive: true, force: true });
}

// Roots of runs killed before they could clean up: ais-e2e-build-<port>-<start ms>, over 2 hours old.
function removeStaleRoots(parent: string, now: number) {
  for (const entry of readdirSync(parent)) {
    const started = Number(entry.startsWith(PREFIX) ? entry.split("-").pop() : NaN);
    const root = path.join(parent, entry);
    if (started < now - STALE_MS && statSync(root).isDirectory()) removePrivateBuildRoot(root);
  }
}
