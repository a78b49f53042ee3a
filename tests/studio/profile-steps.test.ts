import { GET as getProfile, PUT as putProfile } from "@/app/api/user/characters/[id]/profile/route";
import { GET as getStep, PUT as putStep } from "@/app/api/user/characters/[id]/steps/[step]/route";
import { prisma } from "@/lib/db/client.server";
import { call } from "../helpers/http";
import { withTestDatabase } from "../helpers/db";
import { answer, createCharacterRow, NOT_FOUND, twoUsers } from "./helpers";

withTestDatabase();

describe("profile endpoints", () => {
  it("answers the defaults before the first save (isPublic false, isVerified false, isActive true)", async () => {
    const { a, sessionA } = await twoUsers();
    const c = await createCharacterRow(a.id);
    const res = await call(getProfile, { session: sessionA, params: { id: c.id } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ headline: "", brandVoice: "", uniqueSellingPoint: "", isPublic: false, isVerified: false, isActive: true });
  });

  it("saves every editable field, returns them on the next read and records the activity", async () => {
    const { a, sessionA } = await twoUsers();
    const c = await createCharacterRow(a.id, { name: "Ava" });
    const body = {
      headline: "Coach",
      aboutMe: "About",
      brandVoice: "Warm",
      uniqueSellingPoint: "Fast",
      contactEmail: "a@b.co",
      isPublic: true,
      isActive: false,
    };
    expect((await call(putProfile, { method: "PUT", session: sessionA, params: { id: c.id }, body })).status).toBe(200);
    const read = await call(getProfile, { session: sessionA, params: { id: c.id } });
    expect(read.body).toMatchObject(body);
    await call(putProfile, { method: "PUT", session: sessionA, params: { id: c.id }, body: { headline: "" } });
    expect((await call(getProfile, { session: sessionA, params: { id: c.id } })).body).toMatchObject({ headline: "", brandVoice: "Warm" });
    expect(await prisma().activity.count({ where: { userId: a.id, kind: "profile_saved", subject: "Ava" } })).toBe(2);
  });

  it("refuses wrong types with 400 and saves nothing", async () => {
    const { a, sessionA } = await twoUsers();
    const c = await createCharacterRow(a.id);
    const res = await call(putProfile, { method: "PUT", session: sessionA, params: { id: c.id }, body: { headline: 5, isPublic: "yes" } });
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(expect.any(String));
    expect(await prisma().characterProfile.count({ where: { characterId: c.id } })).toBe(0);
  });

  it("answers user B with the missing-id 404 for reads and writes", async () => {
    const { a, sessionB } = await twoUsers();
    const c = await createCharacterRow(a.id);
    expect(await answer(getProfile, { session: sessionB, params: { id: c.id } })).toEqual(NOT_FOUND);
    expect(await answer(putProfile, { method: "PUT", session: sessionB, params: { id: c.id }, body: { headline: "x" } })).toEqual(NOT_FOUND);
    expect(await prisma().characterProfile.count({ where: { characterId: c.id } })).toBe(0);
  });
});

describe("static step endpoints", () => {
  it("keeps each step's fields per character and returns {} before the first save", async () => {
    const { a, sessionA } = await twoUsers();
    const c = await createCharacterRow(a.id);
    const other = await createCharacterRow(a.id, { name: "Other" });
    // (The Voice step keeps no step data since decision 107: its design is the character's voice settings.)
    expect((await call(getStep, { session: sessionA, params: { id: c.id, step: "composition" } })).body).toEqual({ data: {} });
    const data = { shotStyle: "Wide Shot", lighting: "soft window light", mood: "calm" };
    expect((await call(putStep, { method: "PUT", session: sessionA, params: { id: c.id, step: "composition" }, body: { data } })).status).toBe(200);
    expect((await call(getStep, { session: sessionA, params: { id: c.id, step: "composition" } })).body).toEqual({ data });
    expect((await call(getStep, { session: sessionA, params: { id: other.id, step: "composition" } })).body).toEqual({ data: {} });
    await call(putStep, { method: "PUT", session: sessionA, params: { id: c.id, step: "composition" }, body: { data: { shotStyle: "Action Shot" } } });
    expect((await call(getStep, { session: sessionA, params: { id: c.id, step: "composition" } })).body).toEqual({ data: { shotStyle: "Action Shot" } });
    expect((await call(getStep, { session: sessionA, params: { id: c.id, step: "voice" } })).status).toBe(404);
  });

  it("makes the Niche step's choice the character's niche, and keeps it when the step is cleared", async () => {
    const { a, sessionA } = await twoUsers();
    const c = await prisma().character.create({ data: { userId: a.id, name: "Ava", niche: "Fitness & Health" } });
    const put = (data: Record<string, string>) => call(putStep, { method: "PUT", session: sessionA, params: { id: c.id, step: "niche" }, body: { data } });
    const niche = async () => (await prisma().character.findUniqueOrThrow({ where: { id: c.id } })).niche;

    expect((await put({ expertise: "Coaching" })).status).toBe(200);
    expect(await niche()).toBe("Fitness & Health");
    await put({ niche: "Food & Cooking", expertise: "Coaching" });
    expect(await niche()).toBe("Food & Cooking");
    await put({ niche: "Food & Cooking", customNiche: " Vegan baking " });
    expect(await niche()).toBe("Vegan baking");
    await put({ niche: "", customNiche: "" });
    expect(await niche()).toBe("Vegan baking");
    // Another step's field named "niche" is that step's own business.
    await call(putStep, { method: "PUT", session: sessionA, params: { id: c.id, step: "posts" }, body: { data: { niche: "Gaming" } } });
    expect(await niche()).toBe("Vegan baking");
  });

  it("answers an unknown step with 404 and bad data with 400", async () => {
    const { a, sessionA } = await twoUsers();
    const c = await createCharacterRow(a.id);
    expect((await call(getStep, { session: sessionA, params: { id: c.id, step: "images" } })).status).toBe(404);
    const bad = await call(putStep, { method: "PUT", session: sessionA, params: { id: c.id, step: "posts" }, body: { data: { "bad key": 1 } } });
    expect(bad.status).toBe(400);
    // Each step's own schema (decision 122): an option outside its list is refused...
    const offList = await call(putStep, {
      method: "PUT",
      session: sessionA,
      params: { id: c.id, step: "composition" },
      body: { data: { shotStyle: "Drone Shot" } },
    });
    expect(offList.status).toBe(400);
    expect(await prisma().characterStepData.count({ where: { characterId: c.id } })).toBe(0);
    // ...and a field the step does not have is dropped, not stored.
    await call(putStep, { method: "PUT", session: sessionA, params: { id: c.id, step: "composition" }, body: { data: { mood: "calm", stray: "x" } } });
    expect((await call(getStep, { session: sessionA, params: { id: c.id, step: "composition" } })).body).toEqual({ data: { mood: "calm" } });
  });

  it("answers user B with the missing-id 404 for reads and writes", async () => {
    const { a, sessionB } = await twoUsers();
    const c = await createCharacterRow(a.id);
    expect(await answer(getStep, { session: sessionB, params: { id: c.id, step: "niche" } })).toEqual(NOT_FOUND);
    expect(
      await answer(putStep, { method: "PUT", session: sessionB, params: { id: c.id, step: "niche" }, body: { data: { niche: "Food & Cooking" } } }),
    ).toEqual(NOT_FOUND);
    expect(await prisma().characterStepData.count({ where: { characterId: c.id } })).toBe(0);
  });
});
