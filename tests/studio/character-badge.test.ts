import { readFileSync } from "node:fs";
import path from "node:path";
import { GET as listCharacters, POST as createCharacter } from "@/app/api/user/characters/route";
import { GET as getCharacter } from "@/app/api/user/characters/[id]/route";
import { prisma } from "@/lib/db/client.server";
import { AI_ASSISTED_PRODUCT_UUID } from "@/lib/catalog/catalog";
import { withTestDatabase } from "../helpers/db";
import { call, signIn } from "../helpers/http";
import { createPurchase, createUser } from "../helpers/factories";

// A character's badge is the product of the purchase it belongs to, not the buyer's latest
// purchase (issue 20, item 7; decision 120).
withTestDatabase();

const DIY_PRODUCT_UUID = "6f1f7a2e-8a0e-4c55-9d1b-2f0f6b7c3e11";
const tiers = (list: { name: string; tier: string }[]) => Object.fromEntries(list.map((c) => [c.name, c.tier]));

it("a buyer with a DIY and a later AI-assisted purchase sees each character's own badge", async () => {
  const user = await createUser();
  const session = await signIn(user.id);
  const diy = await createPurchase(user.id, { productUuid: DIY_PRODUCT_UUID, isCourseVariant: true });
  const first = await call(createCharacter, { session, body: { name: "Made with DIY", isPersonalCharacter: true } });
  expect(first.status).toBe(201);
  const ai = await createPurchase(user.id, { productUuid: AI_ASSISTED_PRODUCT_UUID });
  const second = await call(createCharacter, { session, body: { name: "Made with AI", isPersonalCharacter: true } });

  expect(tiers((await call(listCharacters, { session })).body.characters)).toEqual({ "Made with DIY": "DIY", "Made with AI": "AI-Assisted" });
  expect((await call(getCharacter, { session, params: { id: first.body.id } })).body.tier).toBe("DIY");
  expect((await call(getCharacter, { session, params: { id: second.body.id } })).body).not.toHaveProperty("purchaseId");
  expect(await prisma().character.findMany({ where: { userId: user.id }, select: { name: true, purchaseId: true }, orderBy: { createdAt: "asc" } })).toEqual([
    { name: "Made with DIY", purchaseId: diy.id },
    { name: "Made with AI", purchaseId: ai.id },
  ]);

  // A refund of the newer purchase does not move the older character's badge, nor the newer one's.
  await prisma().purchase.update({ where: { id: ai.id }, data: { status: "refunded" } });
  expect(tiers((await call(listCharacters, { session })).body.characters)).toEqual({ "Made with DIY": "DIY", "Made with AI": "AI-Assisted" });
});

it("a character that names no purchase shows the buyer's current one", async () => {
  const user = await createUser();
  const session = await signIn(user.id);
  await createPurchase(user.id, { productUuid: AI_ASSISTED_PRODUCT_UUID });
  await prisma().character.create({ data: { userId: user.id, name: "Imported" } });
  expect(tiers((await call(listCharacters, { session })).body.characters)).toEqual({ Imported: "AI-Assisted" });
});

describe("the backfill of existing characters", () => {
  const migration = readFileSync(path.join(process.cwd(), "prisma/migrations/20261126500001_character_purchase/migration.sql"), "utf8");
  const backfill = migration.slice(migration.indexOf(`UPDATE "Character"`)).trim().replace(/;$/, "");

  it("gives each character the newest purchase of its owner made before it, or the owner's first", async () => {
    const at = (day: number) => new Date(Date.UTC(2026, 0, day));
    const user = await createUser();
    const stranger = await createUser();
    const strangers = await createPurchase(stranger.id, { productUuid: AI_ASSISTED_PRODUCT_UUID });
    const diy = await createPurchase(user.id, { productUuid: DIY_PRODUCT_UUID });
    const ai = await createPurchase(user.id, { productUuid: AI_ASSISTED_PRODUCT_UUID });
    await prisma().purchase.update({ where: { id: strangers.id }, data: { createdAt: at(1) } });
    await prisma().purchase.update({ where: { id: diy.id }, data: { createdAt: at(5) } });
    await prisma().purchase.update({ where: { id: ai.id }, data: { createdAt: at(10) } });
    const made = (name: string, day: number) => prisma().character.create({ data: { userId: user.id, name, createdAt: at(day) } });
    await made("Before any purchase", 2);
    await made("Between", 7);
    await made("After both", 12);
    await prisma().character.create({ data: { userId: stranger.id, name: "No purchase of mine", purchaseId: null } });

    await prisma().$executeRawUnsafe(backfill);

    const rows = await prisma().character.findMany({ where: { userId: user.id }, select: { name: true, purchaseId: true } });
    expect(Object.fromEntries(rows.map((r) => [r.name, r.purchaseId]))).toEqual({ "Before any purchase": diy.id, Between: diy.id, "After both": ai.id });
    expect((await prisma().character.findFirstOrThrow({ where: { userId: stranger.id } })).purchaseId).toBe(strangers.id);
  });
});
