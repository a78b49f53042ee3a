import { PUT as putStep } from "@/app/api/user/characters/[id]/steps/[step]/route";
import { POST as createJob } from "@/app/api/ai/jobs/route";
import { GET as listShots } from "@/app/api/user/characters/[id]/shots/route";
import { prisma } from "@/lib/db/client.server";
import { buyerWithCharacter, settledJob, withAiStandIns, withJobWorker } from "../helpers/ai";
import { withTestDatabase } from "../helpers/db";
import { call } from "../helpers/http";

// Decision 105: Preview Style and Apply Composition are generation jobs built from the
// character's saved Composition and Variables, on the buyer's daily image quota.
const standIns = withAiStandIns();
withTestDatabase();
withJobWorker();

const COMPOSITION = { shotStyle: "Wide Shot", background: "Outdoor nature", lighting: "golden hour backlight", mood: "calm" };
const VARIABLES = { outfit: "red windbreaker", avoid: "logos" };

async function composedCharacter() {
  const owner = await buyerWithCharacter();
  const save = (step: string, data: object) => call(putStep, { session: owner.session, params: { id: owner.character.id, step }, body: { data } });
  expect((await save("composition", COMPOSITION)).status).toBe(200);
  expect((await save("variables", VARIABLES)).status).toBe(200);
  return owner;
}

const sentFor = (generationId: string) =>
  standIns().leonardo.generations.get(generationId)!.body as { prompt: string; negative_prompt?: string; controlnets?: { initImageId: string }[] };
const quotaSpent = async (userId: string) => (await prisma().rateLimit.findFirst({ where: { key: `quota-image:${userId}` } }))?.count ?? 0;

async function shot(characterId: string, imageId: string, meta: object = {}) {
  return prisma().asset.create({ data: { characterId, kind: "shot", url: `https://cdn.leonardo.ai/${imageId}.jpg`, meta: { imageId, ...meta } } });
}

describe("Preview Style", () => {
  it("renders one 9:16 shot of the saved composition, guided by the reference image, and keeps no asset", async () => {
    const { user, session, character } = await composedCharacter();
    const reference = await prisma().asset.create({
      data: { characterId: character.id, kind: "reference-image", url: "https://cdn.leonardo.ai/ref.jpg", meta: { imageId: "ref-1" } },
    });
    await prisma().character.update({ where: { id: character.id }, data: { referenceImageUrl: reference.url } });
    const res = await call(createJob, { session, body: { kind: "style_preview", characterId: character.id } });
    expect(res).toMatchObject({ status: 202, body: { job: { kind: "style_preview", status: "queued" } } });
    const job = await settledJob(res.body.job.id);
    expect(job.status).toBe("done");
    const result = job.result as { generationId: string; imageUrl: string; message: string; direction: object };
    expect(result).toMatchObject({ message: "Style preview generated", direction: { ...COMPOSITION, outfit: "red windbreaker", avoid: "logos" } });
    const sent = sentFor(result.generationId);
    expect(sent.prompt).toMatch(/^Wide Shot \(full body, with the surroundings in view\) of Ava/);
    for (const part of ["Background: Outdoor nature.", "Lighting: golden hour backlight.", "Mood: calm.", "Wearing red windbreaker."])
      expect(sent.prompt).toContain(part);
    expect(sent).toMatchObject({ width: 576, height: 1024, negative_prompt: "logos", controlnets: [{ initImageId: "ref-1" }] });
    expect(await prisma().asset.count({ where: { characterId: character.id } })).toBe(1);
    expect(await quotaSpent(user.id)).toBe(1);
    expect(await prisma().activity.count({ where: { userId: user.id, subject: "Style preview generated" } })).toBe(1);
  });

  it("without a reference image makes a new face and says so", async () => {
    const { session, character } = await composedCharacter();
    const job = await settledJob((await call(createJob, { session, body: { kind: "style_preview", characterId: character.id } })).body.job.id);
    const result = job.result as { generationId: string; message: string };
    expect(result.message).toMatch(/No reference image yet/);
    expect(sentFor(result.generationId).controlnets).toBeUndefined();
  });

  it("is refused for another buyer's character (404) and for no character (400), spending nothing", async () => {
    const { character } = await composedCharacter();
    const stranger = await buyerWithCharacter();
    expect((await call(createJob, { session: stranger.session, body: { kind: "style_preview", characterId: character.id } })).status).toBe(404);
    expect((await call(createJob, { session: stranger.session, body: { kind: "style_preview" } })).status).toBe(400);
    expect(await quotaSpent(stranger.user.id)).toBe(0);
  });
});

describe("Apply Composition", () => {
  it("re-renders the chosen shots with the composition, each guided by itself, as new shots", async () => {
    const { user, session, character } = await composedCharacter();
    const gym = await shot(character.id, "shot-gym", { scenario: "Gym Active", category: "fitness", key: "gym_active" });
    const office = await shot(character.id, "shot-office", { scenario: "Professional Office", category: "business" });
    await shot(character.id, "shot-left-alone");
    const res = await call(createJob, { session, body: { kind: "apply_composition", characterId: character.id, shotIds: [gym.id, office.id] } });
    expect(res.status).toBe(202);
    const job = await settledJob(res.body.job.id);
    expect(job.status).toBe("done");
    const made = (job.result as { shots: { generationId: string; sourceAssetId: string; scenario: string }[] }).shots;
    expect(made.map((s) => [s.sourceAssetId, s.scenario])).toEqual([
      [gym.id, "Gym Active"],
      [office.id, "Professional Office"],
    ]);
    expect(made.map((s) => sentFor(s.generationId).controlnets?.[0]?.initImageId)).toEqual(["shot-gym", "shot-office"]);
    for (const s of made) {
      const sent = sentFor(s.generationId);
      expect(sent.prompt).toContain("Background: Outdoor nature.");
      expect(sent.prompt).not.toMatch(/In a modern gym|bright modern office/);
      expect(sent.negative_prompt).toBe("logos");
    }
    const listed = (await call(listShots, { session, params: { id: character.id } })).body.shots as { composed: boolean }[];
    expect(listed).toHaveLength(5);
    expect(listed.filter((s) => s.composed)).toHaveLength(2);
    expect(await quotaSpent(user.id)).toBe(1);
  });

  it("without a background keeps each shot's own scene", async () => {
    const { session, character } = await buyerWithCharacter();
    await call(putStep, { session, params: { id: character.id, step: "composition" }, body: { data: { shotStyle: "Medium Shot" } } });
    const gym = await shot(character.id, "shot-gym-2", { scenario: "Gym Active", category: "fitness" });
    const job = await settledJob(
      (await call(createJob, { session, body: { kind: "apply_composition", characterId: character.id, shotIds: [gym.id] } })).body.job.id,
    );
    const [made] = (job.result as { shots: { generationId: string }[] }).shots;
    expect(sentFor(made!.generationId).prompt).toMatch(/^Medium Shot \(waist up\) of Ava.*In a modern gym/);
  });

  it.each([
    ["no shot", () => [], 400, "Choose at least one shot"],
    ["too many shots", () => Array.from({ length: 9 }, () => crypto.randomUUID()), 400, "Choose at most 8 shots"],
    ["a shot twice", (id: string) => [id, id], 400, "A shot is chosen twice"],
    ["a shot that is not the character's", () => [crypto.randomUUID()], 404, "Shot not found"],
  ])("refuses %s, queuing nothing", async (_name, ids, status, message) => {
    const { user, session, character } = await composedCharacter();
    const own = await shot(character.id, "shot-x");
    const res = await call(createJob, { session, body: { kind: "apply_composition", characterId: character.id, shotIds: ids(own.id) } });
    expect(res).toMatchObject({ status, body: { message } });
    expect(await prisma().generationJob.count({ where: { userId: user.id } })).toBe(0);
    expect(await quotaSpent(user.id)).toBe(0);
  });

  it("never re-renders another buyer's shot", async () => {
    const victim = await composedCharacter();
    const theirs = await shot(victim.character.id, "their-shot");
    const { user, session, character } = await buyerWithCharacter();
    const res = await call(createJob, { session, body: { kind: "apply_composition", characterId: character.id, shotIds: [theirs.id] } });
    expect(res).toMatchObject({ status: 404, body: { message: "Shot not found" } });
    expect((await call(listShots, { session, params: { id: victim.character.id } })).status).toBe(404);
    expect(await prisma().generationJob.count({ where: { userId: user.id } })).toBe(0);
  });
});
