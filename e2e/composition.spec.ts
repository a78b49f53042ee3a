import type { Page } from "@playwright/test";
import { test, expect, seededPrisma } from "./fixtures";

// Issue 20 (decisions 104, 105): in demo mode (no AI keys) the Composition step's Preview Style
// and Apply Composition work, and what the buyer saved on the Variables and Composition steps is
// visibly in the pictures they make.
test.skip(process.env.E2E_AI !== "demo", "needs the server started with E2E_AI=demo");

const step = (page: Page, id: string, slug: string) => page.goto(`/user/characters/${id}?step=${slug}`);
const saved = (page: Page) => expect(page.getByTestId("save-status")).toHaveText("Saved");
/** The SVG a demo picture holds: a preview's data URL, or a kept shot's file in the media store (decision 129). */
const svgOf = async (page: Page, testId: string) => {
  const src = (await page.getByTestId(testId).first().getAttribute("src")) ?? "";
  if (src.startsWith("/api/user/assets/")) return (await page.request.get(src)).text();
  return Buffer.from(src.replace(/^data:image\/svg\+xml;base64,/, ""), "base64").toString("utf8");
};
const SHOT = `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="16"><rect width="9" height="16" fill="#999"/></svg>').toString("base64")}`;

test("Preview Style and Apply Composition draw the saved settings", async ({ page, buyer }) => {
  const character = await seededPrisma().character.create({ data: { userId: buyer.id, name: "Noa Field", gender: "female", age: 28 } });
  await seededPrisma().asset.create({
    data: {
      characterId: character.id,
      kind: "shot",
      url: SHOT,
      meta: { imageId: "demo-img-1a2b3c", scenario: "Gym Active", category: "fitness", key: "gym_active" },
    },
  });

  await step(page, character.id, "variables");
  await page.getByRole("textbox", { name: "Outfit" }).fill("navy blazer");
  await page.getByLabel("Avoid").fill("logos");
  await saved(page);

  await step(page, character.id, "composition");
  await page.getByRole("button", { name: "Urban city" }).click();
  await page.getByRole("button", { name: "Wide Shot" }).click();
  await page.getByLabel("Lighting").fill("warm light from the left");
  await saved(page);

  await page.getByRole("button", { name: "Preview Style" }).click();
  await expect(page.getByTestId("style-preview")).toBeVisible({ timeout: 30_000 });
  const first = await svgOf(page, "style-preview");
  expect(first).toContain('data-background="Urban city"');
  expect(first).toContain('data-scale="0.55"');
  expect(first).toContain("Avoid: logos");
  expect(first).toContain('fill="#1e3a8a"'); // the navy blazer
  await expect(page.getByText("Shot: Wide Shot · Background: Urban city · Light: warm light from the left · Outfit: navy blazer")).toBeVisible();

  // A changed field changes the picture.
  await page.getByRole("button", { name: "Cozy home" }).click();
  await saved(page);
  await page.getByRole("button", { name: "Preview Style" }).click();
  await expect.poll(() => svgOf(page, "style-preview"), { timeout: 30_000 }).toContain('data-background="Cozy home"');

  await page.getByRole("checkbox", { name: "Gym Active" }).check();
  await page.getByRole("button", { name: "Apply Composition" }).click();
  await expect(page.getByTestId("composed-shot")).toBeVisible({ timeout: 30_000 });
  expect(await svgOf(page, "composed-shot")).toContain('data-background="Cozy home"');
  await expect(page.getByText("Composition applied to 1 shot")).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Gym Active (composed)" })).toBeVisible();
  await page.screenshot({ path: "test-results/composition/composition-step.png", fullPage: true });
});
