// The e2e web server: starts the local stand-ins of outside services, then `next start` (built
// beforehand) with its environment pointing at them and at a fresh PostgreSQL database.
import { spawn } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { APP_PORT, standInPorts } from "./ports";
import { startOpenAiStandIn } from "../tests/stand-ins/openai";
import { startLeonardoStandIn } from "../tests/stand-ins/leonardo";
import { startElevenLabsStandIn } from "../tests/stand-ins/elevenlabs";
import { createE2eDatabase, dropE2eDatabase } from "./database";

type StandIn = { env: Record<string, string>; close(): Promise<void> };

async function startStandIns(): Promise<StandIn[]> {
  // Each outside service's stand-in (tests/stand-ins/) is started here and adds its env.
  const standIns: StandIn[] = [];
  // AI providers: stand-ins by default; E2E_AI=demo leaves the keys unset to test demo mode.
  if (process.env.E2E_AI !== "demo") {
    const openai = await startOpenAiStandIn({ port: standInPorts.openai });
    const leonardo = await startLeonardoStandIn({ port: standInPorts.leonardo, pendingPolls: 3 });
    const elevenlabs = await startElevenLabsStandIn({ port: standInPorts.elevenlabs });
    standIns.push(
      { env: { OPENAI_API_KEY: "sk-e2e", OPENAI_BASE_URL: openai.baseUrl }, close: openai.close },
      { env: { LEONARDO_API_KEY: leonardo.apiKey, LEONARDO_BASE_URL: leonardo.baseUrl, LEONARDO_POLL_INTERVAL_MS: "300" }, close: leonardo.close },
      { env: { ELEVENLABS_API_KEY: elevenlabs.apiKey, ELEVENLABS_BASE_URL: elevenlabs.url }, close: elevenlabs.close },
    );
  }
  return standIns;
}

async function main() {
  const databaseUrl = process.env.E2E_DATABASE_URL!;
  await createE2eDatabase(databaseUrl);
  const standIns = await startStandIns();
  const env = {
    ...process.env,
    DATA_DIR: path.join(os.tmpdir(), `ais-e2e-${APP_PORT}-${Date.now()}`),
    APP_URL: `http://localhost:${APP_PORT}`,
    APP_ENV: "test",
    DATABASE_URL: databaseUrl,
    JOB_POLL_INTERVAL_MS: "200",
    ...Object.assign({}, ...standIns.map((s) => s.env)),
  };
  const server = spawn("npx", ["next", "start", "-p", String(APP_PORT)], { stdio: "inherit", env });
  const stop = async () => {
    server.kill("SIGTERM");
    await Promise.all(standIns.map((s) => s.close()));
    await dropE2eDatabase(databaseUrl).catch(() => {});
    process.exit(0);
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
  server.on("exit", (code) => process.exit(code ?? 1));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
