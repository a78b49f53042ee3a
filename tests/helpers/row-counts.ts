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

/**
 * The row counts once they stop moving: an accepted request may leave work running after its
 * answer (a password-reset link is issued and mailed after it, on purpose: decision 092), and that
 * work must land before the next request's "unchanged" baseline is read. Bounded: gives up after
 * `tries` reads and returns the last.
 */
export async function settledRowCounts(tries = 40, gapMs = 50): Promise<Record<string, number>> {
  let last = await rowCounts();
  for (let i = 0; i < tries; i++) {
    await new Promise((resolve) => setTimeout(resolve, gapMs));
    const next = await rowCounts();
    if (JSON.stringify(next) === JSON.stringify(last)) return next;
    last = next;
  }
  return last;
}
