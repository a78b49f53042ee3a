// Jest's node environment with a temporary folder of the test file's own (issue 41). The product
// makes its scratch folders with os.tmpdir(), which reads TMPDIR from the worker process's real
// environment, not the test's copy of it; so this environment, which runs outside the test's
// sandbox, points TMPDIR at a fresh folder before the file's first line and removes the folder
// after its last. A test that counts or cleans scratch folders then counts only its own: two
// workers running files that make and remove "course-upload-*" folders once moved each other's
// count (clean-clone CI run of 2026-11-27). A worker runs one file at a time, so the setting is
// the file's for its whole run. Component tests choose jsdom with a docblock and make no files.
/* eslint-disable @typescript-eslint/no-require-imports -- Jest requires a test environment as CommonJS */
const { mkdtempSync, rmSync } = require("node:fs");
const os = require("node:os");
const path = require("node:path");
const NodeEnvironment = require("jest-environment-node").TestEnvironment;

/** The machine's temporary folder, before any test file's TMPDIR is set. */
const SHARED_TMP = process.env.AIS_SHARED_TMP ?? os.tmpdir();
process.env.AIS_SHARED_TMP = SHARED_TMP;

class PrivateTmpEnvironment extends NodeEnvironment {
  constructor(config, context) {
    const previous = process.env.TMPDIR;
    const dir = mkdtempSync(path.join(SHARED_TMP, "ais-test-file-"));
    // Set before the sandbox copies process.env, so the test's process.env.TMPDIR agrees.
    process.env.TMPDIR = dir;
    super(config, context);
    this.privateTmp = { dir, previous };
  }

  async teardown() {
    await super.teardown();
    const { dir, previous } = this.privateTmp;
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
    rmSync(dir, { recursive: true, force: true });
  }
}

module.exports = PrivateTmpEnvironment;
