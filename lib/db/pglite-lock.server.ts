import { closeSync, openSync, readFileSync, rmSync, statSync, writeSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * PGlite is PostgreSQL in one process: two processes opening the same data folder (a second
 * `npm start`, or `npm run worker` beside it) would both write its files and corrupt them. So
 * opening the embedded database takes this lock first: a file holding the owner's process id,
 * created exclusively. A lock whose process is gone (a crash, a kill -9) is stale and is taken
 * over; a live one stops the second process with a message saying what to do instead.
 */
export class DatabaseLockedError extends Error {
  constructor(
    public readonly dir: string,
    public readonly holderPid: number,
    public readonly holderHost?: string,
  ) {
    const where = holderHost && holderHost !== os.hostname() ? ` on host ${holderHost} (if that host is gone, delete ${lockFileOf(dir)})` : "";
    super(
      `The embedded database in ${dir} is already open in process ${holderPid}${where}. ` +
        "Only one process can use it: stop that process first. To run more than one process " +
        "(a separate worker with `npm run worker`, or several servers), use PostgreSQL through DATABASE_URL.",
    );
    this.name = "DatabaseLockedError";
  }
}

type Holder = { pid: number; host: string };

const held = new Set<string>();

export function lockFileOf(dir: string) {
  return `${path.resolve(dir)}.lock`;
}

function readRaw(file: string): string | null {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return null;
  }
}

function parseHolder(raw: string | null): Holder | null {
  try {
    const parsed = JSON.parse(raw ?? "") as Partial<Holder>;
    return typeof parsed.pid === "number" ? { pid: parsed.pid, host: String(parsed.host ?? "") } : null;
  } catch {
    return null; // missing, or half-written
  }
}

/** True while a process with this id exists (EPERM: it exists but belongs to another user). */
export function processIsAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function createExclusively(file: string, pid: number): boolean {
  try {
    const fd = openSync(file, "wx", 0o600);
    writeSync(fd, JSON.stringify({ pid, host: os.hostname(), since: new Date().toISOString() }));
    closeSync(fd);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
}

/**
 * Takes the lock of the PGlite folder `dir` for this process, or throws DatabaseLockedError
 * naming the live holder. Idempotent within a process. Released on close or process exit.
 */
export function lockEmbeddedDatabase(dir: string) {
  const file = lockFileOf(dir);
  if (held.has(file)) return;
  for (let attempt = 0; attempt < 40; attempt++) {
    if (createExclusively(file, process.pid)) {
      held.add(file);
      if (held.size === 1) process.once("exit", releaseAll);
      return;
    }
    const raw = readRaw(file);
    const holder = parseHolder(raw);
    const ours = holder?.pid === process.pid && holder.host === os.hostname();
    if (holder && !ours) {
      // Another machine's process (a shared volume) cannot be checked from here: never guess.
      if (holder.host !== os.hostname()) throw new DatabaseLockedError(path.resolve(dir), holder.pid, holder.host);
      if (processIsAlive(holder.pid)) throw new DatabaseLockedError(path.resolve(dir), holder.pid);
    }
    // Stale: a dead holder, our own pid left by an earlier life of a container's pid 1, or a file
    // half-written by a process that died while writing it (give a live writer a moment first).
    if (raw !== null && !holder && attempt < 2) {
      sleep(50);
      continue;
    }
    if (raw !== null) removeIfUnchanged(file, raw);
    sleep(10);
  }
  const holder = parseHolder(readRaw(file));
  throw new DatabaseLockedError(path.resolve(dir), holder?.pid ?? -1, holder?.host);
}

/**
 * Removes the stale lock only if it still holds what we judged stale, under a short-lived
 * takeover guard: of several processes finding the same stale lock, one removes it, one then
 * wins the exclusive create, and nobody removes the winner's fresh lock.
 */
function removeIfUnchanged(file: string, staleContent: string) {
  const guard = `${file}.takeover`;
  if (!createExclusively(guard, process.pid)) {
    // A takeover guard left by a process that died mid-takeover expires after a few seconds.
    try {
      if (Date.now() - statSync(guard).mtimeMs > 5000) rmSync(guard, { force: true });
    } catch {
      // gone already
    }
    return;
  }
  try {
    if (readRaw(file) === staleContent) rmSync(file, { force: true });
  } finally {
    rmSync(guard, { force: true });
  }
}

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** Gives the lock back, only if this process still holds it. */
export function unlockEmbeddedDatabase(dir: string) {
  const file = lockFileOf(dir);
  if (!held.delete(file)) return;
  if (parseHolder(readRaw(file))?.pid === process.pid) rmSync(file, { force: true });
}

function releaseAll() {
  for (const file of [...held]) unlockEmbeddedDatabase(path.dirname(file));
}
