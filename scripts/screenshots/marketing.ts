// Screenshots of the public pages at desktop and phone width, for a person to look at (issue 43:
// this was a browser test that asserted nothing). Against a running server:
//   npm run screenshots:marketing -- [base URL, default http://127.0.0.1:3000] [folder, default test-results/marketing]
// Writes <page>-<width>.png per page and width, whole-page, and prints each file it wrote.
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";

const PAGES = ["/", "/products", "/services", "/sophia", "/terms", "/privacy", "/refunds"];
const SIZES = [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
];
// The browser the browser tests use (playwright.config.ts, decision 242).
const HEADLESS_SHELL = "/usr/lib/chromium/chromium-headless-shell";
const executablePath = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");

async function main() {
  const base = process.argv[2] ?? "http://127.0.0.1:3000";
  const folder = path.resolve(process.argv[3] ?? "test-results/marketing");
  mkdirSync(folder, { recursive: true });
  const browser = await chromium.launch({ executablePath, args: ["--no-sandbox", "--disable-gpu"] });
  try {
    const page = await browser.newPage();
    for (const size of SIZES) {
      await page.setViewportSize(size);
      for (const route of PAGES) {
        const response = await page.goto(new URL(route, base).toString());
        if (!response?.ok()) throw new Error(`${route} answered ${response?.status() ?? "nothing"}`);
        const file = path.join(folder, `${route.slice(1) || "home"}-${size.width}.png`);
        await page.screenshot({ path: file, fullPage: true });
        console.log(file);
      }
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
