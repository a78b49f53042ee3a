import { POST as createJob } from "@/app/api/ai/jobs/route";
import { prisma } from "@/lib/db/client.server";
import { claimNextJob } from "@/lib/jobs/queue.server";
import { runJob } from "@/lib/server/jobs/worker.server";
import { JOB_QUEUE } from "@/lib/policy/limits";
import { withAiStandIns } from "../helpers/ai";
import { withTestDatabase } from "../helpers/db";
import { call, signIn } from "../helpers/http";
import { createBuyer } from "../helpers/factories";

// The queue takes turns between buyers (decision 099). Claims are made here one at a time, the
// way one worker makes them, so the order is the queue's and not a race's.
withAiStandIns();
withTestDatabase();
afterEach(() => prisma().generationJob.updateMany({ where: { status: { in: ["queued", "running"] } }, data: { status: "failed" } }));

async function buyerWithJobs(count: number) {
  const user = await createBuyer();
  const session = await signIn(user.id);
  const ids: string[] = [];
  for (let i = 0; i < count; i++) ids.push((await call(createJob, { session, body: { kind: "reference_image", prompt: `job ${i}` } })).body.job.id);
  return { user, ids };
}

it("one buyer's many jobs do not starve another's: B's job runs right after A's first", async () => {
  const a = await buyerWithJobs(6);
  const b = await buyerWithJobs(1);
  const order: string[] = [];
  for (let i = 0; i < 7; i++) {
    const job = (await claimNextJob(30))!;
    order.push(job.id);
    await runJob(job, 30);
  }
  expect(order).toEqual([a.ids[0], b.ids[0], ...a.ids.slice(1)]);
  expect(await prisma().generationJob.count({ where: { status: "done" } })).toBe(7);
});

it(`a buyer has at most ${JOB_QUEUE.runningPerBuyer} jobs running; the others wait while another buyer's job is claimed`, async () => {
  const a = await buyerWithJobs(JOB_QUEUE.runningPerBuyer + 3);
  const claimed = [];
  for (let i = 0; i < JOB_QUEUE.runningPerBuyer; i++) claimed.push((await claimNextJob(30))!.id);
  expect(claimed).toEqual(a.ids.slice(0, JOB_QUEUE.runningPerBuyer));
  expect(await claimNextJob(30)).toBeNull();

  const b = await buyerWithJobs(1);
  expect((await claimNextJob(30))!.id).toBe(b.ids[0]);
  // A running job of A's that finishes frees a place for A's next one.
  await prisma().generationJob.update({ where: { id: claimed[0] }, data: { status: "done" } });
  expect((await claimNextJob(30))!.id).toBe(a.ids[JOB_QUEUE.runningPerBuyer]);
});

it("a running job whose lease lapsed no longer counts as running and is claimed again first", async () => {
  const a = await buyerWithJobs(JOB_QUEUE.runningPerBuyer + 1);
  for (let i = 0; i < JOB_QUEUE.runningPerBuyer; i++) await claimNextJob(30);
  // Its worker died a minute ago: the lease (30 s) has lapsed.
  await prisma().generationJob.update({ where: { id: a.ids[0] }, data: { updatedAt: new Date(Date.now() - 60_000) } });
  expect(await claimNextJob(30)).toMatchObject({ id: a.ids[0], attempts: 2 });
});
