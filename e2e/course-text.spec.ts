import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { LESSON_TEXTS } from "../lib/course/lesson-texts.server";
import { expect, seedUser, signInAs, test } from "./fixtures";

// The written lessons are what a buyer pays for: they reach a browser only inside the
// buyer-gated /user/course page, never in the public client bundle anyone can download.
// One sentence opening per lesson, cut before any character a bundler would escape.
const OPENINGS = Object.values(LESSON_TEXTS).map((text) => text.paragraphs[0]!.split(/["'\\]/)[0]!.slice(0, 60));

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

test("no lesson text is in the built client bundle (.next/static)", () => {
  const files = filesUnder(path.join(process.cwd(), ".next", "static")).filter((f) => /\.(js|css|json|txt|html)$/.test(f));
  expect(files.length).toBeGreaterThan(10);
  const leaks = files.flatMap((file) => {
    const text = readFileSync(file, "utf8");
    return OPENINGS.filter((opening) => text.includes(opening)).map((opening) => `${path.relative(process.cwd(), file)}: ${opening}`);
  });
  expect(leaks).toEqual([]);
  // The check can find what it looks for: the server build does carry the lessons.
  const server = filesUnder(path.join(process.cwd(), ".next", "server")).filter((f) => f.endsWith(".js"));
  expect(server.some((file) => readFileSync(file, "utf8").includes(OPENINGS[0]!))).toBe(true);
});

test("a signed-in user without a purchase gets no lesson text; a buyer reads it", async ({ page, context }) => {
  const visitor = await seedUser();
  await signInAs(context, visitor.id);
  const gated = await (await page.request.get("/user/course")).text();
  expect(gated).toContain("The course comes with your purchase");
  expect(OPENINGS.filter((opening) => gated.includes(opening))).toEqual([]);

  const buyer = await seedUser({ purchase: true });
  await context.clearCookies();
  await signInAs(context, buyer.id);
  await page.goto("/user/course");
  await page.getByText("Define the persona and niche").click();
  await expect(page.getByText(OPENINGS[0]!, { exact: false })).toBeVisible();
});
