import { randomUUID } from "node:crypto";
import { applyMigrations } from "@/lib/db/migrate.server";
import { databaseBefore } from "../helpers/migration";

// The migration that adds Character.voiceSettings carries over a preset already picked on the
// Voice step (kept in its step data before), and only a real preset.
const MIGRATION = "20261126200000_character_voice_settings";
const db = databaseBefore(MIGRATION);

it("copies the Voice step's preset into voiceSettings and leaves other characters at null", async () => {
  const userId = randomUUID();
  await db().runner.query(`INSERT INTO "User" ("id", "email", "updatedAt") VALUES ($1, 'old@example.com', now())`, [userId]);
  const character = async (voice?: unknown) => {
    const id = randomUUID();
    await db().runner.query(`INSERT INTO "Character" ("id", "userId", "name", "updatedAt") VALUES ($1, $2, 'Old', now())`, [id, userId]);
    if (voice !== undefined) {
      await db().runner.query(`INSERT INTO "CharacterStepData" ("characterId", "step", "data", "updatedAt") VALUES ($1, 'voice', $2, now())`, [
        id,
        JSON.stringify({ voice }),
      ]);
    }
    return id;
  };
  const [oliver, unknown, none, emptied] = [await character("Oliver"), await character("Rachel"), await character(), await character("")];

  await applyMigrations(db().runner);

  const rows = await db().runner.query<{ id: string; voiceSettings: unknown }>(`SELECT "id", "voiceSettings" FROM "Character"`);
  const settings = Object.fromEntries(rows.map((r) => [r.id, r.voiceSettings]));
  expect(settings).toEqual({ [oliver]: { preset: "Oliver" }, [unknown]: null, [none]: null, [emptied]: null });
});
