import { dropE2eDatabase } from "./database";

// The web server is stopped with a signal it may not outlive; the run's database is dropped here.
export default async function globalTeardown() {
  if (process.env.E2E_DATABASE_URL) await dropE2eDatabase(process.env.E2E_DATABASE_URL).catch(() => {});
}
