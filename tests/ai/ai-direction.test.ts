import { PUT as putStep } from "@/app/api/user/characters/[id]/steps/[step]/route";
import { POST as generateCharacter } from "@/app/api/ai/openai/generate-character/route";
import { POST as generateScript } from "@/app/api/ai/openai/generate-script/route";
import { POST as createJob } from "@/app/api/ai/jobs/route";
import { prisma } from "@/lib/db/client.server";
import { consistencyTestScenarios } from "@/lib/ai/prompts/shots";
import { buyerWithCharacter, settledJob, withAiStandIns, withJobWorker } from "../helpers/ai";
import { withTestDatabase } from "../helpers/db";
import { call } from "../helpers/http";

// Decision 104: what a buyer saved on the Variables, Composition and Niche steps reaches the
// providers (the OpenAI and Leonardo stand-ins) from the server's own copy of the steps.
const standIns = withAiStandIns();
withTestDatabase();
withJobWorker();

const STEPS = {
  variables: {
    subject: "a trail runner in her thirties",
    outfit: "red windbreaker",
    setting: "misty mountain trail",
    camera: "35mm wide lens",
    keywords: "film grain",
    avoid: "logos, text",
  },
  composition: { shotStyle: "Wide Shot", background: "Outdoor nature", lighting: "golden hour backlight", mood: "calm, determined" },
  niche: { niche: "Fitness & Health", customNiche: "Ultra running", expertise: "100-mile race pacing", audience: "first-time ultra runners" },
};

async function characterWithSteps() {
  const owner = await buyerWithCharacter();
  for (const [step, data] of Object.entries(STEPS)) {
    expect((await call(putStep, { session: owner.session, params: { id: owner.character.id, step }, body: { data } })).status).toBe(200);
  }
  return owner;
}

const lastChat = () => JSON.parse(standIns().openai.requests.at(-1)!.body.toString()) as { messages: { role: string; content: string }[] };
const userMessage = () => lastChat().messages.find((m) => m.role === "user")!.content;

it("the profile prompt carries the subject, niche, expertise, audience, mood and Avoid", async () => {
  const { session, character } = await characterWithSteps();
  const res = await call(generateCharacter, { session, body: { prompt: "Create a persona.", characterId: character.id } });
  expect(res.status).toBe(200);
  const sent = userMessage();
  for (const value of ["a trail runner in her thirties", "Ultra running", "100-mile race pacing", "first-time ultra runners", "calm, determined"])
    expect(sent).toContain(value);
  expect(sent).toContain("Avoid: logos, text.");
  expect(sent).not.toContain("Outdoor nature");
});

it("the script prompt carries the saved direction and the saved name and niche, not the request's", async () => {
  const { session, character } = await characterWithSteps();
  const res = await call(generateScript, {
    session,
    body: { topic: "hill repeats", characterId: character.id, characterName: "Forged", niche: "Forged niche" },
  });
  expect(res.status).toBe(200);
  const sent = userMessage();
  expect(sent).toMatch(/^Write a script for Ava, a Ultra running creator about: hill repeats/);
  for (const value of ["misty mountain trail", "calm, determined", "first-time ultra runners", "100-mile race pacing", "Avoid: logos, text."])
    expect(sent).toContain(value);
  expect(sent).not.toContain("Forged");
});

it("the reference headshot gets the look in its prompt and Avoid as Leonardo's negative_prompt", async () => {
  const { session, character } = await characterWithSteps();
  const res = await call(createJob, { session, body: { kind: "reference_image", prompt: "Passport-style headshot", characterId: character.id } });
  const job = await settledJob(res.body.job.id);
  const sent = standIns().leonardo.generations.get((job.result as { generationId: string }).generationId)!.body;
  expect(sent.negative_prompt).toBe("logos, text");
  expect(sent.prompt).toMatch(
    /^Passport-style headshot The person: a trail runner in her thirties\. Wearing red windbreaker\. Camera: 35mm wide lens\. Style: film grain\.$/,
  );
});

it("consistency shots get the look, light and mood but keep their own scenes and close framing", async () => {
  const { session, character } = await characterWithSteps();
  await prisma().asset.create({
    data: { characterId: character.id, kind: "reference-image", url: "https://cdn.leonardo.ai/r.jpg", meta: { imageId: "ref-9" } },
  });
  const scenarios = consistencyTestScenarios({ name: "Ava" }).slice(0, 1);
  const res = await call(createJob, { session, body: { kind: "character_shots", referenceImageId: "ref-9", scenarios, characterId: character.id } });
  const job = await settledJob(res.body.job.id);
  const [shot] = (job.result as { shots: { generationId: string }[] }).shots;
  const sent = standIns().leonardo.generations.get(shot!.generationId)!.body;
  expect(sent.negative_prompt).toBe("logos, text");
  expect(sent.prompt).toContain(scenarios[0]!.prompt);
  for (const value of ["red windbreaker", "golden hour backlight", "calm, determined", "35mm wide lens", "film grain"]) expect(sent.prompt).toContain(value);
  for (const value of ["Wide Shot", "Outdoor nature", "misty mountain trail"]) expect(sent.prompt).not.toContain(value);
});

it("another buyer's character gives a 404 and none of its steps", async () => {
  const { character } = await characterWithSteps();
  const stranger = await buyerWithCharacter();
  const before = standIns().openai.requests.length;
  const res = await call(generateCharacter, { session: stranger.session, body: { prompt: "Create a persona.", characterId: character.id } });
  expect(res.status).toBe(404);
  expect(standIns().openai.requests.length).toBe(before);
});
