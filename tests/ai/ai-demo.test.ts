import { POST as generateCharacter } from "@/app/api/ai/openai/generate-character/route";
import { POST as generateScript } from "@/app/api/ai/openai/generate-script/route";
import { POST as generateContentPlan } from "@/app/api/ai/openai/generate-content-plan/route";
import { prisma } from "@/lib/db/client.server";
import { POST as createJob } from "@/app/api/ai/jobs/route";
import { GET as voices } from "@/app/api/ai/elevenlabs/voices/route";
import { POST as speech } from "@/app/api/ai/elevenlabs/generate-speech/route";
import { startWorker } from "@/lib/server/jobs/worker.server";
import { withTestDatabase } from "../helpers/db";
import { call, signIn } from "../helpers/http";
import { createBuyer } from "../helpers/factories";
import { settledJob } from "../helpers/ai";
import { profilePrompt } from "@/lib/ai/prompts/profile";
import { consistencyTestScenarios } from "@/lib/ai/prompts/shots";
import { RATE_LIMITS } from "@/lib/policy/limits";
import { startOfRoomyWindow } from "../helpers/wait";

// No provider keys: every AI feature runs in its labelled demo mode.
for (const key of ["OPENAI_API_KEY", "LEONARDO_API_KEY", "ELEVENLABS_API_KEY"]) delete process.env[key];
withTestDatabase();

const variables = { gender: "male", age: 34, ethnicity1: "asian", ethnicity2: "none", niche: "Finance & Investment", profession: "Financial Advisor" } as const;

it("builds a deterministic, complete profile from the inputs", async () => {
  const session = await signIn((await createBuyer()).id);
  const first = await call(generateCharacter, { session, body: { prompt: "a finance creator", variables } });
  const again = await call(generateCharacter, { session, body: { prompt: "a finance creator", variables } });
  expect(first.status).toBe(200);
  expect(first.body.demo).toBe(true);
  expect(again.body).toEqual(first.body);
  expect(first.body.character).toMatchObject({ profession: "Financial Advisor", specialties: expect.stringContaining("Finance & Investment") });
  expect(first.body.character.aboutMe).toContain("34-year-old");
  expect(first.body.character.headline.length).toBeGreaterThanOrEqual(40);
  expect(first.body.character.headline.length).toBeLessThanOrEqual(60);
  const other = await call(generateCharacter, { session, body: { prompt: "a finance creator", variables: { ...variables, profession: "Investor" } } });
  expect(other.body.character.profession).toBe("Investor");
});

it("writes a short demo caption with hashtags in the caption format", async () => {
  const session = await signIn((await createBuyer()).id);
  const res = await call(generateScript, {
    session,
    body: { topic: "saving money", characterName: "Kai Chen", niche: "Finance & Investment", format: "caption" },
  });
  expect(res.body).toMatchObject({ demo: true, script: expect.stringContaining("saving money") });
  expect(res.body.script).toMatch(/#Finance #savingmoney/);
  expect(res.body.script).not.toMatch(/^Hi, I'm/);
});

it("keeps the name the wizard's prompt gives the persona", async () => {
  const session = await signIn((await createBuyer()).id);
  const res = await call(generateCharacter, { session, body: { prompt: profilePrompt(variables, "Kai Chen"), variables } });
  expect(res.body.character.name).toBe("Kai Chen");
  expect(res.body.character.aboutMe).toMatch(/^Hi, I'm Kai, a 34-year-old financial advisor/);
});

it("writes a demo script from the topic", async () => {
  const session = await signIn((await createBuyer()).id);
  const res = await call(generateScript, { session, body: { topic: "saving money", characterName: "Kai Chen" } });
  expect(res.body).toMatchObject({ demo: true, script: expect.stringContaining("saving money") });
  expect(res.body.script).toMatch(/^Hi, I'm Kai!/);
});

it("writes a demo script as long as the Mirage template asks (issue 48)", async () => {
  const session = await signIn((await createBuyer()).id);
  const res = await call(generateScript, { session, body: { topic: "saving money", characterName: "Kai Chen", seconds: 90 } });
  const words = res.body.script.split(/\s+/).filter(Boolean).length;
  expect(Math.abs(words - 225)).toBeLessThanOrEqual(22);
});

it("plans four weeks of posts from the strategy (the frequency, the platforms and content types in turn) onto the calendar", async () => {
  const user = await createBuyer();
  const character = await prisma().character.create({ data: { userId: user.id, name: "Kai Chen", niche: "Finance & Investment" } });
  const session = await signIn(user.id);
  const body = { characterId: character.id, platforms: ["TikTok", "YouTube"], contentTypes: ["Educational", "Q&A"], frequency: "2 posts a week" };
  const res = await call(generateContentPlan, { session, body });
  expect(res.status).toBe(200);
  expect(res.body.demo).toBe(true);
  const posts = res.body.posts as { week: number; day: string; platform: string; contentType: string; hook: string }[];
  expect(posts).toHaveLength(8);
  expect(posts.map((p) => p.week)).toEqual([1, 1, 2, 2, 3, 3, 4, 4]);
  expect(posts.slice(0, 2).map((p) => p.day)).toEqual(["Mon", "Thu"]);
  expect(new Set(posts.map((p) => p.platform))).toEqual(new Set(["TikTok", "YouTube"]));
  expect(new Set(posts.map((p) => p.contentType))).toEqual(new Set(["Educational", "Q&A"]));
  expect(posts.every((p) => p.hook.includes("finance") && p.hook.endsWith("(demo)"))).toBe(true);
  // The same plan again: the same posts, replacing the first draft's ideas on the calendar.
  const again = (await call(generateContentPlan, { session, body })).body;
  expect(again.posts).toEqual(res.body.posts);
  expect(again.stored).toMatchObject({ created: 8, replaced: 8 });
  expect(await prisma().contentPost.count({ where: { characterId: character.id, status: "idea" } })).toBe(8);
});

it("draws an SVG portrait as the demo reference image", async () => {
  const worker = startWorker({ pollMs: 20, concurrency: 1 });
  try {
    const session = await signIn((await createBuyer()).id);
    const res = await call(createJob, { session, body: { kind: "reference_image", prompt: "female with red hair on a clean white background" } });
    const job = await settledJob(res.body.job.id);
    const result = job.result as { imageUrl: string; imageId: string; demo: boolean; message: string };
    expect(result.demo).toBe(true);
    expect(result.imageId).toMatch(/^demo-img-/);
    const svg = Buffer.from(result.imageUrl.replace("data:image/svg+xml;base64,", ""), "base64").toString();
    expect(svg).toMatch(/^<svg[^>]+viewBox="0 0 768 1024"/);
    expect(svg).toContain("#a3412a"); // red hair
    expect(svg).toContain("Demo image");
  } finally {
    await worker.stop();
  }
});

it("draws the consistency shots as the reference's person (skin and hair)", async () => {
  const worker = startWorker({ pollMs: 20, concurrency: 1 });
  const svgOf = (url: string) => Buffer.from(url.replace("data:image/svg+xml;base64,", ""), "base64").toString();
  const face = (svg: string) => /<circle cx="[^"]+" cy="[^"]+" r="[^"]+" fill="(#[0-9a-f]{6})"/.exec(svg)?.[1];
  try {
    const session = await signIn((await createBuyer()).id);
    const made = await call(createJob, {
      session,
      body: { kind: "reference_image", prompt: "Passport-style headshot of a 29-year-old woman on a clean white background" },
    });
    const reference = (await settledJob(made.body.job.id)).result as { imageUrl: string; imageId: string };
    const scenarios = consistencyTestScenarios({ name: "Ava", gender: "female", age: 29 });
    const shots = await call(createJob, {
      session,
      body: { kind: "character_shots", referenceImageUrl: reference.imageUrl, referenceImageId: reference.imageId, scenarios },
    });
    const result = (await settledJob(shots.body.job.id)).result as { shots: { imageUrl: string }[] };
    const drawn = result.shots.map((shot) => svgOf(shot.imageUrl));
    expect(drawn).toHaveLength(4);
    expect(new Set(drawn.map(face))).toEqual(new Set([face(svgOf(reference.imageUrl))]));
  } finally {
    await worker.stop();
  }
});

it("offers browser voices and asks the browser to speak", async () => {
  const session = await signIn((await createBuyer()).id);
  const list = await call(voices, { session, url: "/api/ai/elevenlabs/voices" });
  expect(list.body).toMatchObject({ selectedModel: "eleven_multilingual_v2", demo: true });
  expect(list.body.voices.map((v: { voiceId: string }) => v.voiceId)).toEqual(["browser-female", "browser-male"]);
  const res = await call(speech, { session, body: { text: "Hello", voiceId: "browser-male" } });
  expect(res.body).toMatchObject({ audioBase64: null, useBrowserTTS: true, text: "Hello", message: expect.stringContaining("valid ElevenLabs API key") });
});

it("limits each user's AI text calls", async () => {
  await startOfRoomyWindow(RATE_LIMITS.aiTextPerUser.windowSeconds);
  const session = await signIn((await createBuyer()).id);
  for (let i = 0; i < 30; i++) expect((await call(generateScript, { session, body: { topic: "t" } })).status).toBe(200);
  const limited = await call(generateScript, { session, body: { topic: "t" } });
  expect(limited.status).toBe(429);
  expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
});
