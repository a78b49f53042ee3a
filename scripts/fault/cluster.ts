// A throwaway PostgreSQL cluster (initdb in /tmp, own port), so the fault test can stop and start
// "the database" without touching the server other tests and CI use.
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, chownSync } from "node:fs";
import os from "node:os";
import path from "node:path";

// Debian keeps initdb and pg_ctl in /usr/lib/postgresql/<version>/bin, off PATH.
function serverTool(name: string) {
  const debian = "/usr/lib/postgresql";
  if (!existsSync(debian)) return name;
  const versions = readdirSync(debian).sort((a, b) => Number(b) - Number(a));
  const found = versions.map((v) => path.join(debian, v, "bin", name)).find((p) => existsSync(p));
  return found ?? name;
}

const asPostgres = (tool: string, args: string[]) => {
  const cmd = serverTool(tool);
  // initdb and pg_ctl refuse to run as root; run them as the postgres system user then.
  if (process.getuid?.() === 0) return execFileSync("runuser", ["-u", "postgres", "--", cmd, ...args], { stdio: "pipe" });
  return execFileSync(cmd, args, { stdio: "pipe" });
};

export function createCluster(port: number) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "fault-pg-"));
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync("id", ["-u", "postgres"]).toString());
    const gid = Number(execFileSync("id", ["-g", "postgres"]).toString());
    chownSync(dir, uid, gid);
  }
  const data = path.join(dir, "data");
  asPostgres("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"]);
  const pgctl = (...args: string[]) => asPostgres("pg_ctl", ["-D", data, "-l", path.join(dir, "log"), "-w", ...args]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: () => pgctl("-o", options, "start"),
    /** Fast shutdown: open connections are terminated, as in a crash-restart or failover. */
    stop: () => pgctl("-m", "fast", "stop"),
    destroy() {
      try {
        pgctl("-m", "immediate", "stop");
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
