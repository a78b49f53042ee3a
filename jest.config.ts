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
// The embedded database runs again the files about what differs between the two databases (the
// SQL written by hand, transactions and row locks, queues, races and money, outages, the schema,
// accounts and sessions); these files test a feature whose rows go through Prisma's typed queries,
// which both adapters send as the same SQL to the same PostgreSQL engine: PostgreSQL's lane runs
// them, and `npm test` without a scope runs them on the embedded database (decision 405).
export const POSTGRES_ONLY = [
  // AI generation, through the providers' stand-ins (the quotas' SQL runs on both: ai-quotas)
  "tests/ai/ai-composition.test.ts",
  "tests/ai/ai-demo.test.ts",
  "tests/ai/ai-direction.test.ts",
  "tests/ai/ai-reference-ssrf.test.ts",
  "tests/ai/ai-text-voice.test.ts",
  "tests/ai/reference-upload.test.ts",
  "tests/voice/voice-design.test.ts",
  "tests/voice/voice-design-demo.test.ts",
  "tests/video/video-speech.test.ts",
  "tests/video/video-speech-demo.test.ts",
  // The studio's forms and pages (its keyset lists, statements and hand-written SQL run on both)
  "tests/studio/character-analytics.test.ts",
  "tests/studio/character-height.test.ts",
  "tests/studio/character-package.test.ts",
  "tests/studio/messages-step.test.ts",
  "tests/studio/profile-steps.test.ts",
  "tests/studio/public-page.test.ts",
  "tests/studio/social-links.test.ts",
  "tests/studio/wizard-first-data.test.ts",
  "tests/studio/wizard-load.test.ts",
  // Drives, media files and uploads, through their stand-ins (the storage cap's SQL runs on both)
  "tests/storage/cloud-storage-connections.test.ts",
  "tests/storage/cloud-storage-export.test.ts",
  "tests/storage/cloud-storage-unconfigured.test.ts",
  "tests/media-store/media-access.test.ts",
  "tests/media-store/picture-copies.test.ts",
  "tests/course/course-lesson-files.test.ts",
  "tests/course/course-video-upload.test.ts",
  "tests/accounts/account-data-rules-s3.test.ts",
  // Platforms' and mail providers' API shapes (the publishing queue and mail outbox run on both)
  "tests/publishing/channel-connect-unconfigured.test.ts",
  "tests/publishing/instagram.test.ts",
  "tests/publishing/tiktok.test.ts",
  "tests/publishing/youtube.test.ts",
  "tests/email/dkim.test.ts",
  "tests/email/email-smtp.test.ts",
  "tests/email/ses-sns.test.ts",
  "tests/marketing/contact-endpoint.test.ts",
  // Routes fed bad input, pages and secrets (answers before or beside the database)
  "tests/server/fuzz-1.test.ts",
  "tests/server/fuzz-2.test.ts",
  "tests/server/fuzz-3.test.ts",
  "tests/server/demo-mode.test.ts",
  "tests/server/user-endpoints.test.ts",
  "tests/admin/admin-pages.test.ts",
  "tests/admin/admin-deliveries.test.ts",
  "tests/admin/admin-orders-export.test.ts",
  "tests/admin/operator-create.test.ts",
  "tests/crypto/reseal-secrets.test.ts",
];
const TEST_SCOPES: Record<string, { match: string[]; ignore: string[] }> = {
  all: { match: [UNIT, INTEGRATION], ignore: [] },
  unit: { match: [UNIT], ignore: [] },
  integration: { match: [INTEGRATION], ignore: [] },
  database: { match: [INTEGRATION], ignore: [...ONE_LANE, ...POSTGRES_ONLY.map((file) => `<rootDir>/${file}$`)] },
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
  // TEST_SCOPE=database those of them about what differs between the databases (CI runs them in
  // different lanes);
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
