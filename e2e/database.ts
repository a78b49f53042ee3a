import { randomBytes } from "node:crypto";

// Browser tests run the app on a fresh PostgreSQL database of their own, so specs can seed
// users and purchases directly (the embedded database cannot be opened by two processes).
// E2E_PG_URL names the server (any database on it); CI passes its own.
export function e2eDatabaseUrl(): string {
  if (!process.env.E2E_DATABASE_URL) {
    const server = new URL(process.env.E2E_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres");
    server.pathname = `/e2e_${Date.now()}_${randomBytes(3).toString("hex")}`;
    // Set once in the runner; Playwright's workers and web server inherit it.
    process.env.E2E_DATABASE_URL = server.toString();
  }
  return process.env.E2E_DATABASE_URL;
}

export async function createE2eDatabase(url: string) {
  const pg = (await import("pg")).default;
  const target = new URL(url);
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  // Databases of runs killed before they could clean up: e2e_<start ms>_<hex>, over 2 hours old.
  const { rows } = await client.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname ~ '^e2e_[0-9]+_[0-9a-f]+$'`);
  for (const { datname } of rows) {
    if (Number(datname.split("_")[1]) < Date.now() - 2 * 60 * 60 * 1000) {
      await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`).catch(() => {});
    }
  }
  await client.query(`CREATE DATABASE "${target.pathname.slice(1)}"`);
  await client.end();
}

export async function dropE2eDatabase(url: string) {
  const pg = (await import("pg")).default;
  const admin = new URL(url);
  const name = admin.pathname.slice(1);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await client.end();
}
