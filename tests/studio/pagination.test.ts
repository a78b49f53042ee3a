import { GET as listCharacters } from "@/app/api/user/characters/route";
import { GET as listClients } from "@/app/api/user/clients/route";
import { prisma } from "@/lib/db/client.server";
import { encodeCursor, INVALID_CURSOR_MESSAGE } from "@/lib/validation/list-page";
import { call } from "../helpers/http";
import { withTestDatabase } from "../helpers/db";
import { twoUsers } from "./helpers";

// Cursor pagination of the characters and clients lists (issue 21, decisions 156 and 157).
withTestDatabase();

const T0 = new Date("2026-11-20T10:00:00.000Z");
const minutes = (n: number) => new Date(T0.getTime() + n * 60_000);
const PAGE_SIZE_MESSAGE = "Page size must be a whole number from 1 to 100";

type Row = { id: string; name: string };
const names = (rows: Row[]) => rows.map((r) => r.name);

async function characters(userId: string, made: [name: string, at: Date][]) {
  for (const [name, createdAt] of made) await prisma().character.create({ data: { userId, name, createdAt } });
}

async function page(handler: typeof listCharacters, session: string, path: string, query: Record<string, string> = {}) {
  const url = `${path}?${new URLSearchParams(query)}`;
  return call(handler, { session, url });
}
const charactersPage = (session: string, query: Record<string, string> = {}) => page(listCharacters, session, "/api/user/characters", query);
const clientsPage = (session: string, query: Record<string, string> = {}) => page(listClients, session, "/api/user/clients", query);

/** Every page, following nextCursor, as the browser's "Load more" does. */
async function walk(get: (query: Record<string, string>) => ReturnType<typeof charactersPage>, field: string, limit: number) {
  const seen: Row[][] = [];
  let cursor: string | null = null;
  do {
    const res = await get({ limit: String(limit), ...(cursor && { cursor }) });
    expect(res.status).toBe(200);
    seen.push(res.body[field]);
    cursor = res.body.nextCursor;
  } while (cursor && seen.length < 50);
  return seen;
}

describe("the characters list", () => {
  it("pages newest first, ties broken by id, every character once, and says where it ends", async () => {
    const { a, sessionA } = await twoUsers();
    // Three made in one instant (as a bulk import does): their order is by id, newest-first style.
    await characters(a.id, [
      ["oldest", minutes(0)],
      ["tie-1", minutes(5)],
      ["tie-2", minutes(5)],
      ["tie-3", minutes(5)],
      ["newest", minutes(9)],
    ]);
    const ties = await prisma().character.findMany({ where: { userId: a.id, createdAt: minutes(5) }, orderBy: { id: "desc" } });
    const expected = ["newest", ...names(ties), "oldest"];

    const pages = await walk((q) => charactersPage(sessionA, q), "characters", 2);
    expect(pages.map(names)).toEqual([expected.slice(0, 2), expected.slice(2, 4), expected.slice(4)]);
    const last = await charactersPage(sessionA, {
      limit: "2",
      cursor: encodeCursor("characters", [minutes(0).toISOString(), "00000000-0000-0000-0000-000000000000"]),
    });
    expect(last.body).toEqual({ characters: [], nextCursor: null });

    // The default page is 24, and the page that holds the last character has no next cursor.
    await characters(
      a.id,
      Array.from({ length: 20 }, (_, i) => [`bulk-${i}`, minutes(10 + i)] as [string, Date]),
    );
    const first = await charactersPage(sessionA);
    expect(first.body.characters).toHaveLength(24);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await charactersPage(sessionA, { cursor: first.body.nextCursor });
    expect(second.body).toEqual({ characters: [expect.objectContaining({ name: "oldest" })], nextCursor: null });
  });

  it("continues right after the last card shown when characters are made or deleted between pages", async () => {
    const { a, sessionA } = await twoUsers();
    await characters(
      a.id,
      Array.from({ length: 6 }, (_, i) => [`c${i}`, minutes(i)] as [string, Date]),
    );
    const first = await charactersPage(sessionA, { limit: "3" });
    expect(names(first.body.characters)).toEqual(["c5", "c4", "c3"]);

    // Newer characters, one in the same instant as the last card shown, and that card deleted.
    await characters(a.id, [
      ["made meanwhile", minutes(30)],
      ["same instant", minutes(3)],
    ]);
    await prisma().character.deleteMany({ where: { userId: a.id, name: "c3" } });

    const second = await charactersPage(sessionA, { limit: "3", cursor: first.body.nextCursor });
    // Nothing repeated, nothing skipped: the instant's tie falls on whichever side its id does.
    const sameInstant = await prisma().character.findFirstOrThrow({ where: { name: "same instant" } });
    const c3Id = first.body.characters[2].id as string;
    const after = sameInstant.id < c3Id ? ["same instant", "c2", "c1"] : ["c2", "c1", "c0"];
    expect(names(second.body.characters)).toEqual(after);
    // A fresh first page has the new ones on top.
    expect(names((await charactersPage(sessionA, { limit: "2" })).body.characters)).toEqual(["made meanwhile", "c5"]);
  });

  it("refuses a tampered or foreign-shaped cursor with 400 { message }, never a 500", async () => {
    const { sessionA } = await twoUsers();
    const b64 = (text: string) => Buffer.from(text).toString("base64url");
    const id = "3f0e1a9c-6a55-4c3c-9f59-0b0f7c1d2e11";
    const bad = [
      "not a cursor",
      "%%%",
      b64("{not json"),
      b64("[]"),
      b64('{"characters":1}'),
      b64(JSON.stringify(["characters"])),
      b64(JSON.stringify(["characters", "yesterday", id])),
      b64(JSON.stringify(["characters", "2026-11-20T10:00:00.000Z", "not-a-uuid"])),
      b64(JSON.stringify(["characters", "2026-11-20T10:00:00.000Z", `${id}' OR '1'='1`])),
      b64(JSON.stringify(["characters", "2026-11-20T10:00:00.000Z", id, "extra"])),
      b64(JSON.stringify(["characters", 1732096800000, id])),
      encodeCursor("clients", ["Acme", id]),
      encodeCursor("characters", ["2026-11-20T10:00:00.000Z", id]).slice(0, -3),
      encodeCursor("characters", ["2026-11-20T10:00:00.000Z", id]) + "=",
      "A".repeat(5000),
      b64("\u0000\uffff"),
    ];
    for (const cursor of bad) {
      const res = await charactersPage(sessionA, { cursor });
      expect({ cursor, status: res.status, message: res.body.message }).toEqual({ cursor, status: 400, message: INVALID_CURSOR_MESSAGE });
    }
    // An empty cursor is the first page.
    expect((await charactersPage(sessionA, { cursor: "" })).status).toBe(200);
  });

  it("takes a page size from 1 to 100 and refuses anything else with 400 { message }", async () => {
    const { a, sessionA } = await twoUsers();
    await characters(
      a.id,
      Array.from({ length: 101 }, (_, i) => [`c${i}`, minutes(i)] as [string, Date]),
    );
    for (const limit of ["0", "-1", "101", "1.5", "abc", "", "1e3", "Infinity"]) {
      const res = await charactersPage(sessionA, { limit });
      expect({ limit, status: res.status, message: res.body.message }).toEqual({ limit, status: 400, message: PAGE_SIZE_MESSAGE });
    }
    expect((await charactersPage(sessionA, { limit: "1" })).body.characters).toHaveLength(1);
    expect((await charactersPage(sessionA, { limit: "100" })).body.characters).toHaveLength(100);
  });

  it("reads only the caller's characters, whoever's cursor is sent: a cursor is a position, not a key", async () => {
    const { a, b, sessionA, sessionB } = await twoUsers();
    await characters(
      a.id,
      Array.from({ length: 4 }, (_, i) => [`A${i}`, minutes(i * 2)] as [string, Date]),
    );
    await characters(
      b.id,
      Array.from({ length: 4 }, (_, i) => [`B${i}`, minutes(i * 2 + 1)] as [string, Date]),
    );
    const aFirst = await charactersPage(sessionA, { limit: "2" });
    expect(names(aFirst.body.characters)).toEqual(["A3", "A2"]);
    // A's cursor sits at minute 4: B reads B's own characters older than that, and none of A's.
    const bWithA = await charactersPage(sessionB, { limit: "10", cursor: aFirst.body.nextCursor });
    expect(names(bWithA.body.characters)).toEqual(["B1", "B0"]);
    expect(bWithA.body.nextCursor).toBeNull();
    expect((await charactersPage(sessionB, { limit: "10" })).body.characters.every((c: Row) => c.name.startsWith("B"))).toBe(true);
  });

  it("is 401 signed out before reading the query", async () => {
    expect((await call(listCharacters, { url: "/api/user/characters?limit=0" })).status).toBe(401);
  });
});

describe("the clients list", () => {
  it("pages by name, ties broken by id, with each client's character count", async () => {
    const { a, sessionA } = await twoUsers();
    for (const name of ["Cedar", "Bloom", "Acme", "Bloom", "Dune"]) await prisma().client.create({ data: { userId: a.id, name } });
    const bloom = await prisma().client.findFirstOrThrow({ where: { userId: a.id, name: "Bloom" } });
    await prisma().character.create({ data: { userId: a.id, name: "Ava", clientId: bloom.id, isPersonalCharacter: false } });

    const pages = await walk((q) => clientsPage(sessionA, q), "clients", 2);
    expect(pages.map(names)).toEqual([["Acme", "Bloom"], ["Bloom", "Cedar"], ["Dune"]]);
    const blooms = pages.flat().filter((c) => c.name === "Bloom") as (Row & { characterCount: number })[];
    expect(blooms[0]!.id < blooms[1]!.id).toBe(true);
    expect(blooms.map((c) => c.characterCount).sort()).toEqual([0, 1]);
  });

  it("refuses tampered cursors and bad page sizes with 400, and never reads another user's clients", async () => {
    const { a, b, sessionA, sessionB } = await twoUsers();
    for (const name of ["A1", "A2", "A3"]) await prisma().client.create({ data: { userId: a.id, name } });
    await prisma().client.create({ data: { userId: b.id, name: "B9" } });
    for (const cursor of ["garbage", encodeCursor("characters", ["2026-11-20T10:00:00.000Z", a.id]), encodeCursor("clients", ["", a.id])]) {
      expect(await clientsPage(sessionA, { cursor }).then((r) => [r.status, r.body.message])).toEqual([400, INVALID_CURSOR_MESSAGE]);
    }
    expect(await clientsPage(sessionA, { limit: "500" }).then((r) => [r.status, r.body.message])).toEqual([400, PAGE_SIZE_MESSAGE]);

    const aFirst = await clientsPage(sessionA, { limit: "1" });
    const bWithA = await clientsPage(sessionB, { cursor: aFirst.body.nextCursor });
    expect(bWithA.body).toEqual({ clients: [expect.objectContaining({ name: "B9" })], nextCursor: null });
  });
});
