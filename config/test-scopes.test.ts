import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";

// jest.config.ts's TEST_SCOPE, as CI uses it (.ci/run): the integration tests run on PostgreSQL
// (integration) and on the embedded database (database); between them and the unit lane every
// test file runs, and the files about what differs between the two databases run on both.
const root = path.resolve(__dirname, "..");

// One listing a scope for the whole file: each is a Jest start (about a second, more on a busy CI).
const listings = new Map<string, Promise<string[]>>();
const listTests = (scope: string) => listings.get(scope) ?? listings.set(scope, listTestsOnce(scope)).get(scope)!;

async function listTestsOnce(scope: string): Promise<string[]> {
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

// What differs between the two databases (decision 405): a file that runs on PostgreSQL only may
// not write SQL by hand, open a transaction or a connection of its own, or test a race.
const DIFFERS = [
  /\$queryRaw|\$executeRaw|\$transaction|withConnection/,
  /^\s*(it|test)(\.each\([^)]*\))?\(\s*["'`][^"'`]*((two|both|\d+) [^"'`]*at once|races?\b|concurren|twice|double|same time|in parallel)/m,
];

it("splits the files into unit, integration and database scopes that together cover them all", async () => {
  const [all, unit, integration, database] = await Promise.all(["all", "unit", "integration", "database"].map(listTests));
  const oneLane = integration.filter((file) => file.startsWith("tests/without-database/") || file.startsWith("tests/migrations/"));
  const postgresOnly = integration.filter((file) => !oneLane.includes(file) && !database.includes(file));

  expect(oneLane).toEqual(expect.arrayContaining(["tests/without-database/video-render.test.ts", "tests/migrations/kinds-migration.test.ts"]));
  expect(unit.every((file) => !file.startsWith("tests/"))).toBe(true);
  expect(integration.every((file) => file.startsWith("tests/"))).toBe(true);
  expect(database.every((file) => integration.includes(file) && !oneLane.includes(file))).toBe(true);
  expect(postgresOnly).toEqual(expect.arrayContaining(["tests/server/fuzz-1.test.ts", "tests/studio/character-height.test.ts"]));
  expect([...unit, ...integration].sort()).toEqual(all);
}, 60_000);

it("runs again on the embedded database every file about what differs between the databases", async () => {
  const [integration, database] = await Promise.all(["integration", "database"].map(listTests));
  const postgresOnly = integration.filter(
    (file) => !database.includes(file) && !file.startsWith("tests/without-database/") && !file.startsWith("tests/migrations/"),
  );
  const differing = postgresOnly.filter((file) => DIFFERS.some((rule) => rule.test(readFileSync(path.join(root, file), "utf8"))));

  expect(differing).toEqual([]);
  // Whole concerns whose rules live in the database: money, queues and workers, the schema and its
  // outages, the caps, sessions.
  for (const folder of ["tests/payments/", "tests/jobs/", "tests/db/", "tests/policy/", "tests/auth/"]) {
    expect(database.filter((file) => file.startsWith(folder))).toEqual(integration.filter((file) => file.startsWith(folder)));
  }
  // The rules themselves catch what they are for (a file that did, before it stayed on both).
  expect(DIFFERS.some((rule) => rule.test('it("two drafts at once still leave one plan", async () => {'))).toBe(true);
  expect(DIFFERS.some((rule) => rule.test("await prisma().$executeRawUnsafe(backfill);"))).toBe(true);
  expect(DIFFERS.some((rule) => rule.test('it("a title YouTube refuses fails at once with its reason", async () => {'))).toBe(false);
}, 60_000);

it("refuses a scope it does not know", async () => {
  await expect(listTests("integrations")).rejects.toMatchObject({ stderr: expect.stringContaining("TEST_SCOPE must be unit, integration or database") });
}, 60_000);
