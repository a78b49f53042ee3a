import { prisma } from "@/lib/db/client.server";

// Counters that move on refused requests by design (attempts are counted before validation).
const COUNTS_ATTEMPTS = new Set(["RateLimit"]);

let tables: string[] | undefined;

/** Row count of every application table, in one query: the "database unchanged" check. */
export async function rowCounts(): Promise<Record<string, number>> {
  tables ??= (
    await prisma().$queryRawUnsafe<{ name: string }[]>(
      `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
    )
  )
    .map((t) => t.name)
    .filter((t) => !t.startsWith("_") && !COUNTS_ATTEMPTS.has(t));
  const select = tables.map((t) => `(SELECT count(*)::int FROM "${t}") AS "${t}"`).join(", ");
  const [row] = await prisma().$queryRawUnsafe<Record<string, number>[]>(`SELECT ${select}`);
  return row;
}
