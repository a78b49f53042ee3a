import { POST as createJob, GET as latest } from "@/app/api/ai/jobs/route";
import { GET as getJob } from "@/app/api/ai/jobs/[id]/route";
import { POST as generateImages } from "@/app/api/ai/leonardo/generate-images/route";
import { POST as generateShots } from "@/app/api/ai/leonardo/generate-character-shots/route";
import { GET as assetFile } from "@/app/api/user/assets/[id]/route";
import { prisma } from "@/lib/db/client.server";
import { characterMediaPrefix } from "@/lib/media/assets.server";
import { COPY_FAILED_MESSAGE } from "@/lib/media/copy-in.server";
import { mediaStore } from "@/lib/media/media-store.server";
import { startWorker } from "@/lib/server/jobs/worker.server";
import { consistencyTestScenarios } from "@/lib/ai/prompts/shots";
import { withAiStandIns, createCharacter, settledJob } from "../helpers/ai";
import { withTestDatabase } from "../helpers/db";
import { call, signIn } from "../helpers/http";
import { createBuyer } from "../helpers/factories";
import { waitFor } from "../helpers/wait";

const standIns = withAiStandIns();
withTestDatabase();

let worker: ReturnType<typeof startWorker>;
beforeAll(() => {
  worker = startWorker({ leaseSeconds: 30, pollMs: 20, concurrency: 1 });
});
afterAll(() => worker.stop());
afterEach(() => standIns().leonardo.setFault("none"));

async function owner() {
  const user = await createBuyer();
  return { user, session: await signIn(user.id), character: await createCharacter(user.id) };
}

const shotsBody = (referenceImageId: string) => ({
  kind: "character_shots",
  referenceImageId,
  scenarios: consistencyTestScenarios({ name: "Ava" }).map(({ key, ...s }) => ({ ...s, key })),
});

/** A reference image the character already has, with the Leonardo image id it was made with. */
async function keptReference(characterId: string, imageId: string) {
  return prisma().asset.create({ data: { characterId, kind: "reference-image", url: `https://cdn.leonardo.ai/${imageId}.jpg`, meta: { imageId } } });
}

describe("reference image job", () => {
  it("returns 202 at once, then stores the 3:4 reference as the character's asset", async () => {
    const { user, session, character } = await owner();
    const res = await call(createJob, { session, body: { kind: "reference_image", prompt: "Passport-style headshot", characterId: character.id } });
    expect(res.status).toBe(202);
    expect(res.body.job).toMatchObject({ status: "queued", stage: "Queued" });
    const job = await settledJob(res.body.job.id);
    expect(job.status).toBe("done");
    const view = (await call(getJob, { session, params: { id: job.id } })).body.job;
    expect(view).toMatchObject({ status: "done", progress: 100, stage: "Done" });
    // The picture was copied off Leonardo's CDN into the media store (decision 129): the result
    // names the owner-only address, which serves the stand-in's bytes.
    expect(view.result).toMatchObject({
      imageUrl: expect.stringMatching(/^\/api\/user\/assets\/[0-9a-f-]{36}$/),
      imageId: expect.any(String),
      generationId: expect.any(String),
    });
    const served = await call(assetFile, { session, params: { id: view.result.imageUrl.split("/").pop() } });
    expect({ status: served.status, type: served.headers.get("content-type") }).toEqual({ status: 200, type: "image/svg+xml" });
    expect(served.body).toContain("<svg");
    const sent = standIns().leonardo.generations.get(view.result.generationId)!.body;
    expect(sent).toMatchObject({ width: 768, height: 1024, prompt: "Passport-style headshot", presetStyle: "PORTRAIT" });
    const assets = await prisma().asset.findMany({ where: { characterId: character.id } });
    expect(assets).toMatchObject([
      { kind: "reference-image", url: view.result.imageUrl, jobId: job.id, storageKey: expect.stringMatching(/^characters\//), bytes: null },
    ]);
    expect((await prisma().character.findUnique({ where: { id: character.id } }))!.referenceImageUrl).toBe(view.result.imageUrl);
    expect(await prisma().activity.count({ where: { userId: user.id, kind: "generation_finished" } })).toBe(1);
    const url = `/api/ai/jobs?kind=reference_image&characterId=${character.id}`;
    expect((await call(latest, { session, url })).body.job.id).toBe(job.id);
    expect((await call(latest, { session, url: "/api/ai/jobs?kind=reference_image&characterId=nope" })).status).toBe(400);
    expect((await call(latest, { session, url: "/api/ai/jobs?kind=video" })).status).toBe(400);
    // The test page (no character) has its own history.
    expect((await call(latest, { session, url: "/api/ai/jobs?kind=reference_image" })).body.job).toBeNull();
  });

  it("keeps jobs private: another user's job id is 404 like a missing one", async () => {
    const { session, character } = await owner();
    const stranger = await owner();
    const res = await call(createJob, { session, body: { kind: "reference_image", prompt: "x" } });
    const foreign = await call(getJob, { session: stranger.session, params: { id: res.body.job.id } });
    const missing = await call(getJob, { session: stranger.session, params: { id: "00000000-0000-4000-8000-000000000000" } });
    expect(foreign).toMatchObject({ status: 404 });
    expect(foreign.body).toEqual(missing.body);
    const onForeignCharacter = await call(createJob, { session: stranger.session, body: { kind: "reference_image", characterId: character.id } });
    expect(onForeignCharacter.status).toBe(404);
    await settledJob(res.body.job.id);
  });

  it("answers the spec's synchronous shape from generate-images", async () => {
    const { session } = await owner();
    const res = await call(generateImages, { session, body: {} });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      imageUrl: expect.any(String),
      imageId: expect.any(String),
      generationId: expect.any(String),
      message: "Reference image generated",
    });
    // No prompt given: the passport-style headshot prompt is used.
    expect(standIns().leonardo.generations.get(res.body.generationId)!.body.prompt).toMatch(/^Passport-style headshot/);
  });

  it.each([
    ["FAILED generation", () => standIns().leonardo.failGenerations(1), /generation failed/],
    ["500", () => standIns().leonardo.setFault("500"), /temporarily unavailable/],
    ["malformed JSON", () => standIns().leonardo.setFault("malformed"), /could not be read/],
    ["timeout", () => standIns().leonardo.setFault("timeout"), /took too long/],
  ])("a %s fails the job with a clear reason and writes no asset", async (_name, arrange, reason) => {
    const { user, session, character } = await owner();
    arrange();
    const res = await call(createJob, { session, body: { kind: "reference_image", prompt: "x", characterId: character.id } });
    const job = await settledJob(res.body.job.id);
    expect(job).toMatchObject({ status: "failed" });
    expect(job.error).toMatch(reason);
    expect(await prisma().asset.count({ where: { characterId: character.id } })).toBe(0);
    expect((await prisma().character.findUnique({ where: { id: character.id } }))!.referenceImageUrl).toBeNull();
    expect(await prisma().activity.count({ where: { userId: user.id } })).toBe(0);
  });

  it("the synchronous endpoint reports a failed job as an error", async () => {
    const { session } = await owner();
    standIns().leonardo.failGenerations(1);
    const res = await call(generateImages, { session, body: { prompt: "x" } });
    expect(res).toMatchObject({ status: 502, body: { message: expect.stringMatching(/generation failed/) } });
  });
});

describe("copying results into the media store", () => {
  afterEach(() => standIns().leonardo.redirectImagesTo(null));

  it("a picture that cannot be copied off the CDN fails the job with a clear reason and leaves no asset or file", async () => {
    const { user, session, character } = await owner();
    // The CDN answers with a redirect the guarded fetch refuses (plain http, a private address).
    standIns().leonardo.redirectImagesTo("http://127.0.0.1:9/elsewhere.svg");
    const res = await call(createJob, { session, body: { kind: "reference_image", prompt: "x", characterId: character.id } });
    const job = await settledJob(res.body.job.id);
    expect(job).toMatchObject({ status: "failed", error: COPY_FAILED_MESSAGE, result: null });
    expect(await prisma().asset.count({ where: { characterId: character.id } })).toBe(0);
    expect((await prisma().character.findUnique({ where: { id: character.id } }))!.referenceImageUrl).toBeNull();
    expect(await prisma().activity.count({ where: { userId: user.id } })).toBe(0);
    expect(await mediaStore().list(characterMediaPrefix(character.id))).toEqual([]);
  });
});

describe("consistency test job", () => {
  it("makes four 9:16 shots guided by the reference (Character Reference on the Leonardo image id)", async () => {
    const { session, character } = await owner();
    await keptReference(character.id, "ref-image-1");
    const res = await call(createJob, { session, body: { ...shotsBody("ref-image-1"), characterId: character.id } });
    const job = await settledJob(res.body.job.id);
    expect(job.status).toBe("done");
    const result = job.result as { shots: { scenario: string; imageUrl: string; generationId: string }[] };
    expect(result.shots.map((s) => s.scenario)).toEqual(["Professional Office", "Outdoor Natural", "Gym Active", "Studio Artistic"]);
    for (const shot of result.shots) {
      const body = standIns().leonardo.generations.get(shot.generationId)!.body;
      expect(body).toMatchObject({ width: 576, height: 1024, presetStyle: "PORTRAIT" });
      expect(body.controlnets).toEqual([{ initImageId: "ref-image-1", initImageType: "GENERATED", preprocessorId: 133, strengthType: "Mid" }]);
    }
    expect(await prisma().asset.count({ where: { characterId: character.id, kind: "shot" } })).toBe(4);
  });

  it("uses a reference the test page made (no character) by the image id the server recorded", async () => {
    const { session } = await owner();
    const made = await call(generateImages, { session, body: { prompt: "x" } });
    const res = await call(generateShots, { session, body: shotsBody(made.body.imageId) });
    expect(res.status).toBe(200);
    expect(res.body.shots).toHaveLength(4);
    const body = standIns().leonardo.generations.get(res.body.shots[0].generationId)!.body as { controlnets: unknown[] };
    expect(body.controlnets).toEqual([expect.objectContaining({ initImageId: made.body.imageId, initImageType: "GENERATED" })]);
  });

  it("a failure on the third shot fails the whole job and keeps none of the shots", async () => {
    const { session, character } = await owner();
    await keptReference(character.id, "ref-1");
    const res = await call(createJob, { session, body: { ...shotsBody("ref-1"), characterId: character.id } });
    // Let two shots complete, then make the next generation fail.
    await waitFor(async () => (await prisma().generationJob.findUnique({ where: { id: res.body.job.id } }))!.progress >= 50);
    standIns().leonardo.failGenerations(1);
    const job = await settledJob(res.body.job.id);
    expect(job.status).toBe("failed");
    expect(await prisma().asset.count({ where: { characterId: character.id, kind: "shot" } })).toBe(0);
  });

  it("rejects an unknown shot key", async () => {
    const { session } = await owner();
    const body = shotsBody("ref-1");
    body.scenarios[0].key = "moon_base";
    expect(await call(createJob, { session, body })).toMatchObject({ status: 400, body: { message: "Invalid shot key" } });
  });
});
