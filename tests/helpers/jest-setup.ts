/// <reference types="@testing-library/jest-dom" />
// (The DOM matchers' types for every file; their code is loaded below only where a DOM exists.)
import os from "node:os";
import path from "node:path";

// Tests never write development secrets into the project's .data folder.
process.env.DATA_DIR ??= path.join(os.tmpdir(), `ais-test-${process.pid}`);
process.env.APP_ENV ??= "test";

// The DOM matchers and Testing Library's settings only for the component tests (the files that
// choose jsdom): loading them took about a second in every other file, integration tests on both
// databases included, which never render a component (CPU profile of one file, 2026-11-28).
if (typeof document !== "undefined") {
  /* eslint-disable @typescript-eslint/no-require-imports -- loaded only where a DOM exists */
  require("@testing-library/jest-dom");
  const { configure } = require("@testing-library/dom") as typeof import("@testing-library/dom");
  /* eslint-enable @typescript-eslint/no-require-imports */
  // findBy/waitFor wait up to 5 s instead of 1 s: forms load their checks on first use (decision
  // 231), and in CI's lane beside the PostgreSQL tests that load once took over 1 s (2026-11-26).
  // A passing test waits no longer; only a failure is reported later.
  configure({ asyncUtilTimeout: 5_000 });
}
