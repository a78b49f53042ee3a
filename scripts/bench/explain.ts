// EXPLAIN (ANALYZE, BUFFERS) of every query the signed-in hot paths run (the session read, GET
// /api/user/characters, the dashboard, the wizard's load), on a database seeded with 1,000
// characters and 10,000 assets for one buyer beside 20 smaller ones (decision 154).
//
//   npx tsx --conditions=react-server scripts/bench/explain.ts   (BENCH_PG_URL names the server)
//
// The statements are the ones Prisma sends, captured from its query log, and those sent on the
// raw runner (the session read), explained with their own parameters.
import pg from "pg";
import { BENCH_PG_URL, freshDatabase, serverSecrets } from "../lib/app-server";

const PG_URL = BENCH_PG_URL;

async function seed(userId: string, characters: number, assetsPer: number) {
  const { prisma } = await import("@/lib/db/client.server");
  const { AI_ASSISTED_PRODUCT_UUID } = await import("@/lib/catalog/catalog");
  const purchase = await prisma().purchase.create({
    data: { userId, productUuid: AI_ASSISTED_PRODUCT_UUID, paymentIntentId: `pi_${userId}`, amountCents: 3999, currency: "usd" },
  });
  const client = await prisma().client.create({ data: { userId, name: "Client" } });
  await prisma().character.createMany({
    data: Array.from({ length: characters }, (_, i) => ({ userId, name: `C${i}`, purchaseId: purchase.id, clientId: i % 3 ? null : client.id })),
  });
  const ids = (await prisma().character.findMany({ where: { userId }, select: { id: true } })).map((c) => c.id);
  const kinds = ["reference-image", "shot", "voice", "video"];
  const assets = ids.flatMap((characterId) =>
    Array.from({ length: assetsPer }, (_, i) => ({ characterId, kind: kinds[i % 4], url: `/media/${characterId}/${i}` })),
  );
  for (let i = 0; i < assets.length; i += 5000) await prisma().asset.createMany({ data: assets.slice(i, i + 5000) });
  const t0 = Date.now() - 500 * 60_000;
  await prisma().activity.createMany({
    data: Array.from({ length: 500 }, (_, i) => ({ userId, kind: "profile_saved" as const, subject: `S${i}`, createdAt: new Date(t0 + i * 60_000) })),
  });
  const firstLesson = await prisma().courseLesson.findFirstOrThrow({ where: { status: "published" }, orderBy: { position: "asc" }, select: { id: true } });
  await prisma().lessonProgress.createMany({ data: [{ userId, lessonId: firstLesson.id, completedAt: new Date() }] });
  return ids[0];
}

async function main() {
  serverSecrets();
  const db = await freshDatabase(PG_URL, "explain");
  const { openAndMigrate } = await import("@/lib/db/connect.server");
  const { installDatabase } = await import("@/lib/db/client.server");
  const handle = await openAndMigrate({ url: db.url }, { log: true });
  installDatabase(handle);
  const captured: { query: string; params: string }[] = [];
  let capturing = false;
  handle.prisma.$on("query" as never, (e: { query: string; params: string }) => {
    if (capturing) captured.push(e);
  });
  // The session read goes to the driver directly (decision 158): its statements are captured too.
  const runnerQuery = handle.runner.query.bind(handle.runner);
  handle.runner.query = (sql, params) => {
    if (capturing) captured.push({ query: sql, params: JSON.stringify(params ?? []) });
    return runnerQuery(sql, params);
  };
  const log = console.log;
  try {
    const { prisma } = await import("@/lib/db/client.server");
    const { createSession } = await import("@/lib/auth/session.server");
    console.log = () => {}; // Prisma's query log; the statements are captured above
    for (let i = 0; i < 20; i++) await seed((await prisma().user.create({ data: { email: `other-${i}@example.com` } })).id, 50, 10);
    const user = await prisma().user.create({ data: { email: "big@example.com" } });
    const first = await seed(user.id, 1000, 10);
    const { cookieValue } = await createSession(user.id);
    await handle.runner.exec("ANALYZE");
    const { readSession } = await import("@/lib/auth/session.server");
    const { listCharacters, loadWizard } = await import("@/lib/studio/characters.server");
    const { loadDashboard } = await import("@/lib/server/dashboard.server");
    capturing = true;
    const session = await readSession(cookieValue);
    await listCharacters(user.id);
    await loadDashboard(user.id, session!.purchase);
    await loadWizard(user.id, first);
    capturing = false;
    console.log = log;
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    for (const { query, params } of captured) {
      const values = JSON.parse(params) as unknown[];
      const plan = await client.query({ text: `EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${query}`, values, rowMode: "array" });
      console.log(`\n-- ${query.replace(/\s+/g, " ").slice(0, 400)}\n${plan.rows.map((r) => r[0]).join("\n")}`);
    }
    await client.end();
  } finally {
    console.log = log;
    await handle.close();
    await db.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
