import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { FIRST_COURSE } from "../tests/fixtures/first-course";
import { expect, seedUser, signInAs, test } from "./fixtures";

// The written lessons are what a buyer pays for. They live in the database (the seeded default
// course says what the first course said) and reach a browser only inside the buyer-gated lesson
// pages, rendered to HTML on the server: never in the public client bundle anyone can download,
// and with no Markdown code shipped to the browser either.
// One sentence opening per lesson, cut before any character a bundler would escape.
const OPENINGS = FIRST_COURSE.flatMap((m) => m.lessons).map((lesson) => lesson.paragraphs[0]!.split(/["'\\]/)[0]!.slice(0, 60));
const FIRST_LESSON = "/user/course/define-the-persona-and-niche";

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

test("no lesson text is in the built client bundle (.next/static), and a buyer's lesson page has it", async ({ page, buyer }) => {
  const files = filesUnder(path.join(process.cwd(), ".next", "static")).filter((f) => /\.(js|css|json|txt|html)$/.test(f));
  expect(files.length).toBeGreaterThan(10);
  const leaks = files.flatMap((file) => {
    const text = readFileSync(file, "utf8");
    return OPENINGS.filter((opening) => text.includes(opening)).map((opening) => `${path.relative(process.cwd(), file)}: ${opening}`);
  });
  expect(leaks).toEqual([]);
  // The check can find what it looks for: the buyer's lesson page carries the text.
  expect(buyer.id).toBeTruthy();
  expect(await (await page.request.get(FIRST_LESSON)).text()).toContain(OPENINGS[0]!);
});

test("the lesson page ships no Markdown code: its scripts hold neither the parser nor the sanitiser", async ({ page, buyer }) => {
  expect(buyer.id).toBeTruthy();
  const scripts: string[] = [];
  page.on("response", async (response) => {
    if (response.request().resourceType() === "script") scripts.push(await response.text().catch(() => ""));
  });
  await page.goto(FIRST_LESSON);
  await expect(page.getByRole("heading", { level: 1, name: "Define the persona and niche" })).toBeVisible();
  await expect(page.getByText(OPENINGS[0]!, { exact: false })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(scripts.length).toBeGreaterThan(3);
  // rehype-sanitize's schema and micromark's parser: strings minification keeps.
  const markdownCode = scripts.filter((s) => s.includes("clobberPrefix") || s.includes("micromark") || s.includes("user-content-"));
  expect(markdownCode).toEqual([]);
});

test("a signed-in user without a purchase gets no lesson text and the 404 page for a lesson; a buyer reads it", async ({ page, context }) => {
  const visitor = await seedUser();
  await signInAs(context, visitor.id);
  const gated = await (await page.request.get("/user/course")).text();
  expect(gated).toContain("The course comes with your purchase");
  expect(OPENINGS.filter((opening) => gated.includes(opening))).toEqual([]);
  const lesson = await page.request.get(FIRST_LESSON);
  expect(lesson.status()).toBe(404);
  const text = await lesson.text();
  expect(text).toContain("404 Page Not Found");
  expect(OPENINGS.filter((opening) => text.includes(opening))).toEqual([]);

  const buyer = await seedUser({ purchase: true });
  await context.clearCookies();
  await signInAs(context, buyer.id);
  await page.goto("/user/course");
  await page
    .getByRole("link", { name: /Define the persona and niche/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`${FIRST_LESSON}$`));
  await expect(page.getByText(OPENINGS[0]!, { exact: false })).toBeVisible();
  // The steps are a numbered list, and the "try it" link stays on the site.
  await expect(page.getByRole("listitem").filter({ hasText: "Choose the niche and three recurring topics." })).toBeVisible();
  await expect(page.getByRole("link", { name: "Try it in the studio" })).toHaveAttribute("href", "/user/characters");
});
