import { openDatabase, type Database } from "@/lib/db/connect.server";
import { applyMigrations, readMigrations } from "@/lib/db/migrate.server";
import { assertMayOpenDatabase } from "./db";

/**
 * For a test of one migration's data changes: an in-memory database migrated up to, not
 * including, `migration` (beforeAll), closed afterwards. Seed the old shape through its
 * runner, then `applyMigrations(db().runner)` runs the migration under test and the rest.
 */
export function databaseBefore(migration: string): () => Database {
  let db: Database | undefined;
  beforeAll(async () => {
    assertMayOpenDatabase("its own");
    db = openDatabase({ pgliteDir: "memory://" });
    await applyMigrations(
      db.runner,
      readMigrations().filter((m) => m.name < migration),
    );
  });
  afterAll(() => db?.close());
  return () => db!;
}
