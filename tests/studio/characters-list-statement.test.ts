import { prisma } from "@/lib/db/client.server";
import { keysetPage, keysetQuery } from "@/lib/db/keyset";
import { purchaseStatus } from "@/lib/accounts/purchases.server";
import { AI_ASSISTED_PRODUCT_UUID } from "@/lib/catalog/catalog";
import { listCharacters } from "@/lib/studio/characters.server";
import { tierOf } from "@/lib/studio/tier.server";
import type { CharacterListQuery, CharacterPage } from "@/lib/validation/character";
import { characterListQuerySchema } from "@/lib/validation/character";
import { DEFAULT_PAGE_SIZE, encodeCursor } from "@/lib/validation/list-page";
import { withTestDatabase } from "../helpers/db";
import { createPurchase, createUser } from "../helpers/factories";

// The characters list is one hand-written statement (decision 224). Its answers must be, byte
// for byte, those of the Prisma query it replaced, kept here as the reference.
withTestDatabase();

/** The list as it was read through Prisma before decision 224 (same keyset, same joins, same mapping). */
async function prismaPage(userId: string, query: Partial<CharacterListQuery> = {}): Promise<CharacterPage> {
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const after = query.cursor;
  const keyset = keysetQuery("createdAt", "desc", after && { value: after.createdAt, id: after.id }, limit);
  const rows = await prisma().character.findMany({
    where: { userId, ...keyset.where },
    orderBy: keyset.orderBy,
    take: keyset.take,
    select: {
      id: true,
      name: true,
      description: true,
      niche: true,
      referenceImageUrl: true,
      isPersonalCharacter: true,
      clientId: true,
      client: { select: { name: true } },
      purchase: { select: { productUuid: true } },
      createdAt: true,
    },
  });
  const { page, nextCursor } = keysetPage(rows, limit, (last) => encodeCursor("characters", [last.createdAt.toISOString(), last.id]));
  const current = page.some((r) => !r.purchase) ? (await purchaseStatus(userId)).purchase : null;
  return {
    characters: page.map((row) => ({
      id: row.id,
      name: row.name,
      description: row.description,
      niche: row.niche,
      referenceImageUrl: row.referenceImageUrl,
      isPersonalCharacter: row.isPersonalCharacter,
      clientId: row.clientId,
      clientName: row.client?.name ?? null,
      tier: tierOf(row.purchase ?? current),
    })),
    nextCursor,
  };
}

/** Every page at this size, following nextCursor as the browser does, both ways; the JSON texts must match. */
async function expectSamePages(userId: string, limit: number) {
  let cursor: string | null = null;
  let pages = 0;
  do {
    const query = characterListQuerySchema.parse({ limit: String(limit), ...(cursor && { cursor }) });
    const [mine, reference] = await Promise.all([listCharacters(userId, query), prismaPage(userId, query)]);
    expect(JSON.stringify(mine)).toBe(JSON.stringify(reference));
    cursor = mine.nextCursor;
    pages += 1;
  } while (cursor && pages < 100);
  return pages;
}

const T0 = new Date("2026-11-20T10:00:00.123Z");
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

it("answers a user with no characters as Prisma did: an empty page, no cursor", async () => {
  const user = await createUser();
  await createPurchase(user.id);
  expect(await listCharacters(user.id)).toEqual({ characters: [], nextCursor: null });
  expect(await expectSamePages(user.id, 24)).toBe(1);
});

it("answers the same pages, fields and cursors as the Prisma query, at every page size, with ties, nulls and another user's rows", async () => {
  const user = await createUser();
  const other = await createUser();
  const diy = await createPurchase(user.id);
  const assisted = await createPurchase(user.id, { productUuid: AI_ASSISTED_PRODUCT_UUID });
  const client = await prisma().client.create({ data: { userId: user.id, name: 'Ünïcode & Co "quoted"' } });
  const otherClient = await prisma().client.create({ data: { userId: other.id, name: "Other" } });
  // Ten characters: every optional field null on some and set on others, three sharing one
  // instant (a page boundary falls inside the tie at sizes 2 and 4), some naming no purchase
  // (their badge is the buyer's current purchase, the AI-assisted one, newest).
  const made = [
    { name: "all null", createdAt: at(0) },
    { name: "full", createdAt: at(1), description: "A description", niche: "fitness", referenceImageUrl: "/media/x/ref.png", purchaseId: assisted.id },
    { name: "client", createdAt: at(2), clientId: client.id, isPersonalCharacter: false, purchaseId: diy.id },
    { name: "tie a", createdAt: at(3), purchaseId: diy.id, description: "" },
    { name: "tie b", createdAt: at(3), clientId: client.id, isPersonalCharacter: false },
    { name: "tie c", createdAt: at(3), niche: "travel", purchaseId: assisted.id },
    { name: "no purchase", createdAt: at(4), referenceImageUrl: "/media/y/ref.png" },
    { name: "client, no purchase", createdAt: at(5), clientId: client.id, isPersonalCharacter: false },
    { name: "newest", createdAt: at(6), purchaseId: diy.id },
    { name: "same ms as newest", createdAt: at(6), purchaseId: assisted.id },
  ];
  await prisma().character.createMany({ data: made.map((c) => ({ userId: user.id, ...c })) });
  await prisma().character.createMany({
    data: [
      { userId: other.id, name: "not mine", createdAt: at(3), clientId: otherClient.id, isPersonalCharacter: false },
      { userId: other.id, name: "not mine either", createdAt: at(7) },
    ],
  });

  for (const limit of [1, 2, 3, 4, 9, 10, 11, 24]) await expectSamePages(user.id, limit);
  // Exactly a page: no cursor; one more than a page: a cursor to a page of one.
  expect((await listCharacters(user.id, { limit: 10 })).nextCursor).toBeNull();
  const nine = await listCharacters(user.id, { limit: 9 });
  expect(nine.nextCursor).toEqual(expect.any(String));
  const rest = await listCharacters(user.id, characterListQuerySchema.parse({ limit: "9", cursor: nine.nextCursor }));
  expect(rest.characters.map((c) => c.name)).toEqual(["all null"]);

  const all = (await listCharacters(user.id, { limit: 100 })).characters;
  expect(all).toHaveLength(10);
  expect(all.find((c) => c.name === "all null")).toEqual({
    id: expect.any(String),
    name: "all null",
    description: null,
    niche: null,
    referenceImageUrl: null,
    isPersonalCharacter: true,
    clientId: null,
    clientName: null,
    tier: "AI-Assisted",
  });
  expect(all.find((c) => c.name === "client")).toMatchObject({ clientId: client.id, clientName: client.name, tier: "DIY", isPersonalCharacter: false });
  expect(all.find((c) => c.name === "tie a")).toMatchObject({ description: "", tier: "DIY" });

  // A cursor inside the tie, and one from the other user's list: a position, never an owner.
  const tie = await prisma().character.findFirstOrThrow({ where: { userId: user.id, name: "tie b" } });
  const foreign = await prisma().character.findFirstOrThrow({ where: { userId: other.id, name: "not mine" } });
  for (const [createdAt, id] of [
    [at(3), tie.id],
    [at(3), foreign.id],
    [at(100), "00000000-0000-0000-0000-000000000000"],
    [at(-1), "ffffffff-ffff-ffff-ffff-ffffffffffff"],
  ] as const) {
    const query = characterListQuerySchema.parse({ limit: "3", cursor: encodeCursor("characters", [createdAt.toISOString(), id]) });
    expect(JSON.stringify(await listCharacters(user.id, query))).toBe(JSON.stringify(await prismaPage(user.id, query)));
  }
});

it("gives characters that name no purchase the DIY badge when the buyer has none either, as before", async () => {
  const user = await createUser();
  await prisma().character.createMany({ data: [{ userId: user.id, name: "orphan", createdAt: at(0) }] });
  await expectSamePages(user.id, 24);
  expect((await listCharacters(user.id)).characters.map((c) => c.tier)).toEqual(["DIY"]);
});
