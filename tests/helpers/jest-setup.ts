import "@testing-library/jest-dom";
import { configure } from "@testing-library/dom";
import os from "node:os";
import path from "node:path";

// Tests never write development secrets into the project's .data folder.
process.env.DATA_DIR ??= path.join(os.tmpdir(), `ais-test-${process.pid}`);
process.env.APP_ENV ??= "test";

// findBy/waitFor wait up to 5 s instead of 1 s: forms load their checks on first use (decision
// 231), and in CI's lane beside the PostgreSQL tests that load once took over 1 s (2026-11-26).
// A passing test waits no longer; only a failure is reported later.
configure({ asyncUtilTimeout: 5_000 });
