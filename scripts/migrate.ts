// `npm run db:migrate`: applies pending migrations to DATABASE_URL, or to the embedded
// database under DATA_DIR when DATABASE_URL is unset.
import { EnvError } from "@/lib/env/schema";

async function main() {
  const { databaseTarget } = await import("@/lib/db/client.server");
  const { openDatabase, migrateDatabase } = await import("@/lib/db/connect.server");
  const target = databaseTarget();
  const db = openDatabase(target);
  try {
    const applied = await migrateDatabase(db);
    const where = "url" in target ? "PostgreSQL" : `embedded database at ${target.pgliteDir}`;
    console.log(applied.length ? `Applied ${applied.join(", ")} to ${where}.` : `No pending migrations for ${where}.`);
  } finally {
    await db.close();
  }
}

main().catch((error) => {
  console.error(error instanceof EnvError ? error.problems.join("\n") : `Migration failed: ${(error as Error).message}`);
  process.exit(1);
});
