// CPU time a server process has used, read from Linux's /proc/<pid>/stat. On a shared machine a
// row's req/s and latency move with whatever else runs, but the CPU the server spends on each
// request moves much less: the bench prints it beside each row (issue 34, decision 235).
import { readFileSync } from "node:fs";

// Linux reports utime and stime in clock ticks; USER_HZ is 100 on every architecture Node runs on.
const TICKS_PER_SECOND = 100;

/** User + system CPU milliseconds from the text of /proc/<pid>/stat (whose second field, the command name, may hold spaces and parentheses). */
export function cpuMsFromStat(stat: string) {
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  // Fields after the name start at the third (state); utime and stime are the 14th and 15th.
  const utime = Number(fields[14 - 3]);
  const stime = Number(fields[15 - 3]);
  if (!Number.isFinite(utime) || !Number.isFinite(stime)) throw new Error(`not a /proc stat line: ${stat.slice(0, 80)}`);
  return ((utime + stime) * 1000) / TICKS_PER_SECOND;
}

/** The summed CPU milliseconds of the processes, or null where /proc cannot be read (not Linux, or a process gone). */
export function processesCpuMs(pids: number[]) {
  try {
    return pids.reduce((sum, pid) => sum + cpuMsFromStat(readFileSync(`/proc/${pid}/stat`, "utf8")), 0);
  } catch {
    return null;
  }
}
