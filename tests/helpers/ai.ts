import { prisma } from "@/lib/db/client.server";
import { startWorker } from "@/lib/server/jobs/worker.server";
import { createBuyer } from "./factories";
import { signIn } from "./http";
import { startOpenAiStandIn } from "../stand-ins/openai";
import { startLeonardoStandIn } from "../stand-ins/leonardo";
import { startElevenLabsStandIn } from "../stand-ins/elevenlabs";

type StandIns = {
  openai: Awaited<ReturnType<typeof startOpenAiStandIn>>;
  leonardo: Awaited<ReturnType<typeof startLeonardoStandIn>>;
  elevenlabs: Awaited<ReturnType<typeof startElevenLabsStandIn>>;
};

/**
 * Starts the three AI stand-ins and points the app's environment at them. Call before
 * withTestDatabase() so the environment is set before anything reads it.
 */
export function withAiStandIns() {
  let s: StandIns | undefined;
  beforeAll(async () => {
    s = { openai: await startOpenAiStandIn(), leonardo: await startLeonardoStandIn(), elevenlabs: await startElevenLabsStandIn() };
    Object.assign(process.env, {
      OPENAI_API_KEY: "sk-test",
      OPENAI_BASE_URL: s.openai.baseUrl,
      LEONARDO_API_KEY: s.leonardo.apiKey,
      LEONARDO_BASE_URL: s.leonardo.baseUrl,
      LEONARDO_POLL_INTERVAL_MS: "20",
      ELEVENLABS_API_KEY: s.elevenlabs.apiKey,
      ELEVENLABS_BASE_URL: s.elevenlabs.url,
      AI_TIMEOUT_MS: "700",
    });
  });
  afterAll(async () => {
    await Promise.all([s?.openai.close(), s?.leonardo.close(), s?.elevenlabs.close()]);
  });
  return () => s!;
}

/** Waits until the job is done or failed (the worker runs in the background). */
export async function settledJob(id: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const job = await prisma().generationJob.findUniqueOrThrow({ where: { id } });
    if (job.status === "done" || job.status === "failed") return job;
    if (Date.now() > deadline) throw new Error(`job ${id} still ${job.status}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** Runs one job worker while the file's tests run (after withTestDatabase's setup). */
export function withJobWorker() {
  let worker: ReturnType<typeof startWorker>;
  beforeAll(() => {
    worker = startWorker({ leaseSeconds: 30, pollMs: 20, concurrency: 1 });
  });
  afterAll(() => worker.stop());
}

export async function createCharacter(userId: string, data: { name?: string; gender?: string; age?: number } = {}) {
  return prisma().character.create({ data: { userId, name: data.name ?? "Ava", gender: data.gender ?? "female", age: data.age ?? 27 } });
}

/** A signed-in buyer with a character of their own. */
export async function buyerWithCharacter() {
  const user = await createBuyer();
  return { user, session: await signIn(user.id), character: await createCharacter(user.id) };
}
