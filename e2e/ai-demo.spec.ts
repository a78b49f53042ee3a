import { test, expect } from "./fixtures";

// Demo mode: run with E2E_AI=demo (e2e/serve.ts then leaves every AI key unset).
test.skip(process.env.E2E_AI !== "demo", "needs the server started with E2E_AI=demo");

test("without keys every panel works in labelled demo mode", async ({ page, buyer }) => {
  void buyer;
  await page.goto("/tests/ai");
  for (const service of ["openai", "leonardo", "elevenlabs"]) await expect(page.getByTestId(`status-${service}`)).toContainText("Demo");
  await page.getByLabel("Profession").selectOption("Photographer");
  await page.getByRole("button", { name: "Generate Profile" }).click();
  await expect(page.getByTestId("generated-profile")).toContainText("Photographer");
  await page.getByRole("button", { name: /Generate Reference Image/ }).click();
  await expect(page.getByTestId("reference-image")).toHaveAttribute("src", /^data:image\/svg\+xml;base64,/, { timeout: 20_000 });
  await expect(page.getByText("Demo image (no Leonardo key)")).toBeVisible();
  await page.getByLabel("Voice", { exact: true }).selectOption("browser-female");
  await page.getByRole("button", { name: "Generate Speech" }).click();
  await expect(page.getByText(/valid ElevenLabs API key is needed for AI voices/)).toBeVisible();
});
