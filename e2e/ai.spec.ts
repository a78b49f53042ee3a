import { test, expect } from "./fixtures";

// /tests/ai against the OpenAI, Leonardo and ElevenLabs stand-ins (e2e/serve.ts).
test("the AI test page runs profile, script, reference, consistency test and voice", async ({ page, buyer }) => {
  test.setTimeout(90_000);
  void buyer;
  await page.goto("/tests/ai");
  await expect(page.getByRole("heading", { name: "AI Services Test" })).toBeVisible();
  for (const service of ["openai", "leonardo", "elevenlabs"]) await expect(page.getByTestId(`status-${service}`)).toContainText("Ready");

  // Text: the script waits for a generated character.
  await expect(page.getByRole("button", { name: "Generate Script" })).toBeDisabled();
  await page.getByLabel("Age", { exact: true }).selectOption("31");
  await page.getByLabel("Second ethnicity").selectOption("none");
  await page.getByRole("button", { name: "Generate Profile" }).click();
  await expect(page.getByTestId("generated-profile")).toContainText("Ava Stone");
  await page.getByLabel("Script topic").fill("morning routines");
  await page.getByRole("button", { name: "Generate Script" }).click();
  await expect(page.getByTestId("script")).toContainText("Hook!");

  // Images: no consistency test before a reference exists; progress while it generates.
  await expect(page.getByRole("button", { name: /Run Consistency Test/ })).toHaveCount(0);
  await page.getByRole("button", { name: "Generate Reference Prompt" }).click();
  await expect(page.getByLabel("Image prompt")).toHaveValue(/31-year-old/);
  await page.getByLabel("Image prompt").fill("");
  await expect(page.getByRole("button", { name: /Generate Reference Image/ })).toBeDisabled();
  await expect(page.getByText("Add an image prompt to generate reference image")).toBeVisible();
  await page.getByRole("button", { name: "Use Default" }).click();
  await page.getByRole("button", { name: /Generate Reference Image/ }).click();
  await expect(page.getByRole("progressbar", { name: "Reference image" })).toBeVisible();
  const reference = page.getByTestId("reference-image");
  await expect(reference).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/^Generation ID: /)).toBeVisible();
  await expect(page.getByText(/^Image ID: /)).toBeVisible();
  const box = (await reference.boundingBox())!;
  expect(box.height / box.width).toBeCloseTo(4 / 3, 1);

  await page.getByRole("button", { name: /Run Consistency Test/ }).click();
  await expect(page.getByRole("progressbar", { name: "Consistency test" })).toBeVisible();
  await expect(page.getByText(/Shot \d of 4/)).toBeVisible();
  await expect(page.getByTestId("shot")).toHaveCount(4, { timeout: 60_000 });
  for (const name of ["Professional Office", "Outdoor Natural", "Gym Active", "Studio Artistic"]) {
    await expect(page.getByRole("img", { name: `${name} shot` })).toBeVisible();
  }
  const shot = (await page.getByTestId("shot").first().boundingBox())!;
  expect(shot.height / shot.width).toBeCloseTo(16 / 9, 1);

  // Results survive a reload.
  await page.reload();
  await expect(page.getByTestId("reference-image")).toBeVisible();
  await expect(page.getByTestId("shot")).toHaveCount(4);

  // Voice: list for the model, changing the model clears the voice, speech gives a player.
  await expect(page.getByLabel("Voice", { exact: true }).locator("option", { hasText: "Rachel" })).toHaveCount(1);
  await page.getByLabel("Voice", { exact: true }).selectOption({ label: "Rachel (premade)" });
  await expect(page.getByLabel("Voice model")).toHaveAccessibleDescription("Eleven v3, the newest model with audio tags, is not available through the API.");
  await page.getByLabel("Voice model").selectOption("eleven_turbo_v2");
  await expect(page.getByLabel("Voice", { exact: true })).toHaveValue("");
  await expect(page.getByRole("button", { name: "Generate Speech" })).toBeDisabled();
  await page.getByLabel("Voice", { exact: true }).selectOption({ label: "Adam (premade)" });
  await page.getByRole("button", { name: "Generate Speech" }).click();
  await expect(page.getByTestId("speech-audio")).toHaveAttribute("src", /^data:audio\/mpeg;base64,/);
  await expect(page.getByRole("button", { name: "Play Audio" })).toBeEnabled();
});

test("signed-out visitors get the 404 page", async ({ page }) => {
  await page.goto("/tests/ai");
  await expect(page.getByText("404 Page Not Found")).toBeVisible();
});
