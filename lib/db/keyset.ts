// One page of a long list by keyset (decision 156): ordered by a sort key with the id breaking
// ties, a page is the rows after the cursor's (key, id), one row past the page telling whether
// another follows. The characters list (newest first) and the client picker (by name) use it.

type Bound<V> = { lt?: V; lte?: V; gt?: V; gte?: V };
type KeysetWhere<K extends string, V> = Partial<Record<K, Bound<V>>> & { OR?: (Partial<Record<K, Bound<V>>> | { id: Bound<string> })[] };

/**
 * The `where`, `orderBy` and `take` of the page after `after`: (key, id) past the cursor's,
 * spelled so that `key <=` (or `>=`) bounds the index scan.
 */
export function keysetQuery<K extends string, V>(key: K, direction: "asc" | "desc", after: { value: V; id: string } | undefined, limit: number) {
  const past = direction === "desc" ? "lt" : "gt";
  const where = (after ? { [key]: { [`${past}e`]: after.value }, OR: [{ [key]: { [past]: after.value } }, { id: { [past]: after.id } }] } : {}) as KeysetWhere<
    K,
    V
  >;
  const orderBy = [{ [key]: direction } as Record<K, "asc" | "desc">, { id: direction }];
  return { where, orderBy, take: limit + 1 };
}

/** The page's rows and the cursor of the next page (null on the last one). */
export function keysetPage<T>(rows: T[], limit: number, cursorOf: (last: T) => string): { page: T[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { page, nextCursor: rows.length > limit && last !== undefined ? cursorOf(last) : null };
}
