import { GET as listCharacters, POST as createCharacter } from "@/app/api/user/characters/route";
import { GET as getCharacter, PATCH as patchCharacter, DELETE as deleteCharacter } from "@/app/api/user/characters/[id]/route";
import { GET as listClients, POST as createClient } from "@/app/api/user/clients/route";
import { PATCH as patchClient, DELETE as deleteClient } from "@/app/api/user/clients/[id]/route";
import { POST as generateCharacter } from "@/app/api/ai/openai/generate-character/route";
import { prisma } from "@/lib/db/client.server";
import { call } from "../helpers/http";
import { withTestDatabase } from "../helpers/db";
import { answer, createCharacterRow, NOT_FOUND, twoUsers } from "./helpers";

withTestDatabase();
const MISSING = "00000000-0000-4000-8000-000000000000";

describe("clients endpoints", () => {
  it("creates, lists, renames and deletes the user's own clients", async () => {
    const { sessionA, sessionB } = await twoUsers();
    const created = await call(createClient, { session: sessionA, body: { name: "  Acme Co " } });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({ id: expect.any(String), name: "Acme Co", characterCount: 0 });
    expect((await call(listClients, { session: sessionA })).body).toEqual({ clients: [created.body], nextCursor: null });
    expect((await call(listClients, { session: sessionB })).body).toEqual({ clients: [], nextCursor: null });

    const renamed = await call(patchClient, { method: "PATCH", session: sessionA, params: { id: created.body.id }, body: { name: "Acme" } });
    expect(renamed.body.name).toBe("Acme");
    expect((await call(deleteClient, { method: "DELETE", session: sessionA, params: { id: created.body.id } })).status).toBe(200);
    expect((await call(listClients, { session: sessionA })).body.clients).toEqual([]);
  });

  it("refuses a blank name with 400 and changes nothing", async () => {
    const { sessionA } = await twoUsers();
    const res = await call(createClient, { session: sessionA, body: { name: "   " } });
    expect(res).toMatchObject({ status: 400, body: { message: "Client name is required" } });
    expect((await call(listClients, { session: sessionA })).body.clients).toEqual([]);
  });

  it("answers another user's client exactly like a missing one, for writes", async () => {
    const { a, sessionB } = await twoUsers();
    const client = await prisma().client.create({ data: { userId: a.id, name: "Mine" } });
    for (const id of [client.id, MISSING]) {
      expect(await answer(patchClient, { method: "PATCH", session: sessionB, params: { id }, body: { name: "Stolen" } })).toEqual(NOT_FOUND);
      expect(await answer(deleteClient, { method: "DELETE", session: sessionB, params: { id } })).toEqual(NOT_FOUND);
    }
    expect((await prisma().client.findUnique({ where: { id: client.id } }))?.name).toBe("Mine");
  });

  it("deleting a client keeps its characters as personal ones", async () => {
    const { a, sessionA } = await twoUsers();
    const client = await prisma().client.create({ data: { userId: a.id, name: "Shop" } });
    const character = await createCharacterRow(a.id, { clientId: client.id });
    await call(deleteClient, { method: "DELETE", session: sessionA, params: { id: client.id } });
    expect(await prisma().character.findUnique({ where: { id: character.id } })).toMatchObject({ clientId: null, isPersonalCharacter: true });
  });
});

describe("characters endpoints", () => {
  it("creates a personal character with appearance, lists it and records the activity", async () => {
    const { a, sessionA } = await twoUsers();
    const body = { name: "Ava", description: "Runner", niche: "Fitness & Health", isPersonalCharacter: true, age: 27, gender: "female", hairColor: "auburn" };
    const res = await call(createCharacter, { session: sessionA, body });
    expect(res.status).toBe(201);
    const list = await call(listCharacters, { session: sessionA });
    expect(list.body).toEqual({
      nextCursor: null,
      characters: [
        {
          id: res.body.id,
          name: "Ava",
          description: "Runner",
          niche: "Fitness & Health",
          referenceImageUrl: null,
          isPersonalCharacter: true,
          clientId: null,
          clientName: null,
          tier: "DIY",
        },
      ],
    });
    const detail = await call(getCharacter, { session: sessionA, params: { id: res.body.id } });
    expect(detail.body).toMatchObject({ age: 27, gender: "female", hairColor: "auburn", eyeColor: null });
    expect(await prisma().activity.findMany({ where: { userId: a.id } })).toEqual([expect.objectContaining({ kind: "character_created", subject: "Ava" })]);
  });

  it("creates a client character with a new inline client, or an existing client", async () => {
    const { a, sessionA } = await twoUsers();
    const inline = await call(createCharacter, { session: sessionA, body: { name: "Leo", isPersonalCharacter: false, newClientName: "Bakery" } });
    const existing = await prisma().client.findFirstOrThrow({ where: { userId: a.id } });
    const second = await call(createCharacter, { session: sessionA, body: { name: "Mia", isPersonalCharacter: false, clientId: existing.id } });
    const list = (await call(listCharacters, { session: sessionA })).body.characters;
    expect(list.map((c: { id: string; clientName: string }) => [c.id, c.clientName]).sort()).toEqual(
      [
        [inline.body.id, "Bakery"],
        [second.body.id, "Bakery"],
      ].sort(),
    );
  });

  it("validates the body: name required, age 18-45, a client for client characters", async () => {
    const { sessionA } = await twoUsers();
    const cases: [object, string][] = [
      [{ name: "", isPersonalCharacter: true }, "Character name is required"],
      [{ name: "A", isPersonalCharacter: true, age: 17 }, "Age must be between 18 and 45"],
      [{ name: "A", isPersonalCharacter: true, age: 46 }, "Age must be between 18 and 45"],
      [{ name: "A", isPersonalCharacter: false }, "Pick a client or enter a new client name"],
    ];
    for (const [body, message] of cases) {
      expect(await answer(createCharacter, { session: sessionA, body })).toMatchObject({ status: 400, body: { message } });
    }
    expect((await call(listCharacters, { session: sessionA })).body.characters).toEqual([]);
  });

  it("refuses another user's client as the character's client", async () => {
    const { b, sessionA } = await twoUsers();
    const foreign = await prisma().client.create({ data: { userId: b.id, name: "B's" } });
    const res = await call(createCharacter, { session: sessionA, body: { name: "X", isPersonalCharacter: false, clientId: foreign.id } });
    expect(res.status).toBe(404);
    expect(await prisma().character.count({ where: { name: "X" } })).toBe(0);
  });

  it("renames and deletes a character", async () => {
    const { a, sessionA } = await twoUsers();
    const c = await createCharacterRow(a.id);
    const res = await call(patchCharacter, { method: "PATCH", session: sessionA, params: { id: c.id }, body: { name: "Ava Stone", niche: "" } });
    expect(res.body).toMatchObject({ name: "Ava Stone", niche: null });
    expect((await call(deleteCharacter, { method: "DELETE", session: sessionA, params: { id: c.id } })).status).toBe(200);
    expect(await prisma().character.findUnique({ where: { id: c.id } })).toBeNull();
  });

  it("answers user B with the missing-id 404 for every read and write of A's character", async () => {
    const { a, sessionB } = await twoUsers();
    const c = await createCharacterRow(a.id);
    for (const id of [c.id, MISSING, "not-a-uuid"]) {
      expect(await answer(getCharacter, { session: sessionB, params: { id } })).toEqual(NOT_FOUND);
      expect(await answer(patchCharacter, { method: "PATCH", session: sessionB, params: { id }, body: { name: "Hijacked" } })).toEqual(NOT_FOUND);
      expect(await answer(deleteCharacter, { method: "DELETE", session: sessionB, params: { id } })).toEqual(NOT_FOUND);
    }
    expect((await call(listCharacters, { session: sessionB })).body.characters).toEqual([]);
    expect((await prisma().character.findUnique({ where: { id: c.id } }))?.name).toBe("Ava");
  });

  it("is 401 when signed out", async () => {
    expect((await call(listCharacters)).status).toBe(401);
    expect((await call(listClients)).status).toBe(401);
  });
});

describe("after a full refund", () => {
  it("the user keeps reading and editing their characters but cannot create new ones or generate", async () => {
    const { a, sessionA } = await twoUsers();
    const made = await call(createCharacter, { session: sessionA, body: { name: "Ava", isPersonalCharacter: true } });
    expect(made.status).toBe(201);
    await prisma().purchase.updateMany({ where: { userId: a.id }, data: { status: "refunded" } });

    expect((await call(listCharacters, { session: sessionA })).body.characters).toEqual([expect.objectContaining({ id: made.body.id, name: "Ava" })]);
    expect((await call(patchCharacter, { method: "PATCH", session: sessionA, params: { id: made.body.id }, body: { name: "Ava Stone" } })).status).toBe(200);
    const refused = await call(createCharacter, { session: sessionA, body: { name: "Second", isPersonalCharacter: true } });
    expect(refused).toMatchObject({ status: 403, body: { message: "Creating characters and generating with AI need an active purchase." } });
    const generate = await call(generateCharacter, { session: sessionA, body: { prompt: "A runner" } });
    expect(generate.status).toBe(403);
    expect(await prisma().character.count({ where: { userId: a.id } })).toBe(1);
    expect(await prisma().generationJob.count({ where: { userId: a.id } })).toBe(0);
  });
});
