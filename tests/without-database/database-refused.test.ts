import { createTestDatabase } from "../helpers/db";

// Files here run in one lane only (jest.config.ts, TEST_SCOPE=database leaves them out), so the
// test-database helper refuses them one: a file that needs a database belongs in tests/.
it("refuses a test database to a file in tests/without-database/", async () => {
  await expect(createTestDatabase()).rejects.toThrow("tests/without-database/, which runs in one lane only: it may not open the lane's database");
});
