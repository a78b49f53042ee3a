import { createTestDatabase } from "../helpers/db";

// Files here run on one database only (jest.config.ts, TEST_SCOPE=database leaves them out), so
// the test-database helper refuses them one: a file that needs a database belongs in tests/.
it("refuses a test database to a file in tests/without-database/", async () => {
  await expect(createTestDatabase()).rejects.toThrow("runs on one database only");
});
