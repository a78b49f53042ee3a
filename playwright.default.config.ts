import { defineConfig } from "@playwright/test";
import base from "./playwright.config";

// The same browser setup as playwright.config.ts, but the e2e server runs as the default install
// (E2E_INSTALL=default in e2e/serve.ts: no keys, no mail server, no DEMO_MODE, no stand-ins), and
// only the *.default.spec.ts specs run (issue 44: the default install never dead-ends).
const webServer = Array.isArray(base.webServer) ? base.webServer[0] : base.webServer!;

export default defineConfig({
  ...base,
  testIgnore: undefined,
  testMatch: "**/*.default.spec.ts",
  webServer: { ...webServer, env: { ...(process.env as Record<string, string>), E2E_INSTALL: "default" } },
});
