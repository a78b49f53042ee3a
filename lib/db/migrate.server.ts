import { createHash, randomUUID } from "node:crypto";
import { readdirSync, readFileSync, existsSync } from "node:fs";
import path from "node:path";

/**
 * Applies prisma/migrations/<name>/migration.sql in order, recording each in Prisma Migrate's
 * own `_prisma_migrations` table, so `prisma migrate deploy` on a machine that has Prisma's
 * engine sees the same history. The Prisma CLI cannot apply migrations on the build machines.
 */
export type SqlRunner = {
  /**
   * Runs one parameterised statement and returns its rows. `prepared`: a hot statement, kept
   * prepared on each PostgreSQL connection (ignored by the embedded database).
   */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[], options?: { prepared?: boolean }): Promise<T[]>;
  /** Runs a script of several statements. */
  exec(sql: string): Promise<void>;
};

export type Migration = { name: string; sql: string; checksum: string };

export const MIGRATIONS_DIR = path.join(process.cwd(), "prisma", "migrations");
// Same advisory lock key as Prisma Migrate, so the two never run at once.
const LOCK_KEY = 72707369;

export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(/*turbopackIgnore: true*/ dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(path.join(dir, d.name, "migration.sql")))
    .map((d) => d.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(/*turbopackIgnore: true*/ path.join(dir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    });
}

/** Prisma Migrate's history table, made on the first migration of an empty database. */
async function createHistoryTable(runner: SqlRunner) {
  await runner.exec(`CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id" VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum" VARCHAR(64) NOT NULL,
    "finished_at" TIMESTAMPTZ,
    "migration_name" VARCHAR(255) NOT NULL,
    "logs" TEXT,
    "rolled_back_at" TIMESTAMPTZ,
    "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count" INTEGER NOT NULL DEFAULT 0
  )`);
}

/** The migrations not applied yet; one changed after it was applied stops everything. */
async function pending(runner: SqlRunner, migrations: Migration[]): Promise<Migration[]> {
  const rows = await runner.query<{ migration_name: string; checksum: string }>(
    `SELECT migration_name, checksum FROM "_prisma_migrations"
      WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
  );
  const applied = new Map(rows.map((r) => [r.migration_name, r.checksum]));
  for (const m of migrations) {
    const known = applied.get(m.name);
    if (known !== undefined && known !== m.checksum) throw new Error(`Migration ${m.name} was changed after it was applied; add a new migration instead.`);
  }
  return migrations.filter((m) => !applied.has(m.name));
}

export async function applyMigrations(runner: SqlRunner, migrations: Migration[] = readMigrations()): Promise<string[]> {
  // Checked before creating: an app role that does not own the tables (docs/deploy.md) may not
  // create anything, even "IF NOT EXISTS", and with every migration applied it needs no DDL.
  const [history] = await runner.query<{ known: boolean }>(`SELECT to_regclass('"_prisma_migrations"') IS NOT NULL AS "known"`);
  if (!history?.known) await createHistoryTable(runner);
  // Nothing to apply (every start of a deployed app): no lock either. The lock is a session's,
  // and through a PgBouncer in transaction mode its lock and unlock may reach two different
  // server connections, leaving it held for the next process's start (docs/deploy.md).
  if ((await pending(runner, migrations)).length === 0) return [];
  await runner.query(`SELECT pg_advisory_lock($1)`, [LOCK_KEY]);
  try {
    const done: string[] = [];
    for (const m of await pending(runner, migrations)) {
      const id = randomUUID();
      await runner.exec("BEGIN");
      try {
        await runner.exec(m.sql);
        await runner.query(
          `INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, applied_steps_count)
           VALUES ($1, $2, now(), $3, 1)`,
          [id, m.checksum, m.name],
        );
        await runner.exec("COMMIT");
      } catch (error) {
        await runner.exec("ROLLBACK");
        throw new Error(`Migration ${m.name} failed: ${(error as Error).message}`);
      }
      done.push(m.name);
    }
    return done;
  } finally {
    await runner.query(`SELECT pg_advisory_unlock($1)`, [LOCK_KEY]);
  }
}
