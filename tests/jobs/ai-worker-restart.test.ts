import { POST as createJob } from "@/app/api/ai/jobs/route";
import { prisma } from "@/lib/db/client.server";
import { claimNextJob, completeJob, LostClaimError } from "@/lib/jobs/queue.server";
import { runClaimedJob, startWorker } from "@/lib/server/jobs/worker.server";
import { withAiStandIns, createCharacter, settledJob } from "../helpers/ai";
import { withTestDatabase } from "../helpers/db";
import { call, signIn } from "../helpers/http";
import { createBuyer } from "../helpers/factories";
import { waitFor } from "../helpers/wait";

const standIns = withAiStandIns();
withTestDatabase();

it("a job whose worker dies mid-run is finished by another worker exactly once", async () => {
  const user = await createBuyer();
  const character = await createCharacter(user.id);
  const session = await signIn(user.id);
  const leonardo = standIns().leonardo;
  leonardo.hold();

  const res = await call(createJob, { session, body: { kind: "reference_image", prompt: "headshot", characterId: character.id } });
  // Worker A claims the job and starts the generation, then dies: it never renews its lease
  // again. Its in-flight call is left running as a zombie that comes back late.
  const claimA = (await claimNextJob(1))!;
  expect(claimA).toMatchObject({ id: res.body.job.id, attempts: 1 });
  const zombie = runClaimedJob(claimA);
  await waitFor(() => leonardo.generations.size === 1);

  // Worker B starts; once A's lease lapses it claims the job again and finishes it.
  const workerB = startWorker({ leaseSeconds: 1, pollMs: 50, concurrency: 1 });
  try {
    await waitFor(async () => (await prisma().generationJob.findUniqueOrThrow({ where: { id: claimA.id } })).attempts === 2, 10_000);
    leonardo.release();
    const job = await settledJob(claimA.id);
    expect(job).toMatchObject({ status: "done", attempts: 2 });

    // The zombie's late result is refused: the job is already B's and already done.
    await expect(completeJob(claimA, await zombie)).rejects.toBeInstanceOf(LostClaimError);

    expect(await prisma().asset.count({ where: { characterId: character.id } })).toBe(1);
    expect(await prisma().activity.count({ where: { userId: user.id, kind: "generation_finished" } })).toBe(1);
    const stored = await prisma().asset.findFirstOrThrow({ where: { characterId: character.id } });
    expect(stored.url).toBe((job.result as { imageUrl: string }).imageUrl);
  } finally {
    leonardo.release();
    await workerB.stop();
  }
});

it("a running job whose worker keeps renewing its lease is not taken by another worker", async () => {
  const user = await createBuyer();
  const session = await signIn(user.id);
  standIns().leonardo.hold();
  const res = await call(createJob, { session, body: { kind: "reference_image", prompt: "x" } });
  const workerA = startWorker({ leaseSeconds: 1, pollMs: 20, concurrency: 1 });
  const workerB = startWorker({ leaseSeconds: 1, pollMs: 20, concurrency: 1 });
  try {
    await new Promise((r) => setTimeout(r, 2500));
    expect(await prisma().generationJob.findUniqueOrThrow({ where: { id: res.body.job.id } })).toMatchObject({ status: "running", attempts: 1 });
    standIns().leonardo.release();
    expect(await settledJob(res.body.job.id)).toMatchObject({ status: "done", attempts: 1 });
  } finally {
    standIns().leonardo.release();
    await Promise.all([workerA.stop(), workerB.stop()]);
  }
});
