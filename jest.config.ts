import type { Config } from "jest";
import { availableParallelism } from "node:os";
import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

// Unit tests sit beside the code (*.test.ts[x]); integration tests against a real database
// live in tests/. Component tests choose jsdom with a docblock; everything else runs in node.
// Integration tests that run the same whatever the lane's database need run only once (decision
// 240): those that never open a database (real ffmpeg, sockets, files) in tests/without-database/,
// and the data migrations' tests in tests/migrations/, which build their own embedded database
// (tests/helpers/migration.ts). TEST_SCOPE=database leaves both out; tests/helpers/db.ts refuses
// them the lane's database.
const UNIT = "<rootDir>/{app,components,lib,config,scripts,e2e}/**/*.test.{ts,tsx}";
const INTEGRATION = "<rootDir>/tests/**/*.test.{ts,tsx}";
const ONE_LANE = ["<rootDir>/tests/without-database/", "<rootDir>/tests/migrations/"];
const TEST_SCOPES: Record<string, { match: string[]; ignore: string[] }> = {
  all: { match: [UNIT, INTEGRATION], ignore: [] },
  unit: { match: [UNIT], ignore: [] },
  integration: { match: [INTEGRATION], ignore: [] },
  database: { match: [INTEGRATION], ignore: ONE_LANE },
};
const testScope = TEST_SCOPES[process.env.TEST_SCOPE ?? "all"];
if (!testScope) throw new Error(`TEST_SCOPE must be unit, integration or database, not "${process.env.TEST_SCOPE}"`);

const config: Config = {
  // Node's environment with a temporary folder of each test file's own (TMPDIR; issue 41).
  testEnvironment: "<rootDir>/tests/helpers/private-tmp-environment.cjs",
  setupFilesAfterEnv: ["<rootDir>/tests/helpers/jest-setup.ts"],
  // The longest files first on a clean clone too (tests/helpers/sequencer.mjs).
  testSequencer: "<rootDir>/tests/helpers/sequencer.mjs",
  // TEST_SCOPE=unit runs the files beside the code, TEST_SCOPE=integration those under tests/,
  // TEST_SCOPE=database those of them that run on the lane's database (CI runs them in different lanes);
  // unset, all.
  testMatch: testScope.match,
  testPathIgnorePatterns: testScope.ignore,
  // The build's output is no source: the image's standalone build (.ci/run's build stage) carries
  // a second package.json there, which Jest's module map otherwise reports as a name collision.
  modulePathIgnorePatterns: ["<rootDir>/.next/"],
  moduleNameMapper: {
    "^server-only$": "<rootDir>/tests/helpers/empty-module.ts",
    "^@/(.*)$": "<rootDir>/$1",
  },
  // A test's time limit is a verdict with a time in it (issue 41): the suite's files pass in CI
  // well inside 30 s, and 90 s gives them a 3x margin on a machine as busy as CI's lanes or busier
  // (a clean-clone run on a machine loaded ten times over timed out four ffmpeg and migration files
  // at 30 s). A passing test waits no longer; only a hung one is reported later.
  testTimeout: 90_000,
  // Jest's default leaves a core idle. One worker more than cores: a worker waits on argon2's
  // threads, timers, ffmpeg and stand-ins part of the time (a profile of four integration files
  // in band: 18 of 31 s idle on the main thread). Whole suite on two idle cores, 2026-11-26:
  // 358 s with two workers, 327 s with three.
  // On PostgreSQL (TEST_DATABASE_URL) one a core: each worker's file holds a pool of up to 10 of
  // the server's 100 connections (two workers peaked at 16 in a whole run).
  // A number, not "150%": Jest reads a percentage over 100 as that many workers, which started
  // 98 workers in CI on 2026-11-26 and ran PostgreSQL out of connections and the machine out of
  // memory.
  maxWorkers: process.env.TEST_DATABASE_URL ? availableParallelism() : Math.ceil(availableParallelism() * 1.5),
};

// ESM-only packages (iron-session and its dependencies) are not transformed: on Node 24 Jest
// 30 loads them as native ES modules through require(esm). Transforming them to CommonJS, as
// Node 20 needed, now breaks ("exports is not defined"), since Jest still loads them as ESM.
const jestConfig = createJestConfig(config);

export default jestConfig;
