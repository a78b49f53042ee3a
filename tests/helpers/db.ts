import { randomBytes } from "node:crypto";
import pg from "pg";
import { openAndMigrate, type Database } from "@/lib/db/connect.server";
import { installDatabase } from "@/lib/db/client.server";

/**
 * A fresh, migrated database for one test file, installed as the app's database: an in-memory
 * PGlite by default, or a new database on the PostgreSQL server of TEST_DATABASE_URL.
 */
export async function createTestDatabase(options: { log?: boolean } = {}): Promise<Database & { drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const db = await openAndMigrate({ pgliteDir: "memory://" }, options);
    installDatabase(db);
    return { ...db, drop: () => db.close() };
  }
  const name = `test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await openAndMigrate({ url: url.toString() }, options);
  installDatabase(db);
  return {
    ...db,
    async drop() {
      await db.close();
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await c.end();
    },
  };
}

/** beforeAll/afterAll wiring: returns a getter for the file's database. */
export function withTestDatabase(options: { log?: boolean } = {}) {
  let db: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  beforeAll(async () => {
    db = await createTestDatabase(options);
  });
  afterAll(async () => {
    await db?.drop();
  });
  return () => {
    if (!db) throw new Error("test database not ready");
    return db;
  };
}
