import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { unzip } from "@/tests/helpers/zip";
import { probeVideo } from "@/tests/helpers/ffprobe";
import { test, expect, seededPrisma } from "./fixtures";

// Issue 22, in demo mode (no keys): a new character, its reference picture, a script, then
// "Generate Edit Package" renders the draft video as a job; the buyer watches it, downloads the
// MP4 and the edit package. ffprobe checks the file: 1080x1920, H.264, AAC, as long as the speech.
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/draft-video/${name}.png`, fullPage: true });
const dot = (page: Page, n: number) => page.getByRole("button", { name: new RegExp(`^Go to step ${n}:`) });
const SCRIPT =
  "Three packing mistakes I made so you don't have to. First, I packed for the trip I imagined, not the one I took. " +
  "Second, I left no room for the things I would bring home. Third, I forgot that laundry exists everywhere. " +
  "Pack half, bring twice the money, and enjoy the trip.";

test("a new character becomes a downloaded 1080x1920 MP4 and an edit package", async ({ page, buyer }) => {
  test.skip(process.env.E2E_AI !== "demo", "demo mode: the server demo voice and demo pictures (E2E_AI=demo)");
  test.setTimeout(240_000);

  await page.goto("/user/characters/new");
  await page.getByLabel("Name").fill("Mia Lopez");
  await page.getByRole("button", { name: "Create Character" }).click();
  await expect(page).toHaveURL(/\/user\/characters\/[0-9a-f-]{36}/);
  expect(await seededPrisma().character.count({ where: { userId: buyer.id, name: "Mia Lopez" } })).toBe(1);

  // Reference: a demo portrait, kept as the character's picture.
  await dot(page, 4).click();
  await page.getByRole("button", { name: /Generate Reference Image/ }).click();
  await expect(page.getByTestId("reference-image")).toBeVisible({ timeout: 60_000 });

  // Mirage Video: the script the video reads.
  await dot(page, 10).click();
  await page.getByLabel("Script", { exact: true }).fill(SCRIPT);
  await expect(page.getByTestId("save-status")).toHaveText("Saved");

  // CapCut Video: the edit plan, then the render runs as a job with live progress.
  await dot(page, 11).click();
  await page.getByLabel("Music style").fill("upbeat lo-fi, 100 BPM");
  // A bundled bed under the voice (issue 48, decision 431); the written style reaches only edit-plan.md.
  const calmPad = page.getByRole("group", { name: "Music bed" }).getByRole("button", { name: /^Calm pad/ });
  await calmPad.click();
  await expect(calmPad).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("draft-follows")).toHaveText(
    "The draft video follows the template's pace, the transition, the caption style and the music bed. Editing instructions, the music style you write and visual effects reach only edit-plan.md.",
  );
  await expect(page.getByText(/your character's voice reading it over the music bed you picked \(if any\)/)).toBeVisible();
  await expect(page.getByTestId("save-status")).toHaveText("Saved");
  await page.getByRole("button", { name: "Generate Edit Package" }).click();
  await expect(page.getByRole("progressbar", { name: "Draft video" })).toBeVisible();
  await shot(page, "rendering");
  const player = page.getByTestId("draft-video");
  await expect(player).toBeVisible({ timeout: 180_000 });
  await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 20_000 }).toBeGreaterThanOrEqual(1);
  expect(await player.evaluate((v: HTMLVideoElement) => [v.videoWidth, v.videoHeight])).toEqual([1080, 1920]);
  await shot(page, "done");

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download video" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^Mia Lopez draft video\.mp4$/);
  const probe = await probeVideo((await download.path())!);
  expect(probe.video).toMatchObject({ codec: "h264", width: 1080, height: 1920 });
  expect(probe.audio).toMatchObject({ codec: "aac" });
  const speechSeconds = Number(await page.getByTestId("draft-video").getAttribute("data-speech-seconds"));
  expect(speechSeconds).toBeGreaterThanOrEqual(15);
  expect(Math.abs(probe.durationSeconds - speechSeconds) / speechSeconds).toBeLessThanOrEqual(0.1);

  // The edit package: the MP4, its captions as SRT, the picture, the voice and the script.
  const [zip] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download edit package" }).click()]);
  const files = await unzip(await readFile((await zip.path())!));
  const names = [...files.keys()];
  expect(names).toEqual(
    expect.arrayContaining([
      "Mia Lopez/video/draft-video.mp4",
      "Mia Lopez/video/captions.srt",
      "Mia Lopez/images/reference.svg",
      "Mia Lopez/script/script.txt",
      "Mia Lopez/edit/edit-plan.md",
    ]),
  );
  expect(names.some((n) => /^Mia Lopez\/video\/voice\.(wav|mp3)$/.test(n))).toBe(true);
  expect(files.get("Mia Lopez/video/captions.srt")!.toString()).toMatch(/^1\r?\n00:00:0\d,\d{3} --> /);
  expect(files.get("Mia Lopez/edit/edit-plan.md")!.toString()).toContain("## Music bed\n\nCalm pad\n");
  expect(files.get("Mia Lopez/video/draft-video.mp4")!.length).toBe((await readFile((await download.path())!)).length);

  // The dashboard's figures are this buyer's, from the database (issue 31): the rendered video
  // counts, and so do the generated assets (the reference image and the video's voice).
  await page.goto("/user/dashboard");
  await expect(page.getByTestId("stat-Videos Created")).toHaveText("1");
  await expect(page.getByTestId("stat-Assets Generated")).not.toHaveText("0");
  await expect(page.getByTestId("stat-Assets Generated")).not.toHaveText("200+");
  await page.screenshot({ path: "test-results/draft-video/dashboard-counts.png" });
});
