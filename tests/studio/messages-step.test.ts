import { GET as getStep, PUT as putStep } from "@/app/api/user/characters/[id]/steps/[step]/route";
import { prisma } from "@/lib/db/client.server";
import { MAX_MESSAGES, MESSAGES_FULL } from "@/lib/studio/wizard/messages/limits";
import { call } from "../helpers/http";
import { withTestDatabase } from "../helpers/db";
import { answer, createCharacterRow, NOT_FOUND, twoUsers } from "./helpers";

withTestDatabase();

// Issue 31, item 5 (decision 202): the Messages step's list is edited, emptied of one message and
// reordered through the step's one save, and its limit is refused in words, not as a network fault.
const params = (id: string) => ({ id, step: "messages" });
const numbered = (n: number) => Array.from({ length: n }, (_, i) => `Message ${i + 1}`);

describe("the Messages step's saved list", () => {
  it("keeps an edit, a deletion and a new order, each replacing the list before it", async () => {
    const { a, sessionA } = await twoUsers();
    const c = await createCharacterRow(a.id);
    const put = (messages: string[]) => call(putStep, { method: "PUT", session: sessionA, params: params(c.id), body: { data: { draft: "", messages } } });
    const read = async () => (await call(getStep, { session: sessionA, params: params(c.id) })).body.data.messages;

    expect((await put(["Leg day", "Rest day", "Meal prep"])).status).toBe(200);
    await put(["Leg day, no excuses.", "Rest day", "Meal prep"]);
    expect(await read()).toEqual(["Leg day, no excuses.", "Rest day", "Meal prep"]);
    await put(["Leg day, no excuses.", "Meal prep"]);
    expect(await read()).toEqual(["Leg day, no excuses.", "Meal prep"]);
    await put(["Meal prep", "Leg day, no excuses."]);
    expect(await read()).toEqual(["Meal prep", "Leg day, no excuses."]);
  });

  it(`keeps ${MAX_MESSAGES} messages, and refuses the next one with a sentence that says what to do, changing nothing`, async () => {
    const { a, sessionA } = await twoUsers();
    const c = await createCharacterRow(a.id);
    const put = (messages: string[]) => call(putStep, { method: "PUT", session: sessionA, params: params(c.id), body: { data: { messages } } });

    expect((await put(numbered(MAX_MESSAGES))).status).toBe(200);
    const refused = await put(numbered(MAX_MESSAGES + 1));
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(MESSAGES_FULL);
    expect(MESSAGES_FULL).toBe("You can keep at most 50 messages. Delete one to add another.");
    const row = await prisma().characterStepData.findUniqueOrThrow({ where: { characterId_step: { characterId: c.id, step: "messages" } } });
    expect((row.data as { messages: string[] }).messages).toHaveLength(MAX_MESSAGES);
  });

  it("refuses a message emptied by an edit, and stores messages without their outer spaces", async () => {
    const { a, sessionA } = await twoUsers();
    const c = await createCharacterRow(a.id);
    const put = (messages: string[]) => call(putStep, { method: "PUT", session: sessionA, params: params(c.id), body: { data: { messages } } });

    const empty = await put(["Leg day", "   "]);
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe("A message cannot be empty.");
    expect(await prisma().characterStepData.count({ where: { characterId: c.id } })).toBe(0);
    await put(["  Leg day  "]);
    expect((await call(getStep, { session: sessionA, params: params(c.id) })).body.data.messages).toEqual(["Leg day"]);
  });

  it("answers another user's edit, deletion or reorder with the missing-id 404 and keeps the owner's list", async () => {
    const { a, sessionA, sessionB } = await twoUsers();
    const c = await createCharacterRow(a.id);
    await call(putStep, { method: "PUT", session: sessionA, params: params(c.id), body: { data: { messages: ["Mine", "Also mine"] } } });
    expect(await answer(putStep, { method: "PUT", session: sessionB, params: params(c.id), body: { data: { messages: ["Also mine"] } } })).toEqual(NOT_FOUND);
    expect(await answer(getStep, { session: sessionB, params: params(c.id) })).toEqual(NOT_FOUND);
    expect((await call(getStep, { session: sessionA, params: params(c.id) })).body.data.messages).toEqual(["Mine", "Also mine"]);
  });
});
