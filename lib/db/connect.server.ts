import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "./generated/client";
import { applyMigrations, type SqlRunner } from "./migrate.server";
import { lockEmbeddedDatabase, unlockEmbeddedDatabase } from "./pglite-lock.server";
import { statementName } from "./statement-names.server";

/**
 * One database handle: the Prisma client plus a raw SQL runner on the same database (used to
 * apply migrations). PostgreSQL when a URL is given, otherwise the embedded PGlite in a folder
 * (or in memory for "memory://").
 */
export type Database = {
  prisma: PrismaClient;
  runner: SqlRunner;
  kind: "postgres" | "pglite";
  pool?: pg.Pool;
  close(): Promise<void>;
};

/**
 * PostgreSQL at a URL, or the embedded PGlite in a folder ("memory://" for none). An in-memory
 * PGlite may start `from` a data folder's tarball (PGlite's dumpDataDir) instead of an empty
 * cluster: no initdb, and the migrations already in it are not run again.
 */
export type DatabaseTarget = { url: string } | { pgliteDir: string; from?: Blob };

export function openDatabase(target: DatabaseTarget, options: { log?: boolean } = {}): Database {
  const log = options.log ? (["query"] as const) : undefined;
  if ("url" in target) {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // A dropped server connection must not crash the process: the next query reconnects.
    pool.on("error", () => {});
    // The same for a connection that dies while checked out (inside a query or transaction): pg
    // emits "error" on that client, and without a listener it is an uncaughtException. The query
    // itself still rejects (answered 503), and the pool discards the broken client on release.
    pool.on("connect", (client) => client.on("error", () => {}));
    // Named statements are prepared once per connection and then only bound and run (decision 159).
    const adapter = new PrismaPg(pool, { statementNameGenerator: (query) => statementName(query.sql, query.argTypes) });
    const prisma = new PrismaClient({ adapter, log: log ? [...log] : undefined });
    const runner: SqlRunner = pgRunner(pool);
    return {
      prisma,
      runner,
      kind: "postgres",
      pool,
      async close() {
        await prisma.$disconnect();
        await pool.end().catch(() => {});
      },
    };
  }
  const dir = target.pgliteDir;
  const inMemory = dir === "memory://";
  if (!inMemory) {
    mkdirSync(path.resolve(dir), { recursive: true });
    // One process per data folder (PGlite is single-process); throws DatabaseLockedError.
    lockEmbeddedDatabase(dir);
  }
  const from = "from" in target && inMemory ? target.from : undefined;
  // "memory://" rather than no folder: PGlite given none and a tarball to load took 2.0 s to start
  // against 0.3 s (measured 2026-11-26, PGlite 0.5.16); every embedded test file starts one.
  const lite = new PGlite(inMemory ? "memory://" : path.resolve(dir), from ? { loadDataDir: from } : undefined);
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(lite), log: log ? [...log] : undefined });
  const runner: SqlRunner = {
    async query(sql, params) {
      const res = await lite.query(sql, params as unknown[] | undefined);
      return res.rows as never[];
    },
    async exec(sql) {
      await lite.exec(sql);
    },
  };
  return {
    prisma,
    runner,
    kind: "pglite",
    async close() {
      await prisma.$disconnect();
      await lite.close();
      if (!inMemory) unlockEmbeddedDatabase(dir);
    },
  };
}

function pgRunner(pool: pg.Pool): SqlRunner {
  return {
    async query(sql, params, options) {
      const res = await pool.query({ text: sql, values: params as unknown[] | undefined, name: options?.prepared ? statementName(sql) : undefined });
      return res.rows;
    },
    async exec(sql) {
      await pool.query(sql);
    },
  };
}

/** Runs fn with a runner bound to one connection (transactions and advisory locks need one). */
export async function withConnection<T>(db: Database, fn: (runner: SqlRunner) => Promise<T>): Promise<T> {
  if (!db.pool) return fn(db.runner);
  const client = await db.pool.connect();
  try {
    return await fn({
      async query(sql, params) {
        return (await client.query(sql, params as unknown[] | undefined)).rows;
      },
      async exec(sql) {
        await client.query(sql);
      },
    });
  } finally {
    client.release();
  }
}

export async function migrateDatabase(db: Database) {
  return withConnection(db, (runner) => applyMigrations(runner));
}

export async function openAndMigrate(target: DatabaseTarget, options: { log?: boolean } = {}) {
  const db = openDatabase(target, options);
  await migrateDatabase(db);
  return db;
}
