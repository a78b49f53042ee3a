// Runs once when a server starts, before it takes requests: validate the environment (a bad
// variable stops start-up with one line naming it) and bring the database schema up to date.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startServer } = await import("@/lib/server/startup");
  await startServer();
}
