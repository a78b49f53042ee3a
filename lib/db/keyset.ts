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

/** A column of a hand-written page statement and the SQL type its cursor parameter is cast to. */
type SqlColumn = { column: string; type: string };

/**
 * The same page for a hand-written statement (the characters list, decision 224): the condition
 * past the cursor (to follow a WHERE that already scopes the rows), the ORDER BY and LIMIT, and
 * their parameters, numbered from `firstParam`. Same shape as keysetQuery's `where`, so the key's
 * bound stays an index condition.
 */
export function keysetSql(
  key: SqlColumn,
  id: SqlColumn,
  direction: "asc" | "desc",
  after: { value: unknown; id: string } | undefined,
  limit: number,
  firstParam: number,
) {
  const past = direction === "desc" ? "<" : ">";
  const order = `ORDER BY ${key.column} ${direction.toUpperCase()}, ${id.column} ${direction.toUpperCase()}`;
  if (!after) return { condition: "", tail: `${order} LIMIT $${firstParam}::int`, params: [limit + 1] };
  const [k, i, l] = [`$${firstParam}::${key.type}`, `$${firstParam + 1}::${id.type}`, `$${firstParam + 2}::int`];
  return {
    condition: `AND ${key.column} ${past}= ${k} AND (${key.column} ${past} ${k} OR ${id.column} ${past} ${i})`,
    tail: `${order} LIMIT ${l}`,
    params: [after.value, after.id, limit + 1],
  };
}
