import { POST as createJob } from "@/app/api/ai/jobs/route";
import { POST as generateImages } from "@/app/api/ai/leonardo/generate-images/route";
import { POST as generateCharacter } from "@/app/api/ai/openai/generate-character/route";
import { POST as speech } from "@/app/api/ai/elevenlabs/generate-speech/route";
import { prisma } from "@/lib/db/client.server";
import { claimNextJob } from "@/lib/jobs/queue.server";
import { runJob } from "@/lib/server/jobs/worker.server";
import { DAILY_QUOTAS } from "@/lib/policy/limits";
import { spendDailyQuota } from "@/lib/policy/quota.server";
import { withAiStandIns } from "../helpers/ai";
import { withTestDatabase } from "../helpers/db";
import { call, signIn } from "../helpers/http";
import { createBuyer } from "../helpers/factories";

// Daily AI quotas (decision 098). No worker runs in this file: jobs stay queued unless a test
// claims and runs one itself.
const standIns = withAiStandIns();
withTestDatabase();
afterEach(() => {
  standIns().leonardo.setFault("none");
  standIns().openai.setFault("none");
});

async function signedIn() {
  const user = await createBuyer();
  return { user, session: await signIn(user.id) };
}

/** Seconds from now to the next 00:00 UTC, what Retry-After should say. */
const untilMidnight = () => (Math.floor(Date.now() / 86_400_000) + 1) * 86_400 - Date.now() / 1000;

function expectQuotaReached(res: { status: number; body: { message: string }; headers: Headers }, kind: string, quota: number) {
  expect(res.status).toBe(429);
  expect(res.body.message).toBe(`Daily ${kind} quota reached (${quota}). It renews at 00:00 UTC.`);
  expect(Math.abs(Number(res.headers.get("retry-after")) - untilMidnight())).toBeLessThan(5);
}

it("a failed image job gives its quota back", async () => {
  const { user, session } = await signedIn();
  const quota = DAILY_QUOTAS.image.perDay;
  for (let i = 0; i < quota - 1; i++) await spendDailyQuota(user.id, "image");
  standIns().leonardo.setFault("500");
  const failing = await call(createJob, { session, body: { kind: "reference_image", prompt: "x" } });
  expect(failing.status).toBe(202);
  await runJob((await claimNextJob(30))!, 30);
  expect(await prisma().generationJob.findUniqueOrThrow({ where: { id: failing.body.job.id } })).toMatchObject({ status: "failed" });
  standIns().leonardo.setFault("none");
  // The failed job gave its place back: one more job fits, then the quota is reached.
  expect((await call(createJob, { session, body: { kind: "reference_image", prompt: "y" } })).status).toBe(202);
  expectQuotaReached(await call(createJob, { session, body: { kind: "reference_image", prompt: "z" } }), "image", quota);
  await prisma().generationJob.updateMany({ where: { userId: user.id, status: "queued" }, data: { status: "failed" } });
});

it("the image quota answers 429 at quota + 1 with when it renews; another buyer is unaffected", async () => {
  const a = await signedIn();
  const b = await signedIn();
  const quota = DAILY_QUOTAS.image.perDay;
  for (let i = 0; i < quota; i++) {
    expect((await call(createJob, { session: a.session, body: { kind: "reference_image", prompt: `shot ${i}` } })).status).toBe(202);
  }
  expectQuotaReached(await call(createJob, { session: a.session, body: { kind: "reference_image", prompt: "one more" } }), "image", quota);
  // The synchronous endpoint starts a job too, so it is held to the same quota.
  expectQuotaReached(await call(generateImages, { session: a.session, body: {} }), "image", quota);
  expect(await prisma().generationJob.count({ where: { userId: a.user.id } })).toBe(quota);
  expect((await call(createJob, { session: b.session, body: { kind: "reference_image", prompt: "mine" } })).status).toBe(202);
});

it("synchronous text generation counts on the text quota; a failed OpenAI call is given back, a refused prompt is not", async () => {
  const a = await signedIn();
  const b = await signedIn();
  const quota = DAILY_QUOTAS.text.perDay;
  for (let i = 0; i < quota - 2; i++) await spendDailyQuota(a.user.id, "text");
  standIns().openai.setFault("500");
  expect((await call(generateCharacter, { session: a.session, body: { prompt: "x" } })).status).toBe(502);
  // A refused prompt is the buyer's to repeat at will, so it stays spent.
  standIns().openai.setFault("refused");
  expect((await call(generateCharacter, { session: a.session, body: { prompt: "x" } })).body.message).toMatch(/refused the request/);
  standIns().openai.setFault("none");
  expect((await call(generateCharacter, { session: a.session, body: { prompt: "x" } })).status).toBe(200);
  const requestsBefore = standIns().openai.requests.length;
  expectQuotaReached(await call(generateCharacter, { session: a.session, body: { prompt: "x" } }), "text", quota);
  expect(standIns().openai.requests.length).toBe(requestsBefore);
  expect((await call(generateCharacter, { session: b.session, body: { prompt: "x" } })).status).toBe(200);
});

it("speech counts on the speech quota", async () => {
  const { user, session } = await signedIn();
  const quota = DAILY_QUOTAS.speech.perDay;
  for (let i = 0; i < quota - 1; i++) await spendDailyQuota(user.id, "speech");
  expect((await call(speech, { session, body: { text: "Hello there" } })).body).toMatchObject({ useBrowserTTS: false });
  const requestsBefore = standIns().elevenlabs.requests.length;
  expectQuotaReached(await call(speech, { session, body: { text: "Hello again" } }), "speech", quota);
  expect(standIns().elevenlabs.requests.length).toBe(requestsBefore);
});
