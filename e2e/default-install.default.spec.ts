import { randomUUID } from "node:crypto";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { unzip } from "@/tests/helpers/zip";
import { probeVideo } from "@/tests/helpers/ffprobe";
import { test, expect, seededPrisma, seedUser, signInAs, serverMediaStore } from "./fixtures";

// Issue 44's Done-when: the default install (`npm ci && npm start`: no Stripe, AI, drive or mail
// settings, no DEMO_MODE; E2E_INSTALL=default through playwright.default.config.ts) never
// dead-ends. A guest buys, then downloads a voice sample made without an ElevenLabs key, exports
// to the demo drive, sends a package to it; the seller sees the receipt queued in the outbox and a
// lesson video whose conversion failed shown as failed with Retry.

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/default-install/${name}.png`, fullPage: true });

test("a guest buys, makes a Demo voice sample, exports and sends a package to the demo drive; nothing says sent", async ({ page }) => {
  test.setTimeout(180_000);
  // The browser's speech is recorded, as the buyer would hear it.
  await page.addInitScript(() => {
    const w = window as unknown as { spoken: string[] };
    w.spoken = [];
    speechSynthesis.speak = (u: SpeechSynthesisUtterance) => void w.spoken.push(u.text);
  });

  // A guest purchase with the demo payment (no Stripe keys).
  const email = `guest-${Date.now()}@example.com`;
  await page.goto("/checkout");
  await expect(page.getByText("Demo mode: no real payment is taken")).toBeVisible({ timeout: 20_000 });
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Complete Purchase - $39.99" }).click();
  await page.waitForURL("**/user/set-password");
  const fields = page.locator('input[type="password"]');
  await fields.nth(0).fill("a-long-password");
  await fields.nth(1).fill("a-long-password");
  await page.getByRole("button", { name: "Set Password & Continue" }).click();
  await page.waitForURL("**/user/dashboard");
  const user = await (await page.request.get("/api/user")).json();

  // From an empty character: Generate Speech speaks in the browser and keeps a Demo voice clip.
  const character = await seededPrisma().character.create({ data: { userId: user.id, name: "Noa Default" } });
  await page.goto(`/user/characters/${character.id}?step=voice`);
  const studio = page.getByRole("region", { name: "Voice studio" });
  const voice = studio.getByLabel("Voice", { exact: true });
  await expect(voice.locator("option")).not.toHaveCount(1, { timeout: 20_000 });
  await voice.selectOption({ index: 1 });
  await studio.getByRole("button", { name: "Generate Speech" }).click();
  await expect(studio.getByText('A copy spoken by the server\'s "Demo voice" is saved to this character')).toBeVisible({ timeout: 30_000 });
  await expect(studio.getByText("Demo voice: the saved copy")).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { spoken: string[] }).spoken)).toEqual([
    "Hi! Welcome to my channel. Today I'm sharing three quick tips.",
  ]);
  await shot(page, "voice-demo-clip");

  // Download Voice Samples: a ZIP with an MP3 that ffprobe reads.
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download Voice Samples" }).click();
  const zip = await download;
  expect(zip.suggestedFilename()).toBe("Noa Default voice samples.zip");
  const files = await unzip(await readFile((await zip.path())!));
  const mp3s = [...files.keys()].filter((name) => name.endsWith(".mp3"));
  expect(mp3s).toEqual([expect.stringMatching(/^Noa Default voice samples\/voice\/01-demo-voice-.+\.mp3$/)]);
  const dir = await mkdtemp(path.join(os.tmpdir(), "default-install-"));
  try {
    await writeFile(path.join(dir, "clip.mp3"), files.get(mp3s[0]!)!);
    const probe = await probeVideo(path.join(dir, "clip.mp3"));
    expect(probe.audio?.codec).toBe("mp3");
    expect(probe.durationSeconds).toBeGreaterThan(1);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }

  // The demo drive is offered without DEMO_MODE, beside the three drives that are not set up.
  await page.goto("/user/settings/storage");
  const demo = page.getByTestId("storage-demo");
  await demo.getByRole("button", { name: "Connect" }).click();
  await expect(demo.getByText("Connected", { exact: true })).toBeVisible();
  await expect(page.getByTestId("storage-dropbox").getByRole("button", { name: "Connect" })).toBeDisabled();
  await page.getByTestId(`export-${character.id}`).getByRole("button", { name: "Export Assets" }).click();
  const exportDialog = page.getByRole("dialog", { name: "Export Assets" });
  await expect(exportDialog.getByRole("radio", { name: /Demo drive/ })).toBeChecked();
  await exportDialog.getByRole("button", { name: "Export to Demo drive" }).click();
  await expect(exportDialog.getByTestId("export-report")).toHaveText("Uploaded 1 of 1 files to the folder “Noa Default” on Demo drive.");
  await shot(page, "export-demo-drive");
  await exportDialog.getByRole("button", { name: "Close" }).click();

  // The package, sent to the demo drive from the Mirage Video step.
  await page.goto(`/user/characters/${character.id}?step=mirage-video`);
  await page.getByRole("button", { name: "Send package to drive" }).click();
  const sendDialog = page.getByRole("dialog", { name: "Send package to drive" });
  await expect(sendDialog.getByRole("radio", { name: /Demo drive/ })).toBeChecked();
  await sendDialog.getByRole("button", { name: "Send to Demo drive" }).click();
  // The export made the folder "Noa Default" a moment ago, so the package gets the next one, as on a real drive.
  await expect(sendDialog.getByRole("status")).toContainText("Saved “Noa Default package.zip” in the folder “Noa Default (2)” on Demo drive.");
  await sendDialog.getByRole("link", { name: "Open the demo drive" }).click();
  await expect(page.getByRole("heading", { name: "Demo drive", level: 1 })).toBeVisible();
  await expect(page.getByTestId("demo-drive-file").filter({ hasText: "Noa Default package.zip" })).toHaveCount(1);
  await shot(page, "demo-drive-page");

  // No mail server: "Forgot password?" says the link is queued, not sent.
  await page.context().clearCookies();
  await page.goto("/forgot-password");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByRole("status")).toContainText("Queued: this server has no mail server yet.");
  await expect(page.getByRole("status")).not.toContainText("sent");
  await shot(page, "forgot-password-queued");
});

test("the seller's outbox shows the queued receipt as the buyer would read it; a failed lesson conversion says so with Retry", async ({ page }) => {
  test.setTimeout(120_000);
  const operator = await seedUser({ email: `operator-${randomUUID().slice(0, 8)}@example.com` });
  await seededPrisma().user.update({ where: { id: operator.id }, data: { role: "operator" } });
  const buyer = await seedUser({ purchase: true });
  // Sign in as an operator and resend the buyer's receipt: the answer says it is queued.
  await signInAs(page.context(), operator.id);
  await page.goto(`/admin/customers/${buyer.id}`);
  await page.getByRole("button", { name: "Resend receipt" }).click();
  await expect(page.getByText(`Receipt for ${buyer.email} is in the outbox, not sent. Queued: this server has no mail server yet.`)).toBeVisible();

  // The overview's revenue line says partial refunds count too (issue 44).
  await page.goto("/admin");
  await expect(page.getByText("Payments taken minus refunds made, full and partial, by UTC day.")).toBeVisible();
  await expect(page.getByText(/minus full refunds/)).toHaveCount(0);

  await page.getByRole("navigation", { name: "Operator console" }).getByRole("link", { name: "Outbox" }).click();
  await expect(page.getByRole("heading", { name: "Outbox", level: 1 })).toBeVisible();
  await expect(page.getByRole("status")).toContainText("Queued: this server has no mail server yet: SMTP_URL is not set");
  const message = page.getByTestId("outbox-message").filter({ hasText: buyer.email }).first();
  await expect(message.getByTestId("outbox-state")).toHaveText("Queued: this server has no mail server yet");
  await message.locator("summary").click();
  const letter = message.getByRole("article");
  await expect(letter).toContainText(`To${buyer.email}`);
  await expect(letter).toContainText("Thank you for your purchase!");
  await shot(page, "outbox");

  // A lesson video whose conversion job ran out of attempts.
  const tag = randomUUID().slice(0, 8);
  const courseModule = await seededPrisma().courseModule.create({ data: { slug: `m-${tag}`, title: `Default ${tag}`, position: 900, status: "draft" } });
  const lesson = await seededPrisma().courseLesson.create({
    data: { moduleId: courseModule.id, slug: `l-${tag}`, title: `Stuck ${tag}`, body: "Text.", status: "draft", position: 0 },
  });
  try {
    const mediaId = randomUUID();
    const sourceKey = `course/${lesson.id}/${mediaId}.source`;
    await serverMediaStore().put(sourceKey, Buffer.from("not a video at all"), { contentType: "application/octet-stream" });
    const job = await seededPrisma().generationJob.create({
      data: {
        userId: operator.id,
        kind: "course_video",
        input: { mediaId },
        status: "failed",
        attempts: 3,
        error: "The generation stopped after 3 attempts. Please try again.",
      },
    });
    await seededPrisma().courseMedia.create({
      data: {
        id: mediaId,
        lessonId: lesson.id,
        kind: "video",
        name: "talk.mp4",
        storageKey: sourceKey,
        contentType: "application/octet-stream",
        size: 18,
        status: "processing",
        jobId: job.id,
      },
    });
    await page.goto(`/admin/course/lessons/${lesson.id}`);
    // The lesson's studio-step link is set in the editor and kept (issue 44).
    await page.getByLabel("Studio step link").selectOption({ label: "Voice" });
    await expect(page.getByText("Unsaved changes")).toBeVisible();
    await page.getByRole("button", { name: "Save lesson" }).click();
    await expect(page.getByText("All changes saved")).toBeVisible();
    expect((await seededPrisma().courseLesson.findUniqueOrThrow({ where: { id: lesson.id } })).studioStep).toBe("voice");
    await page.reload();
    await expect(page.getByLabel("Studio step link")).toHaveValue("voice");
    const failed = page.getByTestId("lesson-video-failed");
    await expect(failed.getByRole("alert")).toHaveText(
      "Conversion failed: The conversion stopped before it finished (The generation stopped after 3 attempts. Please try again). Buyers do not see this video.",
    );
    await expect(failed.getByRole("button", { name: "Remove video" })).toBeVisible();
    await shot(page, "lesson-video-failed");
    // Retry runs a new conversion; this original is not a video, so it fails again, with the reason.
    await failed.getByRole("button", { name: "Retry conversion" }).click();
    await expect(page.getByText("Converting the video again")).toBeVisible();
    await expect(page.getByTestId("lesson-video-failed").getByRole("alert")).toContainText("The video could not be converted to MP4.", { timeout: 30_000 });
  } finally {
    await seededPrisma().courseModule.delete({ where: { id: courseModule.id } });
  }
});

test("the showcase's video covers draw no play button, and the checkout shows no Stripe badge in demo mode", async ({ page }) => {
  await page.goto("/sophia");
  const videos = page.getByRole("region", { name: "Viral videos" });
  await expect(videos.getByRole("listitem")).toHaveCount(3);
  await expect(videos.getByText("Cover picture")).toHaveCount(3);
  // No icon at all over the pictures: nothing that looks like a player that does not play.
  await expect(videos.locator("li svg")).toHaveCount(0);
  await page.goto("/checkout");
  await expect(page.getByText("Demo mode: no real payment is taken")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/Powered by/)).toHaveCount(0);
});

// Issue 48 (decision 430): "Can I order additional videos? Yes" holds in the default install too:
// the one-video pack is bought with the demo payment and its receipt, queued in the outbox, says
// when the video comes instead of "Your access is ready".
test("a guest buys the one-video pack with the demo payment; the order waits for the team and opens no studio", async ({ page }) => {
  await page.goto("/products");
  await page.getByRole("link", { name: "Buy 1 video: $49.99" }).click();
  await expect(page.getByRole("heading", { name: "Video pack: 1 video" })).toBeVisible();
  await expect(page.getByText("Demo mode: no real payment is taken")).toBeVisible({ timeout: 20_000 });
  const email = `pack-${Date.now()}@example.com`;
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Complete Purchase - $49.99" }).click();
  await page.waitForURL("**/user/set-password");
  expect(await (await page.request.get("/api/user/purchase")).json()).toMatchObject({ hasPurchase: false });
  const order = await seededPrisma().purchase.findFirstOrThrow({ where: { user: { email } } });
  expect(order).toMatchObject({ amountCents: 4999, grantsAccess: false, fulfilment: "paid" });
  const receipt = await seededPrisma().outboxEmail.findFirstOrThrow({ where: { to: email, kind: "purchase-receipt" } });
  expect(receipt.text).toContain("Our team delivers your video within 5 business days; follow the order on your dashboard:");
  expect(receipt.text).not.toContain("Your access is ready");
});
