import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * Outside production a missing secret is generated once and kept under the data folder, so
 * sessions and sealed secrets survive restarts without any setup. Production refuses to start
 * without real secrets (see schema.ts).
 */
export function ensureDevSecret(dataDir: string, name: string, bytes: number): string {
  const file = path.resolve(dataDir, name);
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const value = randomBytes(bytes).toString("base64");
  writeFileSync(file, value + "\n", { mode: 0o600, flag: "wx" });
  return value;
}
