import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

// jest.config.ts's TEST_SCOPE, as CI uses it (.ci/run): the integration tests run on PostgreSQL
// (integration) and on the embedded database (database); between them and the unit lane every
// test file runs, and only the files that use the lane's database run twice.
const root = path.resolve(__dirname, "..");

async function listTests(scope: string): Promise<string[]> {
  const { stdout } = await promisify(execFile)(process.execPath, ["node_modules/jest/bin/jest.js", "--listTests"], {
    cwd: root,
    env: { ...process.env, TEST_SCOPE: scope, NODE_OPTIONS: "--experimental-vm-modules" },
  });
  return stdout
    .split("\n")
    .filter(Boolean)
    .map((file) => path.relative(root, file))
    .sort();
}

it("splits the files into unit, integration and database scopes that together cover them all", async () => {
  const [all, unit, integration, database] = await Promise.all(["all", "unit", "integration", "database"].map(listTests));
  const oneLane = integration.filter((file) => file.startsWith("tests/without-database/") || file.startsWith("tests/migrations/"));

  expect(oneLane).toEqual(expect.arrayContaining(["tests/without-database/video-render.test.ts", "tests/migrations/kinds-migration.test.ts"]));
  expect(unit.every((file) => !file.startsWith("tests/"))).toBe(true);
  expect(integration.every((file) => file.startsWith("tests/"))).toBe(true);
  expect(database).toEqual(integration.filter((file) => !oneLane.includes(file)));
  expect([...unit, ...integration].sort()).toEqual(all);
}, 60_000);

it("refuses a scope it does not know", async () => {
  await expect(listTests("integrations")).rejects.toMatchObject({ stderr: expect.stringContaining("TEST_SCOPE must be unit, integration or database") });
}, 60_000);
