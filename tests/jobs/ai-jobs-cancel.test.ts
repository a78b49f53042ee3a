import { POST as createJob } from "@/app/api/ai/jobs/route";
import { POST as cancelJobRoute } from "@/app/api/ai/jobs/[id]/cancel/route";
import { prisma } from "@/lib/db/client.server";
import { startWorker } from "@/lib/server/jobs/worker.server";
import { withAiStandIns, createCharacter, settledJob } from "../helpers/ai";
import { withTestDatabase } from "../helpers/db";
import { call, signIn } from "../helpers/http";
import { createBuyer } from "../helpers/factories";
import { waitFor } from "../helpers/wait";

// Decision 144: a buyer cancels a queued or running job; a running one is stopped by its worker.
const standIns = withAiStandIns();
withTestDatabase();

const quotaUsed = async (userId: string) => (await prisma().rateLimit.findMany({ where: { key: { contains: userId } } })).reduce((n, r) => n + r.count, 0);

it("a queued job cancelled never runs, and its daily quota is given back", async () => {
  const user = await createBuyer();
  const session = await signIn(user.id);
  const res = await call(createJob, { session, body: { kind: "reference_image", prompt: "headshot" } });
  const before = await quotaUsed(user.id);

  const cancelled = await call(cancelJobRoute, { session, params: { id: res.body.job.id } });
  expect(cancelled.status).toBe(200);
  expect(cancelled.body.job).toMatchObject({ status: "cancelled", error: "Cancelled", stage: "Cancelled" });
  expect(await quotaUsed(user.id)).toBeLessThan(before);

  // Again: the same answer, nothing else changes.
  const again = await call(cancelJobRoute, { session, params: { id: res.body.job.id } });
  expect(again.body.job.status).toBe("cancelled");

  const worker = startWorker({ pollMs: 20, concurrency: 1 });
  try {
    await new Promise((r) => setTimeout(r, 300));
    expect(standIns().leonardo.generations.size).toBe(0);
  } finally {
    await worker.stop();
  }
});

it("a running job cancelled is stopped by its worker and leaves no result or assets", async () => {
  const user = await createBuyer();
  const character = await createCharacter(user.id);
  const session = await signIn(user.id);
  standIns().leonardo.hold();
  const worker = startWorker({ leaseSeconds: 1, pollMs: 20, concurrency: 1 });
  try {
    const res = await call(createJob, { session, body: { kind: "reference_image", prompt: "headshot", characterId: character.id } });
    const id = res.body.job.id;
    await waitFor(() => standIns().leonardo.generations.size === 1);
    expect((await call(cancelJobRoute, { session, params: { id } })).body.job.status).toBe("cancelled");
    standIns().leonardo.release();
    await new Promise((r) => setTimeout(r, 800));
    const job = await prisma().generationJob.findUniqueOrThrow({ where: { id } });
    expect(job).toMatchObject({ status: "cancelled", result: null });
    expect(await prisma().asset.count({ where: { characterId: character.id } })).toBe(0);
  } finally {
    standIns().leonardo.release();
    await worker.stop();
  }
});

it("a finished job cannot be cancelled, and another buyer's job answers 404", async () => {
  const user = await createBuyer();
  const session = await signIn(user.id);
  const worker = startWorker({ pollMs: 20, concurrency: 1 });
  try {
    const res = await call(createJob, { session, body: { kind: "reference_image", prompt: "headshot" } });
    expect((await settledJob(res.body.job.id)).status).toBe("done");
    const late = await call(cancelJobRoute, { session, params: { id: res.body.job.id } });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe("This job has already ended.");

    const other = await signIn((await createBuyer()).id);
    const foreign = await call(cancelJobRoute, { session: other, params: { id: res.body.job.id } });
    expect(foreign.status).toBe(404);
    expect((await prisma().generationJob.findUniqueOrThrow({ where: { id: res.body.job.id } })).status).toBe("done");

    // A malformed id is a missing job, like on the other job routes.
    const bad = await call(cancelJobRoute, { session, params: { id: "not-a-uuid" } });
    expect(bad.status).toBe(404);
  } finally {
    await worker.stop();
  }
});
