import "server-only";
import { spawn } from "node:child_process";
import { accessSync, constants, readFileSync } from "node:fs";
import { delimiter, join } from "node:path";
import { env } from "@/lib/env";

// Which ffmpeg renders, and running it: FFMPEG_PATH, else a system ffmpeg on PATH (kept up to
// date by the OS), else the static build the npm package installs offline (decision 133).

/** Where the npm package keeps its binary, from the project root (traced into standalone builds by next.config). */
export const PACKAGED_FFMPEG = join("node_modules", "@ffmpeg-installer", "linux-x64", "ffmpeg");

const isExecutable = (path: string) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

export function resolveFfmpeg({ configured, searchPath, root }: { configured?: string; searchPath?: string; root: string }): string {
  if (configured) {
    if (!isExecutable(configured)) throw new Error(`FFMPEG_PATH is set to ${configured}, which is not an executable file`);
    return configured;
  }
  for (const dir of (searchPath ?? "").split(delimiter).filter(Boolean)) {
    if (isExecutable(join(dir, "ffmpeg"))) return join(dir, "ffmpeg");
  }
  const packaged = join(root, PACKAGED_FFMPEG);
  if (isExecutable(packaged)) return packaged;
  throw new Error("No ffmpeg to render videos with: set FFMPEG_PATH, install ffmpeg, or install @ffmpeg-installer/linux-x64");
}

let resolved: string | undefined;
export function ffmpegPath(): string {
  resolved ??= resolveFfmpeg({ configured: env().FFMPEG_PATH, searchPath: process.env.PATH, root: process.cwd() });
  return resolved;
}

/** The peak resident memory of a running process (VmHWM), or 0 where /proc is not there. */
export function peakMemoryBytes(pid: number): number {
  try {
    const kb = /^VmHWM:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return kb ? Number(kb) * 1024 : 0;
  } catch {
    return 0;
  }
}

export type FfmpegRun = { cwd?: string; signal?: AbortSignal; onStdout?: (chunk: string) => void };

/**
 * Runs ffmpeg to the end. Resolves with the peak memory seen; rejects with ffmpeg's own error
 * lines, or with the signal's reason once aborted (the process is killed first).
 */
export function runFfmpeg(args: string[], { cwd, signal, onStdout }: FfmpegRun = {}): Promise<{ peakMemoryBytes: number }> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    // turbopackIgnore: the binary is chosen at run time; the packaged one reaches the standalone
    // output through outputFileTracingIncludes (next.config.mjs), and tracing this call took the
    // whole project in with it.
    const child = spawn(/*turbopackIgnore: true*/ ffmpegPath(), args, { cwd, stdio: ["ignore", "pipe", "pipe"] });
    let peak = 0;
    let stderr = "";
    // VmHWM is gone once the process exits, so it is sampled while it runs.
    const sample = () => (peak = Math.max(peak, child.pid ? peakMemoryBytes(child.pid) : 0));
    const sampler = setInterval(sample, 250);
    const onAbort = () => child.kill("SIGKILL");
    signal?.addEventListener("abort", onAbort, { once: true });
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      sample();
      onStdout?.(chunk);
    });
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr = (stderr + chunk).slice(-4000)));
    const finish = () => {
      clearInterval(sampler);
      signal?.removeEventListener("abort", onAbort);
    };
    child.on("error", (error) => {
      finish();
      reject(error);
    });
    child.on("close", (code) => {
      finish();
      if (signal?.aborted) reject(signal.reason);
      else if (code === 0) resolve({ peakMemoryBytes: peak });
      else reject(new Error(`ffmpeg failed (exit ${code}): ${stderr.trim().split("\n").slice(-3).join(" / ")}`));
    });
  });
}

/** The length of an audio file in seconds, from the header ffmpeg prints when given no output. */
export async function audioSeconds(path: string, signal?: AbortSignal): Promise<number> {
  const child = spawn(/*turbopackIgnore: true*/ ffmpegPath(), ["-hide_banner", "-nostdin", "-i", path], { stdio: ["ignore", "ignore", "pipe"], signal });
  let stderr = "";
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
  await new Promise((resolve, reject) => child.on("close", resolve).on("error", reject));
  const match = /Duration: (\d+):(\d{2}):(\d{2}(?:\.\d+)?)/.exec(stderr);
  if (!match) throw new Error(`Could not read the length of the speech audio: ${stderr.trim().split("\n").pop() ?? "no output"}`);
  return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]);
}
