import "server-only";
import { env } from "@/lib/env";
import { migrateDatabase, openDatabase, type Database } from "./connect.server";
import path from "node:path";

export type { PrismaClient } from "./generated/client";

// One database handle per process, kept on globalThis so that every bundle of the server
// (route handlers, pages, instrumentation) shares it.
const holder = globalThis as unknown as { __appDatabase?: Database; __appDatabaseReady?: Promise<Database> };

export function databaseTarget() {
  const { DATABASE_URL, DATA_DIR } = env();
  return DATABASE_URL ? { url: DATABASE_URL } : { pgliteDir: path.join(DATA_DIR, "pglite") };
}

/** The process's database handle, opened on first use. */
export function database(): Database {
  holder.__appDatabase ??= openDatabase(databaseTarget());
  return holder.__appDatabase;
}

/** Uses an already opened database for this process (scripts and tests that open their own). */
export function installDatabase(db: Database) {
  holder.__appDatabase = db;
  holder.__appDatabaseReady = Promise.resolve(db);
}

/** Opens the database and applies pending migrations once per process. */
export function ensureDatabaseReady(): Promise<Database> {
  holder.__appDatabaseReady ??= (async () => {
    const db = database();
    await migrateDatabase(db);
    return db;
  })();
  return holder.__appDatabaseReady;
}

/** The Prisma client of the process's database. */
export function prisma() {
  return database().prisma;
}
