import { POST as generateContentPlan } from "@/app/api/ai/openai/generate-content-plan/route";
import { withAiStandIns, createCharacter } from "../helpers/ai";
import { withTestDatabase } from "../helpers/db";
import { call, signIn } from "../helpers/http";
import { createBuyer } from "../helpers/factories";
import { prisma } from "@/lib/db/client.server";
import { dateToWallTime } from "@/lib/utils/wall-time";

const standIns = withAiStandIns();
withTestDatabase();

const strategy = {
  platforms: ["TikTok", "Instagram"],
  contentTypes: ["Educational", "Q&A"],
  frequency: "3 posts a week",
  bestTimes: "7am and 7pm",
  notes: "Launch week is week 2",
};

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
    expect(res.body).toEqual({ posts: standIns().openai.plan.posts, stored: { start: expect.any(String), created: 3, replaced: 0 }, demo: false });
    const sent = JSON.parse(standIns().openai.requests.at(-1)!.body.toString());
    expect(sent.response_format.json_schema).toMatchObject({ name: "content_plan", strict: true });
    expect(sent.response_format.json_schema.schema.properties.posts.items.required).toEqual(["week", "day", "platform", "contentType", "hook"]);
    expect(sent.response_format.json_schema.schema.properties.posts.items.properties.week).toEqual({ type: "integer", enum: [1, 2, 3, 4] });
    const prompt = sent.messages.at(-1).content;
    for (const part of ["Ava Stone", "TikTok, Instagram", "Educational, Q&A", "3 posts a week", "7am and 7pm", "Launch week is week 2"])
      expect(prompt).toContain(part);
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

describe("Create Content Plan stores the drafted posts as calendar ideas", () => {
  // 2026-11-25 is a Wednesday: week 1 starts on Monday 2026-11-30.
  const draft = (session: string, characterId: string, extra: Record<string, unknown> = {}) =>
    call(generateContentPlan, { session, body: { characterId, ...strategy, today: "2026-11-25", ...extra } });
  const rows = (characterId: string) => prisma().contentPost.findMany({ where: { characterId }, orderBy: [{ scheduledAt: "asc" }, { caption: "asc" }] });

  it("dates each post from the plan's week and day after next Monday, cycling the best times", async () => {
    const { character, session } = await owner();
    const res = await draft(session, character.id);
    expect(res.body.stored).toEqual({ start: "2026-11-30", created: 3, replaced: 0 });
    const stored = await rows(character.id);
    expect(stored.map((r) => [dateToWallTime(r.scheduledAt), r.platform, r.contentType, r.caption, r.status, r.replaceable])).toEqual([
      ["2026-11-30T07:00", "TikTok", "Educational", "Three squats you are doing wrong", "idea", true],
      ["2026-12-03T19:00", "Instagram", "Q&A", "You asked: how often should I train?", "idea", true],
      ["2026-12-08T07:00", "TikTok", "Motivational", "Day 1 or one day: you decide", "idea", true],
    ]);
  });

  it("a retry replaces the untouched ideas of the last draft instead of doubling the plan", async () => {
    const { character, session } = await owner();
    await draft(session, character.id);
    const second = await draft(session, character.id);
    expect(second.body.stored).toEqual({ start: "2026-11-30", created: 3, replaced: 3 });
    expect(await prisma().contentPost.count({ where: { characterId: character.id } })).toBe(3);
  });

  it("two drafts at once still leave one plan", async () => {
    const { character, session } = await owner();
    const answers = await Promise.all([draft(session, character.id), draft(session, character.id)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(await prisma().contentPost.count({ where: { characterId: character.id } })).toBe(3);
  });

  it("keeps posts the buyer made, edited or moved on from idea", async () => {
    const { character, session } = await owner();
    await draft(session, character.id);
    const [first, second, third] = await rows(character.id);
    // What the calendar's PATCH does to an edited post; a status change; a post made by hand.
    await prisma().contentPost.update({ where: { id: first!.id }, data: { caption: "My own words", replaceable: false } });
    await prisma().contentPost.update({ where: { id: second!.id }, data: { status: "scheduled", replaceable: false } });
    const own = await prisma().contentPost.create({
      data: { characterId: character.id, scheduledAt: new Date("2026-12-01T10:00:00Z"), platform: "Instagram", caption: "Hand-made" },
    });
    const res = await draft(session, character.id);
    expect(res.body.stored).toMatchObject({ created: 3, replaced: 1 });
    const ids = (await rows(character.id)).map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining([first!.id, second!.id, own.id]));
    expect(ids).not.toContain(third!.id);
    expect(ids).toHaveLength(6);
  });

  it("stores nothing when the plan cannot be read, and refuses an impossible today", async () => {
    const { character, session } = await owner();
    standIns().openai.setFault("malformed");
    expect((await draft(session, character.id)).status).toBe(502);
    standIns().openai.setFault("none");
    const bad = await draft(session, character.id, { today: "2026-02-30" });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/YYYY-MM-DD/);
    expect(await prisma().contentPost.count({ where: { characterId: character.id } })).toBe(0);
  });
});
