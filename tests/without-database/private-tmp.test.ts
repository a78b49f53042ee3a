import { existsSync, mkdirSync, readdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";

// Every test file gets a temporary folder of its own (tests/helpers/private-tmp-environment.cjs),
// so a test that counts or cleans scratch folders counts only its own (issue 41).
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the environment is CommonJS, as Jest loads it
const PrivateTmpEnvironment = require("../helpers/private-tmp-environment.cjs");

const shared = process.env.AIS_SHARED_TMP!;

test("this file's os.tmpdir() is a fresh folder of its own inside the machine's temporary folder", () => {
  const mine = os.tmpdir();
  expect(shared).toBeTruthy();
  expect(mine).not.toBe(shared);
  expect(path.dirname(mine)).toBe(shared);
  expect(path.basename(mine)).toMatch(/^ais-test-file-/);
  // What the product makes there is this file's alone: the jest setup's data folder at most.
  expect(readdirSync(mine).filter((entry) => !entry.startsWith("ais-test-"))).toEqual([]);
});

// Loaded inside the test's sandbox, the environment sets the sandbox's copy of TMPDIR (os.tmpdir()
// reads the worker's own, which the first test shows is set): enough to see the folder's life.
test("the environment gives each file another folder, and removes it and restores TMPDIR after the file", async () => {
  const before = process.env.TMPDIR;
  const config = { globalConfig: {}, projectConfig: { testEnvironmentOptions: {}, globals: {} } };
  const context = { console, docblockPragmas: {}, testPath: __filename };
  const environment = new PrivateTmpEnvironment(config, context);
  const dir: string = environment.privateTmp.dir;
  try {
    expect(process.env.TMPDIR).toBe(dir);
    expect(existsSync(dir)).toBe(true);
    expect(dir).not.toBe(before);
    mkdirSync(path.join(dir, "course-upload-left-behind"));
  } finally {
    await environment.teardown();
  }
  expect(existsSync(dir)).toBe(false);
  expect(process.env.TMPDIR).toBe(before);
});
