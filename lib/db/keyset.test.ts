import { keysetPage, keysetQuery, keysetSql } from "./keyset";

test("newest first: rows before the cursor's (key, id), one past the page", () => {
  const at = new Date("2026-11-20T10:00:00Z");
  expect(keysetQuery("createdAt", "desc", { value: at, id: "b" }, 2)).toEqual({
    where: { createdAt: { lte: at }, OR: [{ createdAt: { lt: at } }, { id: { lt: "b" } }] },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: 3,
  });
});

test("by name: rows after the cursor's; the first page has no bound", () => {
  expect(keysetQuery("name", "asc", { value: "Mia", id: "b" }, 24).where).toEqual({ name: { gte: "Mia" }, OR: [{ name: { gt: "Mia" } }, { id: { gt: "b" } }] });
  expect(keysetQuery("name", "asc", undefined, 24)).toEqual({ where: {}, orderBy: [{ name: "asc" }, { id: "asc" }], take: 25 });
});

test("a next cursor only when a row past the page came back, from the page's last row", () => {
  expect(keysetPage([1, 2, 3], 2, (last) => `after ${last}`)).toEqual({ page: [1, 2], nextCursor: "after 2" });
  expect(keysetPage([1, 2], 2, (last) => `after ${last}`)).toEqual({ page: [1, 2], nextCursor: null });
  expect(keysetPage([], 2, (last) => `after ${last}`)).toEqual({ page: [], nextCursor: null });
});

test("in SQL: the same bound after the cursor, its parameters numbered after the caller's, and none on the first page", () => {
  const key = { column: 'c."createdAt"', type: "timestamp(3)" };
  const id = { column: 'c."id"', type: "uuid" };
  expect(keysetSql(key, id, "desc", { value: "2026-11-20T10:00:00.000Z", id: "b" }, 24, 2)).toEqual({
    condition: 'AND c."createdAt" <= $2::timestamp(3) AND (c."createdAt" < $2::timestamp(3) OR c."id" < $3::uuid)',
    tail: 'ORDER BY c."createdAt" DESC, c."id" DESC LIMIT $4::int',
    params: ["2026-11-20T10:00:00.000Z", "b", 25],
  });
  expect(keysetSql({ column: '"name"', type: "text" }, { column: '"id"', type: "uuid" }, "asc", undefined, 10, 1)).toEqual({
    condition: "",
    tail: 'ORDER BY "name" ASC, "id" ASC LIMIT $1::int',
    params: [11],
  });
});
