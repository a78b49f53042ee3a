import { database, prisma } from "@/lib/db/client.server";
import { withConnection } from "@/lib/db/connect.server";
import { applyMigrations, type SqlRunner } from "@/lib/db/migrate.server";
import { withTestDatabase } from "../helpers/db";

// The audit log is append-only in the database itself (decision 126): whoever reaches the
// database with the app's role cannot rewrite or erase what an operator did. Issue 29 item 8:
// TRUNCATE, which row triggers never see, is refused too.
withTestDatabase();

const entry = () =>
  prisma().auditEntry.create({
    data: { operatorEmail: "ops@example.com", action: "order.status", subjectType: "order", subjectId: "o-1", detail: { from: "paid", to: "delivered" } },
  });

it("refuses UPDATE, DELETE and TRUNCATE, and the entry stays as written", async () => {
  const written = await entry();
  await expect(prisma().$executeRawUnsafe(`UPDATE "AuditEntry" SET "action" = 'nothing' WHERE "id" = '${written.id}'`)).rejects.toThrow(/append-only/);
  await expect(prisma().$executeRawUnsafe(`DELETE FROM "AuditEntry" WHERE "id" = '${written.id}'`)).rejects.toThrow(/append-only/);
  await expect(prisma().$executeRawUnsafe(`TRUNCATE "AuditEntry"`)).rejects.toThrow(/append-only/);
  expect(await prisma().auditEntry.findUniqueOrThrow({ where: { id: written.id } })).toEqual(written);
});

// docs/deploy.md: the app runs under a role that does not own the tables (migrations under the
// owner), so whoever holds the app's credentials cannot drop or disable the trigger either, and
// the app still starts: with nothing to migrate, start-up runs no DDL.
describe("under an app role that does not own the tables", () => {
  // Roles belong to the whole server, not to this test's database: a name of this run's own,
  // dropped afterwards, so runs side by side or one after another never meet.
  const ROLE = `ais_app_test_${Math.random().toString(36).slice(2, 10)}`;
  // One connection for the whole check, under the app's role, given back as it was.
  const asAppRole = <T>(run: (sql: (text: string) => Promise<unknown>, runner: SqlRunner) => Promise<T>) =>
    withConnection(database(), async (runner) => {
      await runner.exec(`SET ROLE ${ROLE}`);
      try {
        return await run((text) => runner.exec(text), runner);
      } finally {
        await runner.exec("RESET ROLE");
      }
    });

  beforeAll(async () => {
    // As docs/deploy.md grants it.
    for (const statement of [
      `CREATE ROLE ${ROLE} NOLOGIN`,
      // The test's own role may SET ROLE to it (a CREATEROLE role is not a member by itself before PostgreSQL 16).
      `GRANT ${ROLE} TO CURRENT_USER`,
      `GRANT USAGE ON SCHEMA public TO ${ROLE}`,
      `GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${ROLE}`,
      `GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${ROLE}`,
      `REVOKE CREATE ON SCHEMA public FROM PUBLIC`,
    ])
      await prisma().$executeRawUnsafe(statement);
  });

  afterAll(async () => {
    await prisma().$executeRawUnsafe(`DROP OWNED BY ${ROLE}`);
    await prisma().$executeRawUnsafe(`DROP ROLE ${ROLE}`);
  });

  it("starts (nothing to migrate, no DDL) and writes the audit log", async () => {
    await expect(asAppRole((_sql, runner) => applyMigrations(runner))).resolves.toEqual([]);
    await asAppRole((sql) =>
      sql(
        `INSERT INTO "AuditEntry" ("id", "operatorEmail", "action", "subjectType", "subjectId") VALUES (gen_random_uuid(), 'ops@example.com', 'x', 'order', 'o-2')`,
      ),
    );
    expect(await prisma().auditEntry.count({ where: { subjectId: "o-2" } })).toBe(1);
  });

  it.each([
    `ALTER TABLE "AuditEntry" DISABLE TRIGGER "AuditEntry_append_only"`,
    `DROP TRIGGER "AuditEntry_no_truncate" ON "AuditEntry"`,
    `TRUNCATE "AuditEntry"`,
    `CREATE TABLE "Intruder" ("id" int)`,
  ])("refuses %s", async (statement) => {
    await expect(asAppRole((sql) => sql(statement))).rejects.toThrow(/must be owner|permission denied|append-only/);
    expect(await prisma().auditEntry.count()).toBeGreaterThan(0);
  });
});
