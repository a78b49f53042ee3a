import type { Database } from "@/lib/db/connect.server";

/**
 * Counts the statements a piece of code sends to the database: Prisma's (its query log, so open
 * the database with { log: true }) and those sent through the raw runner (the session read).
 * Call in beforeAll; `counted(fn)` runs fn and says how many statements it sent.
 */
export function countQueries(db: () => Database) {
  let queries = 0;
  beforeAll(() => {
    // The query log also prints each statement; only the count matters here.
    jest.spyOn(console, "log").mockImplementation(() => {});
    db().prisma.$on("query" as never, () => {
      queries += 1;
    });
    const runner = db().runner;
    const query = runner.query.bind(runner);
    jest.spyOn(runner, "query").mockImplementation((sql, params) => {
      queries += 1;
      return query(sql, params);
    });
  });
  return async function counted<T>(fn: () => Promise<T>) {
    queries = 0;
    const result = await fn();
    return { result, queries };
  };
}
