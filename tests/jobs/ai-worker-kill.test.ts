import { spawn, type ChildProcess } from "node:child_process";
import { POST as createJob } from "@/app/api/ai/jobs/route";
import { prisma } from "@/lib/db/client.server";
import { withAiStandIns, createCharacter, settledJob } from "../helpers/ai";
import { withTestDatabase } from "../helpers/db";
import { call, signIn } from "../helpers/http";
import { createBuyer } from "../helpers/factories";
import { waitFor } from "../helpers/wait";

// A real worker process (`npm run worker`'s script) is killed with SIGKILL in the middle of a
// job and another one is started: the job completes once. Processes can only share a database
// server, so this runs on PostgreSQL (TEST_DATABASE_URL); tests/jobs/ai-worker-restart.test.ts
// covers the same rule in-process on the embedded database.
const standIns = withAiStandIns();
const db = withTestDatabase();
const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

function startWorkerProcess(databaseUrl: string): ChildProcess {
  return spawn(process.execPath, ["--import", "tsx", "--conditions=react-server", "scripts/worker.ts"], {
    env: { ...process.env, NODE_OPTIONS: "", DATABASE_URL: databaseUrl, JOB_LEASE_SECONDS: "2", JOB_POLL_INTERVAL_MS: "50" },
    stdio: "ignore",
  });
}

onPostgres("worker process killed mid-job", () => {
  jest.setTimeout(90_000);
  it("is finished by a restarted worker exactly once", async () => {
    const databaseUrl = (db().pool as unknown as { options: { connectionString: string } }).options.connectionString;
    const user = await createBuyer();
    const character = await createCharacter(user.id);
    const leonardo = standIns().leonardo;
    leonardo.hold();
    const res = await call(createJob, { session: await signIn(user.id), body: { kind: "reference_image", prompt: "x", characterId: character.id } });
    const id = res.body.job.id;
    const job = () => prisma().generationJob.findUniqueOrThrow({ where: { id } });

    const first = startWorkerProcess(databaseUrl);
    await waitFor(async () => (await job()).status === "running" && leonardo.generations.size === 1, 45_000);
    first.kill("SIGKILL");
    await new Promise((r) => first.once("exit", r));

    const second = startWorkerProcess(databaseUrl);
    try {
      await waitFor(async () => (await job()).attempts === 2, 45_000);
      leonardo.release();
      expect(await settledJob(id, 20_000)).toMatchObject({ status: "done", attempts: 2 });
      expect(await prisma().asset.count({ where: { characterId: character.id } })).toBe(1);
      expect(await prisma().activity.count({ where: { userId: user.id } })).toBe(1);
    } finally {
      leonardo.release();
      second.kill("SIGTERM");
      await new Promise((r) => second.once("exit", r));
    }
  });
});
