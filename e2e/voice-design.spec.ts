import { test, expect, seededPrisma } from "./fixtures";

// The Voice step's design (decisions 107-109): preset and sliders saved on the character, three
// variations of one sentence, and keeping one. With E2E_AI=demo the browser speaks each sample;
// otherwise the ElevenLabs stand-in renders MP3s.
const demo = process.env.E2E_AI === "demo";

test("a buyer designs the voice, compares three variations and keeps one; a reload shows it", async ({ page, buyer }) => {
  // Records what the page asks the browser to say (the demo voice), as the listener would hear it.
  await page.addInitScript(() => {
    const w = window as unknown as { spoken: object[] };
    w.spoken = [];
    speechSynthesis.speak = (u: SpeechSynthesisUtterance) => void w.spoken.push({ text: u.text, rate: u.rate, pitch: u.pitch, volume: u.volume, lang: u.lang });
  });
  const character = await seededPrisma().character.create({ data: { userId: buyer.id, name: "Noa Field" } });
  await page.goto(`/user/characters/${character.id}?step=voice`);

  // Never designed: Sarah with ElevenLabs' defaults.
  // (The first load can be slow on a busy machine.)
  await expect(page.getByRole("radio", { name: /^Sarah/ })).toBeChecked({ timeout: 20_000 });
  await expect(page.getByRole("slider", { name: "Stability" })).toHaveValue("0.5");
  await expect(page.getByRole("button", { name: "Save Voice" })).toBeDisabled();

  await page.getByRole("radio", { name: /^Oliver/ }).check();
  await page.getByRole("slider", { name: "Speed" }).fill("1.15");
  await page.getByRole("checkbox", { name: "Speaker boost" }).uncheck();
  await expect(page.getByText("1.15×")).toBeVisible();
  await page.getByRole("button", { name: "Save Voice" }).click();
  await expect(page.getByRole("button", { name: "Voice Saved" })).toBeDisabled();

  await page.reload();
  await expect(page.getByRole("radio", { name: /^Oliver/ })).toBeChecked({ timeout: 20_000 });
  await expect(page.getByRole("slider", { name: "Speed" })).toHaveValue("1.15");
  await expect(page.getByRole("checkbox", { name: "Speaker boost" })).not.toBeChecked();

  await page.getByRole("button", { name: "Generate Voice Variations" }).click();
  const samples = page.getByRole("list", { name: "Voice variations" }).getByRole("listitem");
  await expect(samples).toHaveCount(3);
  await expect(samples.nth(0)).toContainText("Your settings");
  await expect(samples.nth(1)).toContainText("Calmer");
  await expect(samples.nth(1)).toContainText("Stability 0.75 · Similarity 0.75 · Style 0.00 · Speed 1.05×");
  await expect(samples.nth(2)).toContainText("Livelier");
  if (demo) {
    // Each sample is spoken by the browser with its own settings, shown beside its Play button.
    await expect(page.getByText("your browser speaks the text instead")).toBeVisible();
    await expect(page.getByTestId("browser-speech")).toHaveText([
      "Browser voice en-GB: rate 1.035 · pitch 1 · volume 0.825",
      "Browser voice en-GB: rate 0.945 · pitch 0.9 · volume 0.825",
      "Browser voice en-GB: rate 1.08 · pitch 1.225 · volume 0.825",
    ]);
    await page.getByRole("button", { name: "Play Calmer sample" }).click();
    await page.getByRole("button", { name: "Play Livelier sample" }).click();
    const spoken = await page.evaluate(() => (window as unknown as { spoken: { rate: number; pitch: number; lang: string }[] }).spoken);
    // The browser keeps rate and pitch as 32-bit floats.
    const r = (x: number) => Math.round(x * 1000) / 1000;
    expect(spoken.map((u) => [r(u.rate), r(u.pitch), u.lang])).toEqual([
      [0.945, 0.9, "en-GB"],
      [1.08, 1.225, "en-GB"],
    ]);
  } else {
    await expect(samples.locator("audio")).toHaveCount(3);
    await expect(samples.nth(1).locator("audio")).toHaveAttribute("src", /^data:audio\/mpeg;base64,/);
  }
  await page.screenshot({ path: "test-results/voice-design/variations.png", fullPage: true });

  await page.getByRole("button", { name: "Keep Calmer" }).click();
  await expect(page.getByRole("button", { name: "Calmer: kept" })).toBeDisabled();
  await page.reload();
  await expect(page.getByRole("slider", { name: "Stability" })).toHaveValue("0.75", { timeout: 20_000 });
  await expect(page.getByRole("slider", { name: "Speed" })).toHaveValue("1.05");
  await expect(page.getByRole("radio", { name: /^Oliver/ })).toBeChecked();
  const saved = await seededPrisma().character.findUniqueOrThrow({ where: { id: character.id } });
  expect(saved.voiceSettings).toEqual({ preset: "Oliver", stability: 0.75, similarityBoost: 0.75, style: 0, speed: 1.05, useSpeakerBoost: false });
});
