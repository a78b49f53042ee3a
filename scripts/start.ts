// `npm start`: builds the app when the build is missing or older than the sources, then serves
// the production build with `next start` (port from PORT, default 3000) and the client-address
// hook (scripts/lib/next-start.ts). Environment and database problems stop it with a one-line
// message (see lib/server/startup.ts).
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { parseEnv, EnvError } from "@/lib/env/schema";
import { spawnNextStart } from "./lib/next-start";

const root = process.cwd();
const SOURCE_DIRS = ["app", "components", "lib", "config", "public", "prisma"];
const SOURCE_FILES = ["package.json", "next.config.mjs", "proxy.ts", "instrumentation.ts"];

function newestSourceTime(): number {
  let newest = 0;
  const visit = (p: string) => {
    const s = statSync(p);
    if (s.isDirectory()) {
      if (p.endsWith(path.join("lib", "db", "generated"))) return;
      for (const name of readdirSync(p)) visit(path.join(p, name));
    } else if (!/\.test\.tsx?$/.test(p)) {
      newest = Math.max(newest, s.mtimeMs);
    }
  };
  for (const entry of [...SOURCE_DIRS, ...SOURCE_FILES]) if (existsSync(entry)) visit(path.join(root, entry));
  return newest;
}

try {
  parseEnv(process.env);
} catch (error) {
  console.error(error instanceof EnvError ? error.problems.join("\n") : String(error));
  process.exit(1);
}

const buildId = path.join(root, ".next", "BUILD_ID");
if (!existsSync(buildId) || statSync(buildId).mtimeMs < newestSourceTime()) {
  console.log("Building the app (first start or sources changed)...");
  execFileSync("npx", ["next", "build"], { stdio: "inherit" });
}

const port = process.env.PORT ?? "3000";
const server = spawnNextStart(["-p", port], { stdio: "inherit" });
server.on("exit", (code) => process.exit(code ?? 1));
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
