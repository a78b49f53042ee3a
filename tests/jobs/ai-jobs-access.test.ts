import { POST as createJob } from "@/app/api/ai/jobs/route";
import { POST as webhook } from "@/app/api/stripe/webhook/route";
import { prisma } from "@/lib/db/client.server";
import { claimNextJob } from "@/lib/jobs/queue.server";
import { runJob } from "@/lib/server/jobs/worker.server";
import { AI_ASSISTED_PRODUCT_UUID } from "@/lib/catalog/catalog";
import { signedEvent } from "../stand-ins/stripe";
import { withAiStandIns } from "../helpers/ai";
import { WEBHOOK_SECRET, withStripeStandIn } from "../helpers/stripe-env";
import { withTestDatabase } from "../helpers/db";
import { call, signIn } from "../helpers/http";
import { createBuyer, uniqueEmail } from "../helpers/factories";

// Generation needs an active purchase when a job is queued and again when it starts
// (decision 098): a refund cancels what the buyer still had waiting.
const stripe = withStripeStandIn();
const standIns = withAiStandIns();
withTestDatabase();
// Each test claims the next job itself, so none is left waiting for the next test.
afterEach(() => prisma().generationJob.updateMany({ where: { status: { in: ["queued", "running"] } }, data: { status: "failed" } }));

function deliver(type: string, object: object) {
  const { payload, header } = signedEvent(type, object, WEBHOOK_SECRET);
  return call(webhook, { rawBody: payload, headers: { "stripe-signature": header, "content-type": "application/json" } });
}

const queue = async (session: string, count: number) => {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) ids.push((await call(createJob, { session, body: { kind: "reference_image", prompt: `job ${i}` } })).body.job.id);
  return ids;
};
const statusesOf = async (ids: string[]) =>
  (await prisma().generationJob.findMany({ where: { id: { in: ids } }, select: { status: true } })).map((j) => j.status);

it("a full refund cancels the buyer's queued jobs; another buyer's stay queued", async () => {
  const intent = stripe().succeed(
    stripe().createIntent({ amount: "3999", currency: "usd", metadata: { productUuid: AI_ASSISTED_PRODUCT_UUID, email: uniqueEmail() } }).id,
  );
  await deliver("payment_intent.succeeded", intent);
  const purchase = await prisma().purchase.findUniqueOrThrow({ where: { paymentIntentId: intent.id } });
  const refunded = await queue(await signIn(purchase.userId), 3);
  const other = await queue(await signIn((await createBuyer()).id), 1);

  const res = await deliver("charge.refunded", {
    id: "ch_1",
    object: "charge",
    amount: 3999,
    amount_refunded: 3999,
    refunded: true,
    payment_intent: intent.id,
  });
  expect(res.body).toMatchObject({ revoked: true });
  expect(await statusesOf(refunded)).toEqual(["cancelled", "cancelled", "cancelled"]);
  const cancelled = await prisma().generationJob.findFirstOrThrow({ where: { id: refunded[0] } });
  expect(cancelled.error).toMatch(/refunded/);
  expect(await statusesOf(other)).toEqual(["queued"]);
});

it("the worker does not run a job whose buyer lost access after queuing it: it is cancelled unrun", async () => {
  const buyer = await createBuyer();
  const [id] = await queue(await signIn(buyer.id), 1);
  // Access went after the job was queued (say the refund landed while it was being claimed).
  await prisma().purchase.updateMany({ where: { userId: buyer.id }, data: { status: "refunded" } });
  const generationsBefore = standIns().leonardo.generations.size;

  const job = (await claimNextJob(30))!;
  expect(job.id).toBe(id);
  await runJob(job, 30);

  expect(await prisma().generationJob.findUniqueOrThrow({ where: { id } })).toMatchObject({
    status: "cancelled",
    error: expect.stringMatching(/active purchase/),
  });
  expect(standIns().leonardo.generations.size).toBe(generationsBefore);
  expect(await prisma().asset.count()).toBe(0);
});
