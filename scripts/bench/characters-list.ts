// `npm run bench:list` (issue 21 item 5): GET /api/user/characters for users with 1, 100 and
// 1,000 characters in one run, against `next start` on PostgreSQL behind a query-counting proxy.
// Requests go round-robin over the sizes, so a busy moment of the machine falls on all of them;
// each size's figure is the median. Prints the table, the verdict (characters-list-verdict.ts)
// and a last line of JSON; exits 1 on MISS. `npm run bench` can call measureCharactersList().
// Options: --samples <n> (default 40), --build (rebuild first). BENCH_PG_URL names the server.
import os from "node:os";
import { argValue, BENCH_PG_URL, ensureBuild, freshDatabase, openAppDatabase, startApp, type AppServer } from "../lib/app-server";
import { startPgCounter, type PgCounter } from "../lib/pg-counter";
import { judgeCharactersList, renderCharactersListTable, type ListSample } from "./characters-list-verdict";

export const LIST_SIZES = [1, 100, 1000];
const WARM_UP = 5;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/**
 * Seeds one user per size (characters made in one statement, so they share a createdAt: the
 * tie-break's worst case, and no purchase, as in the bench on main) and measures the first page
 * of each one's list. The app's database modules must be open in this process on the app's
 * database (openAppDatabase), and `counter` must sit between the app and PostgreSQL.
 */
export async function measureCharactersList(app: AppServer, counter: PgCounter, options: { sizes?: number[]; samples?: number } = {}): Promise<ListSample[]> {
  const sizes = options.sizes ?? LIST_SIZES;
  const samples = options.samples ?? 40;
  const { prisma } = await import("@/lib/db/client.server");
  const { createSession, sessionCookieName } = await import("@/lib/auth/session.server");
  const users = [];
  for (const size of sizes) {
    const user = await prisma().user.create({ data: { email: `list-${size}-${Date.now()}@example.com` } });
    await prisma().character.createMany({ data: Array.from({ length: size }, (_, i) => ({ userId: user.id, name: `Character ${i + 1}` })) });
    users.push({
      size,
      cookie: `${sessionCookieName()}=${(await createSession(user.id)).cookieValue}`,
      times: [] as number[],
      queries: [] as number[],
      bytes: 0,
      returned: 0,
    });
  }
  const get = async (cookie: string) => {
    const before = counter.queries();
    const t0 = performance.now();
    const res = await fetch(`${app.url}/api/user/characters`, { headers: { cookie } });
    const body = await res.arrayBuffer();
    const ms = performance.now() - t0;
    if (!res.ok) throw new Error(`the characters list answered ${res.status}`);
    return { ms, queries: counter.queries() - before, body };
  };
  for (const u of users) for (let i = 0; i < WARM_UP; i++) await get(u.cookie);
  for (let i = 0; i < samples; i++) {
    for (const u of users) {
      const { ms, queries, body } = await get(u.cookie);
      u.times.push(ms);
      u.queries.push(queries);
      u.bytes = body.byteLength;
      u.returned = (JSON.parse(new TextDecoder().decode(body)) as { characters: unknown[] }).characters.length;
    }
  }
  return users.map((u) => ({ characters: u.size, medianMs: median(u.times), queries: median(u.queries), bytes: u.bytes, returned: u.returned }));
}

async function main() {
  const port = Number(process.env.BENCH_PORT ?? 3921);
  // The server's settings in this process too, so the session cookie made here is the one it reads.
  process.env.APP_ENV = "production";
  process.env.APP_URL = `http://127.0.0.1:${port}`;
  const pgServer = BENCH_PG_URL;
  ensureBuild();
  const db = await freshDatabase(pgServer, "bench_list");
  let app: AppServer | undefined;
  let counter: PgCounter | undefined;
  try {
    await openAppDatabase(db.url);
    const target = new URL(db.url);
    counter = await startPgCounter({ host: target.hostname, port: Number(target.port || 5432) });
    const counted = new URL(db.url);
    counted.port = String(counter.port);
    app = await startApp(port, counted.toString());
    const samples = await measureCharactersList(app, counter, { samples: argValue("samples", 40) });
    const result = judgeCharactersList(samples);
    console.log(`GET /api/user/characters, first page, ${os.cpus().length} CPUs, Node ${process.version}, load average ${os.loadavg()[0]!.toFixed(2)}`);
    console.log(renderCharactersListTable(result).join("\n"));
    console.log(JSON.stringify({ verdict: result.verdict, rows: result.rows }));
    process.exitCode = result.verdict === "PASS" ? 0 : 1;
  } finally {
    await app?.stop();
    await counter?.close();
    const { database } = await import("@/lib/db/client.server");
    await database()
      .close()
      .catch(() => {});
    await db.drop();
  }
}

// Run by `npm run bench:list`; imported (by scripts/bench/run.ts), it only lends its functions.
if (/characters-list\.ts$/.test(process.argv[1] ?? "")) {
  main().then(
    () => process.exit(),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
