import "@testing-library/jest-dom";
import os from "node:os";
import path from "node:path";

// Tests never write development secrets into the project's .data folder.
process.env.DATA_DIR ??= path.join(os.tmpdir(), `ais-test-${process.pid}`);
process.env.APP_ENV ??= "test";
