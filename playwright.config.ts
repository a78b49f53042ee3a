import { defineConfig, devices } from "@playwright/test";
import os from "node:os";
import path from "node:path";

// Drives Debian's Chromium (Playwright's own browser download cannot run here) against
// `next start` on an embedded database of its own, so runs never touch a developer's data.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const dataDir = path.join(os.tmpdir(), `ais-e2e-${Date.now()}`);

export default defineConfig({
  testDir: "./e2e",
  outputDir: "./test-results",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  globalSetup: "./e2e/global-setup.ts",
  webServer: {
    // The build is made once beforehand (npm run build, or .ci/run's build stage).
    command: `npx next start -p ${PORT}`,
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { DATA_DIR: dataDir, APP_URL: `http://localhost:${PORT}`, APP_ENV: "test", ...e2eServiceEnv() },
  },
});

/** Outside services point at the local stand-ins that e2e/global-setup.ts starts. */
function e2eServiceEnv(): Record<string, string> {
  return {};
}
