import { createTestDatabase } from "../helpers/db";

// A migration test builds its own embedded database (tests/helpers/migration.ts) and runs in one
// lane only (jest.config.ts, TEST_SCOPE=database leaves tests/migrations/ out), so the lane's
// database, which would go untested on the other lane, is refused to it.
it("refuses the lane's database to a file in tests/migrations/", async () => {
  await expect(createTestDatabase()).rejects.toThrow("tests/migrations/, which runs in one lane only: it may not open the lane's database");
});
