import pg from "pg";
import { openDatabase } from "@/lib/db/connect.server";
import { toHttpError } from "@/lib/api/db-errors";

// The errors Prisma 7 with @prisma/adapter-pg really throws when the database goes away must map
// to 503, not 500 (found by scripts/fault/run.ts: a terminated connection surfaced as P2039).
const statusOf = async (run: () => Promise<unknown>) => {
  try {
    await run();
    return 200;
  } catch (error) {
    return toHttpError(error).status;
  }
};

describe("database outage errors", () => {
  it("a refused connection is a 503", async () => {
    const db = openDatabase({ url: "postgres://postgres@127.0.0.1:9/none" });
    expect(await statusOf(() => db.prisma.user.count())).toBe(503);
    expect(await statusOf(() => db.prisma.$queryRaw`SELECT 1`)).toBe(503);
    await db.close();
  });

  const server = process.env.TEST_DATABASE_URL;
  (server ? it : it.skip)("a query cut off by the server (shutdown, failover) is a 503", async () => {
    const db = openDatabase({ url: server! });
    const slow = statusOf(() => db.prisma.$queryRaw`SELECT pg_sleep(5), 'fault-test-victim' AS tag`);
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    let killed = 0;
    for (let i = 0; i < 50 && killed === 0; i++) {
      await new Promise((r) => setTimeout(r, 50));
      const res = await admin.query(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query LIKE '%fault-test-victim%' AND pid <> pg_backend_pid()",
      );
      killed = res.rowCount ?? 0;
    }
    await admin.end();
    expect(killed).toBe(1);
    expect(await slow).toBe(503);
    await db.close();
  });

  (server ? it : it.skip)("a transaction whose connection is cut is a 503 and does not crash the process", async () => {
    const db = openDatabase({ url: server! });
    const uncaught: unknown[] = [];
    const onUncaught = (e: unknown) => uncaught.push(e);
    process.on("uncaughtException", onUncaught);
    const tx = statusOf(() => db.prisma.$transaction(async (t) => t.$queryRaw`SELECT pg_sleep(5), 'fault-test-tx' AS tag`, { timeout: 10_000 }));
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    for (let i = 0; i < 50; i++) {
      await new Promise((r) => setTimeout(r, 50));
      const res = await admin.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query LIKE '%fault-test-tx%' AND pid <> pg_backend_pid()");
      if (res.rowCount) break;
    }
    await admin.end();
    expect(await tx).toBe(503);
    await new Promise((r) => setTimeout(r, 100));
    process.off("uncaughtException", onUncaught);
    expect(uncaught).toEqual([]);
    expect(await statusOf(() => db.prisma.$queryRaw`SELECT 1`)).toBe(200); // the pool recovers by itself
    await db.close();
  });

  it("maps the driver-adapter shapes of shutdown and start-up to 503, other errors to 500", () => {
    const adapterError = (code: string, message: string) =>
      Object.assign(new Error(`Database error. Code: \`${code}\`. Message: \`${message}\``), {
        code: "P2039",
        meta: { driverAdapterError: Object.assign(new Error(message), { cause: { kind: "postgres", originalCode: code } }) },
      });
    expect(toHttpError(adapterError("57P01", "terminating connection due to administrator command")).status).toBe(503);
    expect(toHttpError(adapterError("57P03", "the database system is starting up")).status).toBe(503);
    expect(toHttpError(new Error("Client has encountered a connection error and is not queryable")).status).toBe(503);
    expect(toHttpError(adapterError("23514", "check constraint violated")).status).toBe(500);
    expect(toHttpError(new TypeError("x is undefined")).status).toBe(500);
  });
});
