import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { DatabaseLockedError, lockEmbeddedDatabase, lockFileOf, unlockEmbeddedDatabase } from "./pglite-lock.server";

// A real second process stands for "another npm start": its pid is alive while it sleeps.
function sleeper(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" });
  return new Promise((resolve) => child.once("spawn", () => resolve(child)));
}

const holderFile = (dir: string, pid: number, host = os.hostname()) =>
  writeFileSync(lockFileOf(dir), JSON.stringify({ pid, host, since: new Date().toISOString() }));

describe("the embedded database's one-process lock", () => {
  let root: string;
  let dir: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), "pglite-lock-"));
    dir = path.join(root, "pglite");
  });
  afterEach(() => {
    unlockEmbeddedDatabase(dir);
    rmSync(root, { recursive: true, force: true });
  });

  it("refuses a second process while the holder lives, naming it and pointing to DATABASE_URL", async () => {
    const other = await sleeper();
    try {
      holderFile(dir, other.pid!);
      expect(() => lockEmbeddedDatabase(dir)).toThrow(DatabaseLockedError);
      expect(() => lockEmbeddedDatabase(dir)).toThrow(`already open in process ${other.pid}`);
      expect(() => lockEmbeddedDatabase(dir)).toThrow(/use PostgreSQL through DATABASE_URL/);
      // The holder's lock is left as it was.
      expect(JSON.parse(readFileSync(lockFileOf(dir), "utf8")).pid).toBe(other.pid);
    } finally {
      other.kill("SIGKILL");
    }
  });

  it("takes over the lock of a process that died without releasing it", async () => {
    const crashed = await sleeper();
    const exited = new Promise((resolve) => crashed.once("exit", resolve));
    crashed.kill("SIGKILL");
    await exited;
    holderFile(dir, crashed.pid!);
    expect(() => lockEmbeddedDatabase(dir)).not.toThrow();
    expect(JSON.parse(readFileSync(lockFileOf(dir), "utf8")).pid).toBe(process.pid);
    unlockEmbeddedDatabase(dir);
    expect(existsSync(lockFileOf(dir))).toBe(false);
  });

  it("takes over a half-written lock file, and never guesses about another host's", () => {
    writeFileSync(lockFileOf(dir), '{"pi');
    expect(() => lockEmbeddedDatabase(dir)).not.toThrow();
    unlockEmbeddedDatabase(dir);
    holderFile(dir, 1, "some-other-host");
    expect(() => lockEmbeddedDatabase(dir)).toThrow(/on host some-other-host/);
  });

  it("stops a second real process (npm run db:migrate) at once with the message", () => {
    lockEmbeddedDatabase(dir);
    const second = spawnSync("npx", ["tsx", "--conditions=react-server", "scripts/migrate.ts"], {
      env: { ...process.env, DATA_DIR: root, DATABASE_URL: "", APP_ENV: "development", NODE_OPTIONS: "" },
      encoding: "utf8",
      timeout: 100_000,
    });
    expect(second.status).toBe(1);
    expect(second.stderr).toContain(`already open in process ${process.pid}`);
    expect(second.stderr).toContain("DATABASE_URL");
  }, 120_000);
});
