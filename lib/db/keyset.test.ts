import { keysetPage, keysetQuery } from "./keyset";

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
