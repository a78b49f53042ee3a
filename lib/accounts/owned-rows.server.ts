import "server-only";
import { prisma } from "@/lib/db/client.server";

// Which tables hold a buyer's rows, read from the database's own schema (issue 46): foreign keys
// from information_schema, plus any "userId" or "characterId" column without one (OAuthState).
// A row belongs to the user when any foreign key path from it leads to their "User" row. The
// data export dumps with this, and the tests prove deletion and export cover every such table.

type Edge = { table: string; column: string; refTable: string; refColumn: string };

const q = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function edges(): Promise<Edge[]> {
  const fks = await prisma().$queryRawUnsafe<Edge[]>(`
    SELECT kcu.table_name AS "table", kcu.column_name AS "column", ccu.table_name AS "refTable", ccu.column_name AS "refColumn"
      FROM information_schema.table_constraints tc
      JOIN information_schema.key_column_usage kcu ON kcu.constraint_name = tc.constraint_name AND kcu.table_schema = tc.table_schema
      JOIN information_schema.constraint_column_usage ccu ON ccu.constraint_name = tc.constraint_name AND ccu.table_schema = tc.table_schema
     WHERE tc.constraint_type = 'FOREIGN KEY' AND tc.table_schema = current_schema()`);
  const loose = await prisma().$queryRawUnsafe<{ table: string; column: string }[]>(`
    SELECT table_name AS "table", column_name AS "column" FROM information_schema.columns
     WHERE table_schema = current_schema() AND column_name IN ('userId', 'characterId')`);
  const known = new Set(fks.map((e) => `${e.table}.${e.column}`));
  const extra = loose
    .filter((c) => !known.has(`${c.table}.${c.column}`))
    .map((c) => ({ ...c, refTable: c.column === "userId" ? "User" : "Character", refColumn: "id" }));
  return [...fks, ...extra];
}

export type OwnedTables = { tables: string[]; whereOwned(table: string, alias: string): string };

/** Every table with a path to "User" (itself included), and an SQL condition "this row is $1's". */
export async function ownedTables(): Promise<OwnedTables> {
  const all = await edges();
  const owned = new Set(["User"]);
  for (let grew = true; grew;) {
    grew = false;
    for (const e of all)
      if (owned.has(e.refTable) && !owned.has(e.table)) {
        owned.add(e.table);
        grew = true;
      }
  }
  let n = 0;
  const whereOwned = (table: string, alias: string, path: string[] = []): string => {
    if (table === "User") return `${alias}."id" = $1::uuid`;
    const ways = all
      .filter((e) => e.table === table && owned.has(e.refTable) && !path.includes(e.refTable))
      .map((e) => {
        const next = `t${++n}`;
        return `EXISTS (SELECT 1 FROM ${q(e.refTable)} ${next} WHERE ${next}.${q(e.refColumn)} = ${alias}.${q(e.column)} AND ${whereOwned(e.refTable, next, [...path, table])})`;
      });
    return ways.length ? `(${ways.join(" OR ")})` : "false";
  };
  return { tables: [...owned].sort(), whereOwned: (table, alias) => whereOwned(table, alias) };
}

/** The user's rows of one table, every column (the export leaves out what its rule says). */
export async function ownedRows(owned: OwnedTables, table: string, userId: string): Promise<Record<string, unknown>[]> {
  return prisma().$queryRawUnsafe(`SELECT r.* FROM ${q(table)} r WHERE ${owned.whereOwned(table, "r")}`, userId);
}

/** How many rows of each owned table are the user's. */
export async function ownedRowCounts(userId: string): Promise<Record<string, number>> {
  const owned = await ownedTables();
  const counts: Record<string, number> = {};
  for (const table of owned.tables) {
    const [row] = await prisma().$queryRawUnsafe<{ n: bigint }[]>(`SELECT count(*) AS n FROM ${q(table)} r WHERE ${owned.whereOwned(table, "r")}`, userId);
    counts[table] = Number(row.n);
  }
  return counts;
}
