// The Docker build context of scripts/ci/smoke-image.ts: what `COPY . .` puts in the build stage.
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * Whether .dockerignore leaves a path (relative to the context, "/"-separated) out. Docker's
 * rules as this project writes them: names and `*` / `?` globs matched from the context's root,
 * `!` keeping a path back in, the last matching rule deciding. A folder left out takes its
 * contents. (`**` is not read: no rule of ours uses it.)
 * (By hand: the few lines Docker's own matcher needs here; no package of ours has it.)
 */
export function dockerignore(text: string): (relative: string) => boolean {
  const rules = text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => {
      const keep = line.startsWith("!");
      const pattern = (keep ? line.slice(1) : line).replace(/^\/+|\/+$/g, "");
      const source = pattern
        .replace(/[.+^${}()|[\]\\]/g, "\\$&")
        .replace(/\*/g, "[^/]*")
        .replace(/\?/g, "[^/]");
      return { keep, match: new RegExp(`^${source}(/.*)?$`) };
    });
  return (relative) => rules.reduce((ignored, rule) => (rule.match.test(relative) ? !rule.keep : ignored), false);
}

/**
 * Lays out in `target` what the image's build stage starts from: the checkout's files less
 * .dockerignore's, and the deps stage's node_modules (the checkout's own, hard-linked: npm ci ran
 * on the same lockfile). The checkout's Next build cache (Turbopack's and the type check's) comes
 * along when there is one, which only saves time (it is keyed by contents). Building there leaves
 * the checkout's .next alone, so the check can run while other runs serve that build.
 */
export function copyBuildContext(checkout: string, target: string) {
  const ignored = dockerignore(readFileSync(path.join(checkout, ".dockerignore"), "utf8"));
  cpSync(checkout, target, {
    recursive: true,
    verbatimSymlinks: true,
    filter: (source) => source === checkout || !ignored(path.relative(checkout, source).split(path.sep).join("/")),
  });
  execFileSync("cp", ["-al", path.join(checkout, "node_modules"), path.join(target, "node_modules")]);
  // Only the build's parts: servers running from the checkout write their image and fetch caches
  // beside them, and a file that goes while it is copied would fail the copy.
  for (const part of ["turbopack", ".tsbuildinfo"]) {
    const from = path.join(checkout, ".next", "cache", part);
    if (!existsSync(from)) continue;
    mkdirSync(path.join(target, ".next", "cache"), { recursive: true });
    cpSync(from, path.join(target, ".next", "cache", part), { recursive: true });
  }
}

export type Stage = { name: string; lines: string[] };

/** The Dockerfile's stages, each with its instructions (continuation lines joined). */
export function parseDockerfile(text: string): Stage[] {
  const stages: Stage[] = [];
  const joined = text
    .replace(/\\\n/g, " ")
    .split("\n")
    .map((l) => l.trim());
  for (const line of joined) {
    const from = line.match(/^FROM\s+\S+(?:\s+AS\s+(\S+))?/i);
    if (from) stages.push({ name: from[1] ?? "", lines: [] });
    else if (line && !line.startsWith("#")) stages.at(-1)?.lines.push(line);
  }
  return stages;
}
