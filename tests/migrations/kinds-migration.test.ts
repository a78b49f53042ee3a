import { randomUUID } from "node:crypto";
import { applyMigrations } from "@/lib/db/migrate.server";
import { databaseBefore } from "../helpers/migration";

// Decision 103: the migration that turns job kind, job status and activity kind into enums
// keeps every existing row, and respells the old hyphenated job kinds as enum values.
const ENUMS = "20261126100000_kinds_as_enums";
const db = databaseBefore(ENUMS);

it("converts the String columns to enums without losing a row", async () => {
  const { runner } = db();
  const userId = randomUUID();
  await runner.query(`INSERT INTO "User" (id, email, "updatedAt") VALUES ($1, 'a@example.com', now())`, [userId]);
  const jobs: [string, string][] = [
    ["reference-image", "done"],
    ["character-shots", "running"],
    ["reference-image", "queued"],
    ["character-shots", "failed"],
    ["reference-image", "cancelled"],
  ];
  for (const [kind, status] of jobs) {
    await runner.query(`INSERT INTO "GenerationJob" (id, "userId", kind, status, input, "updatedAt") VALUES ($1, $2, $3, $4, '{}', now())`, [
      randomUUID(),
      userId,
      kind,
      status,
    ]);
  }
  const activities = ["character_created", "profile_saved", "social_link_added", "social_password_revealed", "generation_finished"];
  for (const kind of activities)
    await runner.query(`INSERT INTO "Activity" (id, "userId", kind, subject) VALUES ($1, $2, $3, 'x')`, [randomUUID(), userId, kind]);

  expect(await applyMigrations(runner)).toContain(ENUMS);

  const kept = await runner.query<{ kind: string; status: string }>(`SELECT kind::text, status::text FROM "GenerationJob" ORDER BY "createdAt", kind, status`);
  expect(kept.map((j) => `${j.kind}/${j.status}`).sort()).toEqual(jobs.map(([k, s]) => `${k.replace("-", "_")}/${s}`).sort());
  const types = await runner.query<{ column_name: string; udt_name: string; column_default: string | null }>(
    `SELECT column_name, udt_name, column_default FROM information_schema.columns WHERE table_name = 'GenerationJob' AND column_name IN ('kind', 'status') ORDER BY column_name`,
  );
  expect(types).toEqual([
    { column_name: "kind", udt_name: "GenerationJobKind", column_default: null },
    { column_name: "status", udt_name: "GenerationJobStatus", column_default: `'queued'::"GenerationJobStatus"` },
  ]);
  const activityKinds = await runner.query<{ kind: string }>(`SELECT kind::text FROM "Activity"`);
  expect(activityKinds.map((a) => a.kind).sort()).toEqual([...activities].sort());
  // The enum refuses a kind nothing defines.
  await expect(runner.query(`INSERT INTO "Activity" (id, "userId", kind, subject) VALUES ($1, $2, 'made_up', 'x')`, [randomUUID(), userId])).rejects.toThrow(
    /invalid input value for enum/,
  );
});
