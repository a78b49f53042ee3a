import { applyMigrations, type Migration, type SqlRunner } from "./migrate.server";

// Start-up on a database with every migration applied takes no advisory lock: through a PgBouncer
// in transaction mode a session's lock and unlock may reach different server connections, and a
// lock left behind would hold the next process's start (docs/deploy.md, decision 222).
const migration = (name: string, checksum = `sum-${name}`): Migration => ({ name, sql: `-- ${name}`, checksum });

/** A runner over a history table holding `applied`, recording every statement it is sent. */
function recordingRunner(applied: Migration[]) {
  const statements: string[] = [];
  const runner: SqlRunner = {
    async query<T>(sql: string, params: unknown[] = []) {
      statements.push(sql);
      if (sql.includes("to_regclass")) return [{ known: true }] as T[];
      if (sql.startsWith("SELECT migration_name")) return applied.map((m) => ({ migration_name: m.name, checksum: m.checksum })) as T[];
      if (sql.startsWith('INSERT INTO "_prisma_migrations"')) applied.push(migration(String(params[2]), String(params[1])));
      return [] as T[];
    },
    async exec(sql: string) {
      statements.push(sql);
    },
  };
  return { runner, statements, locks: () => statements.filter((s) => s.includes("pg_advisory_lock")).length };
}

describe("applying migrations", () => {
  const all = [migration("20260101000000_a"), migration("20260102000000_b")];

  it("takes no lock and runs nothing when every migration is applied", async () => {
    const db = recordingRunner([...all]);
    expect(await applyMigrations(db.runner, all)).toEqual([]);
    expect(db.locks()).toBe(0);
    expect(db.statements.some((s) => s === "BEGIN")).toBe(false);
  });

  it("applies the missing ones under the lock, and releases it", async () => {
    const db = recordingRunner([all[0]]);
    expect(await applyMigrations(db.runner, all)).toEqual(["20260102000000_b"]);
    expect(db.locks()).toBe(1);
    expect(db.statements.filter((s) => s.includes("pg_advisory_unlock"))).toHaveLength(1);
    expect(db.statements).toContain("-- 20260102000000_b");
    expect(db.statements).not.toContain("-- 20260101000000_a");
  });

  it("refuses a migration changed after it was applied, before applying anything", async () => {
    const db = recordingRunner([migration("20260101000000_a", "old-sum")]);
    await expect(applyMigrations(db.runner, all)).rejects.toThrow("Migration 20260101000000_a was changed after it was applied");
    expect(db.statements).not.toContain("BEGIN");
    expect(db.locks()).toBe(0);
  });
});
