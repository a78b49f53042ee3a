import { GET as listCharacters } from "@/app/api/user/characters/route";
import { prisma } from "@/lib/db/client.server";
import { loadWizard } from "@/lib/studio/characters.server";
import { call } from "../helpers/http";
import { withTestDatabase } from "../helpers/db";
import { countQueries } from "../helpers/query-count";
import { createPurchase, createUser } from "../helpers/factories";
import { signIn } from "../helpers/http";

// The characters list and the wizard load must not issue a query per character (no N+1).
const db = withTestDatabase({ log: true });
const counted = countQueries(db);

async function userWithCharacters(n: number) {
  const user = await createUser();
  const client = await prisma().client.create({ data: { userId: user.id, name: "Client" } });
  const purchase = await createPurchase(user.id);
  await prisma().character.createMany({
    data: Array.from({ length: n }, (_, i) => ({
      userId: user.id,
      name: `C${i}`,
      clientId: i % 2 ? client.id : null,
      isPersonalCharacter: i % 2 === 0,
      purchaseId: purchase.id,
    })),
  });
  const first = await prisma().character.findFirstOrThrow({ where: { userId: user.id } });
  await prisma().characterStepData.createMany({ data: ["voice", "posts", "niche"].map((step) => ({ characterId: first.id, step, data: { a: "b" } })) });
  return { user, session: await signIn(user.id), first };
}

it("lists a page of 1, 50 or 1,000 characters, and the next page, with the same small number of queries", async () => {
  const one = await userWithCharacters(1);
  const fifty = await userWithCharacters(50);
  const thousand = await userWithCharacters(1000);
  const small = await counted(() => call(listCharacters, { session: one.session }));
  const large = await counted(() => call(listCharacters, { session: fifty.session }));
  const largest = await counted(() => call(listCharacters, { session: thousand.session, url: "/api/user/characters?limit=100" }));
  const next = await counted(() => call(listCharacters, { session: thousand.session, url: `/api/user/characters?cursor=${largest.result.body.nextCursor}` }));
  expect(small.result.body.characters).toHaveLength(1);
  expect(large.result.body.characters).toHaveLength(24);
  expect(largest.result.body.characters).toHaveLength(100);
  expect(next.result.body.characters).toHaveLength(24);
  // The client's name comes joined: every client character of the page carries it.
  const clientCards = large.result.body.characters.filter((c: { clientId: string | null }) => c.clientId);
  expect(clientCards.length).toBeGreaterThan(0);
  expect(clientCards.every((c: { clientName: string | null }) => c.clientName === "Client")).toBe(true);
  expect(small.queries).toBeGreaterThan(0);
  for (const other of [large, largest, next]) expect(other.queries).toBe(small.queries);
  // The session read and the page, client names and purchases joined in it (decision 158).
  expect(large.queries).toBe(2);
});

it("loads the wizard with the same small number of queries for 1 and 50 characters", async () => {
  const one = await userWithCharacters(1);
  const fifty = await userWithCharacters(50);
  const small = await counted(() => loadWizard(one.user.id, one.first.id));
  const large = await counted(() => loadWizard(fifty.user.id, fifty.first.id));
  expect(Object.keys(large.result!.steps).sort()).toEqual(["niche", "posts", "voice"]);
  expect(small.queries).toBeGreaterThan(0);
  expect(large.queries).toBe(small.queries);
  // The character with its step data and newest saved images joined in one statement (decision 158).
  expect(large.queries).toBe(1);
});
