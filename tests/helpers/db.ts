import { createHash, randomBytes } from "node:crypto";
import { readFileSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { openAndMigrate, type Database } from "@/lib/db/connect.server";
import { applyMigrations, readMigrations } from "@/lib/db/migrate.server";
import { installDatabase } from "@/lib/db/client.server";

/**
 * Run on the embedded template after the migrations (decision 238). The copy databases
 * template0 and template1 are 15 of its 42 MB, which every test file unpacked into PGlite's
 * in-memory file system and never used (PGlite opens "postgres"); 128 MB of shared buffers were
 * set up at every start for databases of a few megabytes. A test database lives in memory and
 * dies with its file, so it need not make each commit durable either.
 */
const TEMPLATE_SETUP = [
  "ALTER DATABASE template0 IS_TEMPLATE false",
  "DROP DATABASE template0",
  "ALTER DATABASE template1 IS_TEMPLATE false",
  "DROP DATABASE template1",
  "ALTER SYSTEM SET shared_buffers = '8MB'",
  "ALTER SYSTEM SET synchronous_commit = off",
  "ALTER SYSTEM SET full_page_writes = off",
];

/**
 * The embedded database as every migration leaves it, as a data-folder tarball shared by the
 * test files of a run (decision 220). An empty PGlite spends about 2.5 s in initdb and 1.2 s in
 * the migrations; one started from this tarball is ready in about 0.4 s. The file is named by
 * the migrations' checksums and PGlite's version, so a new migration makes a new one; it is
 * written under a temporary name and renamed, so parallel workers never read half a file.
 */
function migrationsKey(): string {
  const { version } = JSON.parse(readFileSync(join(process.cwd(), "node_modules/@electric-sql/pglite/package.json"), "utf8")) as { version: string };
  return createHash("sha256")
    .update(version)
    .update(TEMPLATE_SETUP.join("\n"))
    .update(
      readMigrations()
        .map((m) => `${m.name}:${m.checksum}`)
        .join("\n"),
    )
    .digest("hex")
    .slice(0, 16);
}

async function migratedTemplate(): Promise<Blob> {
  const migrations = readMigrations();
  const key = migrationsKey();
  // Shared by every test file of the run on purpose (TMPDIR is each file's own: the test environment).
  const file = join(process.env.AIS_SHARED_TMP ?? tmpdir(), `ais-pglite-migrated-${key}.tar`);
  try {
    return new Blob([readFileSync(file)]);
  } catch {
    const lite = new PGlite();
    await applyMigrations(
      {
        query: async (sql, params) => (await lite.query(sql, params as unknown[] | undefined)).rows as never[],
        exec: async (sql) => void (await lite.exec(sql)),
      },
      migrations,
    );
    for (const statement of TEMPLATE_SETUP) await lite.exec(statement);
    const dump = await lite.dumpDataDir("none");
    await lite.close();
    const partial = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
    writeFileSync(partial, new Uint8Array(await dump.arrayBuffer()));
    renameSync(partial, file);
    return dump;
  }
}

/**
 * Files in tests/without-database/ and tests/migrations/ run in one lane only (jest.config.ts:
 * TEST_SCOPE=database leaves them out), so the lane's database would go untested on the other:
 * refused to both. A migration test builds its own embedded database (databaseBefore), the same in
 * every lane; a file in tests/without-database/ opens none at all.
 */
export function assertMayOpenDatabase(which: "the lane's" | "its own") {
  const file = expect.getState().testPath ?? "";
  const folders = which === "the lane's" ? "without-database|migrations" : "without-database";
  const folder = file.match(new RegExp(`[\\\\/]tests[\\\\/](${folders})[\\\\/]`))?.[1];
  if (folder) {
    throw new Error(`${file} is in tests/${folder}/, which runs in one lane only: it may not open ${which} database (move it to tests/)`);
  }
}

/**
 * A fresh, migrated database for one test file, installed as the app's database: an in-memory
 * PGlite by default, or a new database on the PostgreSQL server of TEST_DATABASE_URL.
 */
export async function createTestDatabase(options: { log?: boolean } = {}): Promise<Database & { drop(): Promise<void> }> {
  assertMayOpenDatabase("the lane's");
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const db = await openAndMigrate({ pgliteDir: "memory://", from: await migratedTemplate() }, options);
    installDatabase(db);
    return { ...db, drop: () => db.close() };
  }
  const name = `test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${await migratedServerTemplate(admin, serverUrl)}"`);
  } finally {
    await admin.end();
  }
  const db = await openAndMigrate({ url: databaseUrl(serverUrl, name) }, options);
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

const databaseUrl = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * The same on PostgreSQL: a database every migration has run on, named by the migrations, made
 * once on the server and copied by CREATE DATABASE ... TEMPLATE (about 0.7 s instead of 2.3 s).
 * Made under an advisory lock and renamed into place when complete, so parallel workers (and
 * parallel runs) wait for it rather than copy a half-migrated one.
 */
async function migratedServerTemplate(admin: pg.Client, serverUrl: string): Promise<string> {
  // Named for its owner too: only the owner (or a superuser) may copy a database, and the copy's
  // tables belong to the template's owner, so each role that runs the tests has its own.
  const owner = createHash("sha256")
    .update(decodeURIComponent(new URL(serverUrl).username))
    .digest("hex")
    .slice(0, 8);
  const template = `ais_migrated_${migrationsKey()}_${owner}`;
  const exists = async () => (await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [template])).rowCount === 1;
  if (await exists()) return template;
  await admin.query("SELECT pg_advisory_lock(hashtext($1))", [template]);
  try {
    if (await exists()) return template;
    const building = `${template}_${randomBytes(4).toString("hex")}`;
    await admin.query(`CREATE DATABASE "${building}"`);
    const db = await openAndMigrate({ url: databaseUrl(serverUrl, building) });
    await db.close();
    await admin.query(`ALTER DATABASE "${building}" RENAME TO "${template}"`);
    return template;
  } finally {
    await admin.query("SELECT pg_advisory_unlock(hashtext($1))", [template]);
  }
}

/** beforeAll/afterAll wiring: returns a getter for the file's database. */
export function withTestDatabase(options: { log?: boolean } = {}) {
  let db: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  // The first file of each worker also builds the migrated template (a few seconds idle); on a
  // loaded two-core machine that once took over the 30 s default, so this one hook has longer.
  beforeAll(async () => {
    db = await createTestDatabase(options);
  }, 120_000);
  afterAll(async () => {
    await db?.drop();
  });
  return () => {
    if (!db) throw new Error("test database not ready");
    return db;
  };
}
