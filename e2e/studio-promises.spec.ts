import { execFileSync } from "node:child_process";
import type { Page } from "@playwright/test";
import { newPublicSlug, publicCharacterPath } from "@/lib/studio/public-page";
import { videoTiers } from "@/lib/catalog/catalog";
import { probeVideo } from "@/tests/helpers/ffprobe";
import { greyFrames } from "@/tests/helpers/video";
import { test, expect, seedCharacter, signInAsOperator, deliverOrder } from "./fixtures";

// Issue 48's "Done when", as one buyer in demo mode (no AI keys: E2E_AI=demo, the demo voice and
// pictures): a 90-second Mirage template writes a script of its length; the CapCut step's
// template, transition and caption style are seen in the rendered draft video (ffprobe's length,
// frames looked at); a video pack bought in demo mode reaches the operator's console with its
// delivery; the public page answers 404 while off and opens for a visitor once on. The character
// and her demo portrait are seeded (other specs click through those steps), so the one 90 s
// render is the cost; nothing else renders. CI runs it in the AI demo run (.ci/run).
const dir = "test-results/studio-promises";
const shot = (page: Page, name: string) => page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
const TARGET_SECONDS = 90;
// "YouTube Short": a new shot every 5 s at most (lib/studio/wizard/capcut-video/options.ts).
const PACE_FRAMES = 5 * 30;

/** Mean and standard deviation of grey pixels: a blank frame's deviation is about 0. */
function spread(pixels: Buffer) {
  const mean = pixels.reduce((sum, p) => sum + p, 0) / pixels.length;
  return { mean, deviation: Math.sqrt(pixels.reduce((sum, p) => sum + (p - mean) ** 2, 0) / pixels.length) };
}

test("a buyer's 90-second template becomes a 90 s draft video in the chosen style, a video pack reaches the operator, and the public page opens", async ({
  page,
  buyer,
  browser,
}, testInfo) => {
  test.skip(process.env.E2E_AI !== "demo", "demo mode: the server's demo voice and pictures (E2E_AI=demo)");
  // Three runs here took 61 to 115 s (the render 46 to 63 s) on two cores shared with other
  // work; CI's two browser lanes and the image check share its two cores: over twice that margin.
  test.setTimeout(300_000);
  // What was measured, in the report beside the frames.
  const note = (type: string, value: string | number) => testInfo.annotations.push({ type, description: String(value) });
  const c = await seedCharacter(buyer.id, { aboutMe: "I pack light and travel far." });

  // Mirage Video: the 90 s template sets the generator's length; the word count on screen shows it.
  await page.goto(`/user/characters/${c.id}?step=mirage-video`);
  const tutorial = page.getByRole("button", { name: /^Tutorial Content/ });
  await tutorial.click();
  await expect(tutorial).toHaveAttribute("aria-pressed", "true");
  const hint = page.getByText(/^Tutorial Content runs 90 s: about 225 words\. The draft video reads up to 248\. · \d+ words$/);
  await expect(hint).toBeVisible();
  await page.getByLabel("Script topic").fill("packing for a month in one carry-on");
  await page.getByRole("button", { name: "Generate Script" }).click();
  await expect(page.getByLabel("Script", { exact: true })).not.toHaveValue("", { timeout: 30_000 });
  await expect(hint).not.toHaveText(/· 0 words$/);
  const words = Number(/· (\d+) words$/.exec((await hint.textContent())!)![1]);
  note("script words", words);
  expect(Math.abs(words - 225) / 225).toBeLessThanOrEqual(0.1);
  await expect(page.getByTestId("save-status")).toHaveText("Saved");
  await shot(page, "mirage-90s-script");

  // CapCut Video: a template (its pace), a transition and a caption style, then the render.
  await page.goto(`/user/characters/${c.id}?step=capcut-video`);
  for (const [group, choice] of [
    ["Templates", /^YouTube Short/],
    ["Transition", /^Fade through black/],
    ["Caption style", /^Boxed/],
  ] as const) {
    const chip = page.getByRole("group", { name: group }).getByRole("button", { name: choice });
    await chip.click();
    await expect(chip).toHaveAttribute("aria-pressed", "true");
  }
  await expect(page.getByTestId("save-status")).toHaveText("Saved");
  const renderStarted = Date.now();
  await page.getByRole("button", { name: "Generate Edit Package" }).click();
  await expect(page.getByRole("progressbar", { name: "Draft video" })).toBeVisible();
  const player = page.getByTestId("draft-video");
  await expect(player).toBeVisible({ timeout: 240_000 });
  note("render seconds", Math.round((Date.now() - renderStarted) / 1000));
  // The caption under the player says the length it rendered.
  const said = Number(/· (\d+) s · demo voice and pictures$/.exec((await page.locator("figure", { has: player }).locator("figcaption").textContent())!)![1]);
  expect(Math.abs(said - TARGET_SECONDS) / TARGET_SECONDS).toBeLessThanOrEqual(0.1);
  await shot(page, "draft-video-done");

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download video" }).click()]);
  const video = (await download.path())!;
  const probe = await probeVideo(video);
  expect(probe.video).toMatchObject({ codec: "h264", width: 1080, height: 1920 });
  expect(Math.abs(probe.durationSeconds - TARGET_SECONDS) / TARGET_SECONDS).toBeLessThanOrEqual(0.1);

  // Frames looked at: early, middle and late ones are pictures (not blank) and not all the same;
  // each is attached to the report to be seen (the boxed captions among them).
  const looks = [];
  for (const at of [8, 45, 80]) {
    const png = `${dir}/frame-${at}s.png`;
    execFileSync("ffmpeg", ["-v", "error", "-y", "-ss", String(at), "-i", video, "-frames:v", "1", "-vf", "scale=540:960", png]);
    await testInfo.attach(`frame at ${at} s`, { path: png, contentType: "image/png" });
    const small = greyFrames(video, { from: at, frames: 1, size: "27x48" });
    looks.push({ at, small, ...spread(small) });
  }
  note("frames' grey deviation", looks.map((l) => `${l.at} s: ${l.deviation.toFixed(1)}`).join(", "));
  for (const look of looks) expect(look.deviation, `frame at ${look.at} s`).toBeGreaterThan(8);
  const difference = (a: Buffer, b: Buffer) => a.reduce((sum, p, i) => sum + Math.abs(p - b[i]), 0) / a.length;
  expect(Math.max(difference(looks[0].small, looks[1].small), difference(looks[1].small, looks[2].small))).toBeGreaterThan(2);

  // The transition and the pace, in the picture: after the title card, the brightness dips
  // through black at each cut (a "Cut" would not dip) and the cuts come at most 5 s apart.
  const brightness = greyFrames(video, { from: 2, seconds: 18, size: "1x1" });
  const median = [...brightness].sort((a, b) => a - b)[brightness.length >> 1];
  const dips: number[] = [];
  brightness.forEach((b, frame) => {
    if (b < median * 0.35 && (dips.length === 0 || frame - dips[dips.length - 1] > 15)) dips.push(frame);
  });
  note("cuts after the title card (frame from 2 s)", `${dips.join(", ")} (median brightness ${median})`);
  expect(dips.length, `frames darker than a third of ${median}: ${dips.join(", ")}`).toBeGreaterThanOrEqual(3);
  for (let i = 1; i < dips.length; i++) expect(dips[i] - dips[i - 1]).toBeLessThanOrEqual(PACE_FRAMES + 12);

  // A video pack, bought in demo mode with the buyer's fixed e-mail.
  const [pack] = videoTiers;
  await page.goto("/products");
  await page.getByTestId(`video-tier-${pack.id}`).getByRole("link", { name: "Buy 1 video: $49.99" }).click();
  await expect(page.getByRole("heading", { name: "Video pack: 1 video" })).toBeVisible();
  await expect(page.getByText("Demo mode: no real payment is taken")).toBeVisible({ timeout: 15_000 });
  await expect(page.getByLabel("Email")).toHaveValue(buyer.email);
  await page.getByRole("button", { name: "Complete Purchase - $49.99" }).click();
  await expect(page.getByText("Payment Successful!")).toBeVisible({ timeout: 15_000 });
  await page.waitForURL("**/user/dashboard");

  // The operator finds the order with its delivery window, and delivers it.
  const operatorContext = await browser.newContext();
  await signInAsOperator(operatorContext);
  const console_ = await operatorContext.newPage();
  try {
    await console_.goto("/admin/orders");
    await console_.getByRole("searchbox", { name: "Buyer e-mail" }).fill(buyer.email);
    await console_.getByRole("button", { name: "Search" }).click();
    const row = console_.getByTestId("order-row").filter({ hasText: "Video pack: 1 video" });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("$49.99");
    await expect(row.getByTestId("order-status")).toHaveText("Paid");
    await row.getByRole("link").click();
    await expect(console_.getByText(/\(5 business days\)$/)).toBeVisible();
    await deliverOrder(console_, { label: "Your video", url: "https://videos.example/pack-1" });
    await console_.screenshot({ path: `${dir}/operator-order.png`, fullPage: true });
  } finally {
    await operatorContext.close();
  }
  await page.goto("/user/dashboard");
  await expect(page.getByTestId("your-delivery").getByRole("link", { name: /Your video/ })).toHaveAttribute("href", "https://videos.example/pack-1");

  // The public page: 404 for a visitor while it is off; on, it shows the character and her video.
  const path = publicCharacterPath(newPublicSlug(c.name, c.id));
  const visitor = await browser.newContext();
  const visit = await visitor.newPage();
  try {
    expect((await visit.goto(path))?.status()).toBe(404);
    await page.goto(`/user/characters/${c.id}?step=profile`);
    await page.getByLabel("Public profile").check();
    await page.getByRole("button", { name: "Save Profile" }).click();
    await expect(page.getByTestId("public-page-status").getByRole("link")).toHaveText(path);
    expect((await visit.goto(path))?.status()).toBe(200);
    await expect(visit.getByRole("heading", { level: 1, name: "Mia Lopez" })).toBeVisible();
    await expect(visit.getByText("I pack light and travel far.")).toBeVisible();
    const latest = visit.getByRole("region", { name: "Latest video" }).locator("video");
    await expect.poll(() => latest.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 20_000 }).toBeGreaterThanOrEqual(1);
    expect(await latest.evaluate((v: HTMLVideoElement) => Math.round(v.duration))).toBe(Math.round(probe.durationSeconds));
    await visit.screenshot({ path: `${dir}/public-page.png`, fullPage: true });
  } finally {
    await visitor.close();
  }
});
