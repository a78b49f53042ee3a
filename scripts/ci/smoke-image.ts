// CI: the Docker image as it would run, without Docker (none on the build machines). Reads the
// Dockerfile itself, so the check follows it: runs the build stage's RUN in a copy of the build
// context (scripts/ci/docker-context.ts), lays out the runner stage's COPY --from=build files in a
// temporary /app, and starts its CMD with its ENV plus what a deployer provides (database,
// secrets, public URL). /api/ready must answer 200.
//
// The app is built once (issue 41: a second build for the image cost 171 s of a cold CI run).
// `build <context>` runs the build stage in <context> and gives the checkout that build (the
// standalone output is a superset that `next start` serves as it serves any build); the browser
// tests, the load runs and `npm start` then serve the image's own build. `serve <context>` lays
// out and starts the runner stage from the same context later, and removes it. With no command,
// both, in a temporary context, leaving the checkout's .next alone.
import { execFileSync, execSync, spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { randomBytes } from "node:crypto";
import os from "node:os";
import path from "node:path";
import { freshDatabase } from "../lib/app-server";
import { copyBuildContext, parseDockerfile, type Stage } from "./docker-context";

const PORT = 3930;
const PG_URL = process.env.LOAD_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

const stage = (stages: Stage[], name: string) => {
  const found = stages.find((s) => s.name === name);
  if (!found) throw new Error(`the Dockerfile has no stage ${name}`);
  return found;
};

function envOf(lines: string[]) {
  const env: Record<string, string> = {};
  for (const line of lines.filter((l) => /^ENV\s/i.test(l))) {
    for (const [, key, value] of line.replace(/^ENV\s+/i, "").matchAll(/(\w+)=("[^"]*"|\S+)/g)) env[key] = value.replace(/^"|"$/g, "");
  }
  return env;
}

async function main() {
  const [command, contextArg] = process.argv.slice(2);
  if (command === "build" && contextArg) return buildInContext(contextArg, { giveCheckout: true });
  if (command === "serve" && contextArg) {
    try {
      return await serveRunner(contextArg);
    } finally {
      rmSync(contextArg, { recursive: true, force: true });
    }
  }
  if (command) throw new Error("usage: smoke-image.ts [build <context> | serve <context>]");
  const context = mkdtempSync(path.join(os.tmpdir(), "ais-image-context-"));
  try {
    await buildInContext(context, { giveCheckout: false });
    await serveRunner(context);
  } finally {
    rmSync(context, { recursive: true, force: true });
  }
}

const dockerStages = () => parseDockerfile(readFileSync("Dockerfile", "utf8"));

/** The build stage's RUN lines in a copy of the build context; then, if asked, the checkout's .next becomes that build. */
function buildInContext(context: string, { giveCheckout }: { giveCheckout: boolean }) {
  const build = stage(dockerStages(), "build");
  mkdirSync(context, { recursive: true });
  copyBuildContext(process.cwd(), context);
  for (const run of build.lines.filter((l) => /^RUN\s/i.test(l))) {
    const command = run.replace(/^RUN\s+/i, "");
    console.log(`build stage: ${command} (in ${context})`);
    execSync(command, { cwd: context, stdio: "inherit", env: { ...process.env, ...envOf(build.lines) } });
  }
  if (!giveCheckout) return;
  // Hard links: instant, and no second copy on disk. Servers never write into a checkout's build
  // (e2e/private-build.ts gives each browser run its own .next/server).
  rmSync(".next", { recursive: true, force: true });
  execFileSync("cp", ["-al", path.join(context, ".next"), ".next"]);
  console.log(`the checkout's .next is the image's build (${context}/.next)`);
}

/** The runner stage laid out from the build stage's files in `context`, started, and asked /api/ready and /. */
async function serveRunner(context: string) {
  const runner = stage(dockerStages(), "runner");

  const app = mkdtempSync(path.join(os.tmpdir(), "ais-image-"));
  for (const copy of runner.lines.filter((l) => /^COPY\s+--from=build/i.test(l))) {
    const [source, target] = copy.split(/\s+/).filter((part) => !part.startsWith("--") && part !== "COPY");
    const from = path.join(context, source.replace(/^\/app\/?/, ""));
    mkdirSync(path.dirname(path.resolve(app, target)), { recursive: true });
    cpSync(from, path.resolve(app, target), { recursive: true });
  }
  // The standalone output carries what the server needs, not the project: a dynamic path that
  // Turbopack cannot scope once made it trace everything (sources, tests, docs, the Dockerfile).
  const carried = ["tests", "docs", "e2e", "Dockerfile"].filter((entry) => existsSync(path.join(app, entry)));
  // A dynamic path can also pull in every folder of one name (the run-time media folder takes any
  // */media/* folder: hence tests/media-store/).
  if (carried.length)
    throw new Error(
      `the image carries ${carried.join(", ")}: a dynamic path made Next trace project files (see the build's warnings and .next/server/*.nft.json)`,
    );
  const cmd = runner.lines.find((l) => /^CMD\s/i.test(l));
  const [executable, ...args] = JSON.parse(cmd!.replace(/^CMD\s+/i, "")) as string[];

  const db = await freshDatabase(PG_URL, "image");
  const env: NodeJS.ProcessEnv = {
    NODE_ENV: "production",
    PATH: process.env.PATH!,
    HOME: app,
    ...envOf(runner.lines),
    // What a deployer provides (docs/deploy.md).
    PORT: String(PORT),
    APP_URL: `http://127.0.0.1:${PORT}`,
    DATABASE_URL: db.url,
    SESSION_SECRET: randomBytes(48).toString("base64"),
    ENCRYPTION_KEY: randomBytes(32).toString("base64"),
    DEMO_MODE: "1",
  };
  console.log(`runner stage: ${executable} ${args.join(" ")} in ${app} with ${Object.keys(envOf(runner.lines)).join(", ")}`);
  const server = spawn(executable, args, { cwd: app, env, stdio: "inherit" });
  try {
    const deadline = Date.now() + 120_000;
    let status = 0;
    while (Date.now() < deadline && server.exitCode === null) {
      status = await fetch(`http://127.0.0.1:${PORT}/api/ready`).then(
        (r) => r.status,
        () => 0,
      );
      if (status === 200) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    if (status !== 200) throw new Error(`/api/ready answered ${status || "nothing"} (server exit code ${server.exitCode})`);
    const home = await fetch(`http://127.0.0.1:${PORT}/`);
    if (!home.ok || !(await home.text()).includes("AI Influencer")) throw new Error(`GET / answered ${home.status}`);
    console.log("the image's server answers /api/ready 200 and serves /");
  } finally {
    server.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 1000));
    await db.drop();
    rmSync(app, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(`image smoke test failed: ${(error as Error).message}`);
    process.exit(1);
  },
);
