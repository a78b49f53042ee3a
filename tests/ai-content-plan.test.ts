import { POST as generateContentPlan } from "@/app/api/ai/openai/generate-content-plan/route";
import { withAiStandIns, createCharacter } from "./helpers/ai";
import { withTestDatabase } from "./helpers/db";
import { call, signIn } from "./helpers/http";
import { createBuyer } from "./helpers/factories";

const standIns = withAiStandIns();
withTestDatabase();

const strategy = { platforms: ["TikTok", "Instagram"], contentTypes: ["Educational", "Q&A"], frequency: "3 posts a week", bestTimes: "7am and 7pm", notes: "Launch week is week 2" };

async function owner() {
  const user = await createBuyer();
  const character = await createCharacter(user.id, { name: "Ava Stone" });
  return { user, character, session: await signIn(user.id) };
}

describe("POST /api/ai/openai/generate-content-plan against the OpenAI stand-in", () => {
  afterEach(() => standIns().openai.setFault("none"));

  it("sends the strategy with a strict plan schema and answers the validated posts", async () => {
    const { character, session } = await owner();
    const res = await call(generateContentPlan, { session, body: { characterId: character.id, ...strategy } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ posts: standIns().openai.plan.posts, demo: false });
    const sent = JSON.parse(standIns().openai.requests.at(-1)!.body.toString());
    expect(sent.response_format.json_schema).toMatchObject({ name: "content_plan", strict: true });
    expect(sent.response_format.json_schema.schema.properties.posts.items.required).toEqual(["week", "day", "platform", "contentType", "hook"]);
    expect(sent.response_format.json_schema.schema.properties.posts.items.properties.week).toEqual({ type: "integer", enum: [1, 2, 3, 4] });
    const prompt = sent.messages.at(-1).content;
    for (const part of ["Ava Stone", "TikTok, Instagram", "Educational, Q&A", "3 posts a week", "7am and 7pm", "Launch week is week 2"]) expect(prompt).toContain(part);
  });

  it("leaves out posts for platforms the buyer did not choose, and an answer with none left is unreadable", async () => {
    const { character, session } = await owner();
    const tiktok = await call(generateContentPlan, { session, body: { characterId: character.id, ...strategy, platforms: ["TikTok"] } });
    expect(tiktok.status).toBe(200);
    expect(tiktok.body.posts).toEqual(standIns().openai.plan.posts.filter((p) => p.platform === "TikTok"));
    expect(tiktok.body.posts).toHaveLength(2);
    const none = await call(generateContentPlan, { session, body: { characterId: character.id, ...strategy, platforms: ["LinkedIn"] } });
    expect(none.status).toBe(502);
    expect(none.body.message).toMatch(/could not be read/);
  });

  it("maps an unreadable answer to 502 with a clear message", async () => {
    const { character, session } = await owner();
    standIns().openai.setFault("malformed");
    const res = await call(generateContentPlan, { session, body: { characterId: character.id, ...strategy } });
    expect(res.status).toBe(502);
    expect(res.body.message).toMatch(/could not be read/);
  });

  it("refuses a strategy without a platform, or with an unknown one, before calling OpenAI", async () => {
    const { character, session } = await owner();
    const before = standIns().openai.requests.length;
    for (const platforms of [[], ["MySpace"]]) {
      const res = await call(generateContentPlan, { session, body: { characterId: character.id, ...strategy, platforms } });
      expect(res.status).toBe(400);
      expect(typeof res.body.message).toBe("string");
    }
    expect(standIns().openai.requests.length).toBe(before);
  });

  it("answers another user's character as missing, without calling OpenAI", async () => {
    const { character } = await owner();
    const stranger = await signIn((await createBuyer()).id);
    const before = standIns().openai.requests.length;
    const res = await call(generateContentPlan, { session: stranger, body: { characterId: character.id, ...strategy } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: "Character not found" });
    expect(standIns().openai.requests.length).toBe(before);
  });
});
