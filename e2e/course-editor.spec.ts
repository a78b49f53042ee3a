import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, seededPrisma, seedUser, signInAs, test } from "./fixtures";
import type { Locator, Page } from "@playwright/test";

// Issue 32, item 2: the seller's course editor. An operator creates a module and two lessons,
// orders them, writes Markdown and sees the buyer's rendering beside it, uploads a video (and
// has a non-video refused, and a WebM converted to MP4 on the job queue), captions and an
// attachment, publishes; a buyer then reads the lesson exactly as previewed, with the captions
// track, downloads the attachment, and the lesson left a draft stays a 404.

const work = mkdtempSync(path.join(os.tmpdir(), "course-editor-"));
const made: string[] = [];
// The specs share one database: the module made here leaves with the test, so the course the
// other specs count stays the seeded one.
test.afterEach(async () => {
  await seededPrisma().courseModule.deleteMany({ where: { title: { in: made.splice(0) } } });
});
test.afterAll(() => rmSync(work, { recursive: true, force: true }));

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/course-editor/${name}.png`, fullPage: true });

/** A 3-second clip: H.264/AAC MP4, used as it is, or WebM (VP8/Vorbis), which the server converts. */
function makeVideo(format: "mp4" | "webm"): string {
  const file = path.join(work, format === "mp4" ? "first-clip.mp4" : "wrap-up.webm");
  const codecs =
    format === "mp4" ? ["-c:v", "libx264", "-pix_fmt", "yuv420p", "-c:a", "aac", "-movflags", "+faststart"] : ["-c:v", "libvpx", "-c:a", "libvorbis"];
  execFileSync("ffmpeg", [
    "-v", "error", "-y",
    "-f", "lavfi", "-i", "testsrc=size=320x180:rate=15:duration=3",
    "-f", "lavfi", "-i", "sine=frequency=440:duration=3",
    ...codecs, "-shortest", file,
  ]); // prettier-ignore
  return file;
}

/**
 * A drag as a hand makes it: press on the grip, move in steps (dnd-kit starts a drag after 6 px
 * and follows pointermove events), release over the target.
 */
async function dragRow(page: Page, grip: Locator, target: Locator) {
  // Both in view first: the mouse acts at viewport coordinates.
  await target.scrollIntoViewIfNeeded();
  await grip.scrollIntoViewIfNeeded();
  const from = (await grip.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 3 });
  await page.mouse.move(to.x + 4, to.y + to.height / 2, { steps: 12 });
  await page.mouse.up();
}

const MARKDOWN = [
  "## Hook first",
  "",
  "Say **why** in the first second, then show it.",
  "",
  "1. Film the hook",
  "2. Cut the pause",
  "",
  "Read [the guide](https://example.com/guide).",
  "",
  "<script>window.hacked = true</script>",
].join("\n");

test("an operator builds a module with lessons, writes and previews Markdown, uploads a video, publishes; a buyer reads it as previewed", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36);
  const moduleTitle = `Editor Module ${tag}`;
  made.push(moduleTitle);
  const operator = await seedUser({ email: `operator-${tag}@example.com` });
  await seededPrisma().user.update({ where: { id: operator.id }, data: { role: "operator" } });
  await signInAs(page.context(), operator.id);

  // A module, then two lessons in it: both drafts, hidden from buyers.
  await page.goto("/admin/course");
  await expect(page.getByRole("heading", { level: 1, name: "Course" })).toBeVisible();
  await page.getByLabel("New module").fill(moduleTitle);
  await page.getByRole("button", { name: "Add module" }).click();
  const section = page.getByRole("region", { name: `Module ${moduleTitle}` });
  await expect(section).toBeVisible();
  await expect(section.getByText("Draft · hidden from buyers").first()).toBeVisible();
  for (const title of ["Wrap-up", "Your first hook"]) {
    await section.getByLabel(`New lesson in ${moduleTitle}`).fill(title);
    await section.getByRole("button", { name: "Add lesson" }).click();
    await expect(section.getByRole("link", { name: title })).toBeVisible();
  }
  // The keyboard's way to reorder: "Your first hook" moves above "Wrap-up".
  await section.getByRole("button", { name: "Move lesson Your first hook up" }).click();
  await expect(page.getByText("New order saved")).toBeVisible();
  await expect(
    section
      .getByRole("listitem")
      .filter({ has: page.getByRole("link") })
      .first(),
  ).toContainText("Your first hook");
  await page.reload();
  await expect(
    section
      .getByRole("listitem")
      .filter({ has: page.getByRole("link") })
      .first(),
  ).toContainText("Your first hook");
  // The pointer's way: drag "Wrap-up" by its grip onto "Your first hook"; it takes that place.
  const rowTitles = () =>
    section
      .getByRole("listitem")
      .filter({ has: page.getByRole("link") })
      .allInnerTexts();
  await dragRow(page, section.getByTitle("Drag to move lesson Wrap-up"), section.getByRole("link", { name: "Your first hook" }));
  await expect(page.getByText("New order saved").last()).toBeVisible();
  await expect.poll(async () => (await rowTitles())[0]).toContain("Wrap-up");
  await page.reload();
  await expect.poll(async () => (await rowTitles())[0]).toContain("Wrap-up");
  await section.getByRole("button", { name: "Move lesson Your first hook up" }).click();
  await expect.poll(async () => (await rowTitles())[0]).toContain("Your first hook");
  await shot(page, "outline");

  // Markdown with the buyer's rendering beside it, rendered on the server as the buyer's page is.
  await section.getByRole("link", { name: "Your first hook" }).click();
  await expect(page).toHaveURL(/\/admin\/course\/lessons\/[0-9a-f-]{36}$/);
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue("Your first hook");
  await page.getByLabel("Text (Markdown)").fill(MARKDOWN);
  const preview = page.getByTestId("lesson-preview");
  await expect(preview.locator("h2")).toHaveText("Hook first");
  await expect(preview.locator("strong")).toHaveText("why");
  await expect(preview.locator("ol li")).toHaveCount(2);
  await expect(preview.locator("a[rel~=noopener]")).toContainText("the guide");
  await expect(preview.locator("script")).toHaveCount(0);
  expect(await page.evaluate(() => (window as { hacked?: boolean }).hacked)).toBeUndefined();
  await expect(page.getByText("Unsaved changes")).toBeVisible();
  await page.getByRole("button", { name: "Save lesson" }).click();
  await expect(page.getByText("All changes saved")).toBeVisible();
  await shot(page, "markdown-preview");
  const previewHtml = await preview.locator(".lesson-body").innerHTML();

  // A file that is not a video is refused with a clear message; a video is taken, with its length.
  const notes = path.join(work, "notes.mp4");
  writeFileSync(notes, "these are notes, not a video");
  await page.getByLabel("Upload a video").setInputFiles(notes);
  await expect(page.getByRole("alert").filter({ hasText: "not a video" })).toHaveText(
    "This file is not a video. Upload a video file such as MP4, MOV, WebM or MKV.",
  );
  await page.getByLabel("Upload a video").setInputFiles(makeVideo("mp4"));
  await expect(page.getByTestId("lesson-video-info")).toContainText("first-clip.mp4 · 0:03 · 320×180");
  await shot(page, "video");

  // Captions for the video, and a PDF for buyers to download; a page saved as .pdf is refused.
  const captions = path.join(work, "English.vtt");
  writeFileSync(captions, "WEBVTT\n\n00:00.000 --> 00:02.000\nSay why in the first second.\n");
  await page.getByLabel("Upload captions (WebVTT)").setInputFiles(captions);
  await expect(page.getByRole("region", { name: "Captions" }).getByText(/English\.vtt ·/)).toBeVisible();
  const fake = path.join(work, "fake.pdf");
  writeFileSync(fake, "<html>not a pdf</html>");
  await page.getByLabel("Add an attachment").setInputFiles(fake);
  await expect(page.getByRole("alert").filter({ hasText: "contents must match" })).toBeVisible();
  const workbook = path.join(work, "Hook workbook.pdf");
  writeFileSync(workbook, "%PDF-1.4\n% the hook workbook\n");
  await page.getByLabel("Add an attachment").setInputFiles(workbook);
  await expect(page.getByRole("region", { name: "Attachments" }).getByText(/Hook workbook\.pdf ·/)).toBeVisible();
  await expect(page.getByRole("region", { name: "Attachments" }).getByText("fake.pdf")).toHaveCount(0);
  await shot(page, "captions-and-attachment");

  // Publish the lesson and the module; "Wrap-up" stays a draft.
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText("Lesson published; publish its module too")).toBeVisible();

  // A WebM is converted to H.264/AAC MP4 by a job on the generation queue, with a poster.
  await page.goto("/admin/course");
  await section.getByRole("link", { name: "Wrap-up" }).click();
  await expect(page).toHaveURL(/\/admin\/course\/lessons\/[0-9a-f-]{36}$/);
  await page.getByLabel("Upload a video").setInputFiles(makeVideo("webm"));
  await expect(page.getByText(/Video uploaded; converting it to MP4/)).toBeVisible();
  await expect(page.getByTestId("lesson-video-info")).toContainText("wrap-up.mp4 · 0:03 · 320×180", { timeout: 60_000 });
  await expect(page.getByText(/Converting to MP4/)).toHaveCount(0, { timeout: 60_000 });
  await shot(page, "converted");
  const converted = await seededPrisma().courseMedia.findMany({
    where: { lesson: { title: "Wrap-up", module: { title: moduleTitle } } },
    orderBy: { kind: "asc" },
  });
  expect(converted.map((m) => [m.kind, m.status, m.contentType])).toEqual([
    ["video", "ready", "video/mp4"],
    ["poster", "ready", "image/jpeg"],
  ]);

  await page.goto("/admin/course");
  await section.getByRole("button", { name: "Publish module" }).click();
  await expect(section.getByRole("button", { name: "Unpublish module" })).toBeVisible();
  await shot(page, "published");

  const lessons = await seededPrisma().courseLesson.findMany({ where: { module: { title: moduleTitle } }, orderBy: { position: "asc" } });
  expect(lessons.map((l) => [l.title, l.status])).toEqual([
    ["Your first hook", "published"],
    ["Wrap-up", "draft"],
  ]);

  // The buyer reads it exactly as previewed, with the video; the draft is the 404 page.
  const buyer = await seedUser({ purchase: true });
  const buyerContext = await browser.newContext();
  await signInAs(buyerContext, buyer.id);
  const buyerPage = await buyerContext.newPage();
  await buyerPage.goto(`/user/course/${lessons[0]!.slug}`);
  await expect(buyerPage.getByRole("heading", { level: 1, name: "Your first hook" })).toBeVisible();
  expect(await buyerPage.locator(".lesson-body").innerHTML()).toBe(previewHtml);
  await expect(buyerPage.getByTestId("lesson-video")).toBeVisible();
  await expect(buyerPage.locator('track[kind="captions"]')).toHaveAttribute("label", "English");
  const [download] = await Promise.all([buyerPage.waitForEvent("download"), buyerPage.getByRole("link", { name: /Hook workbook\.pdf/ }).click()]);
  expect(download.suggestedFilename()).toBe("Hook workbook.pdf");
  expect(readFileSync(await download.path(), "utf8")).toBe("%PDF-1.4\n% the hook workbook\n");
  await expect(buyerPage.getByText("Preview as buyer")).toHaveCount(0);
  await buyerPage.screenshot({ path: "test-results/course-editor/buyer-lesson.png", fullPage: true });
  const draft = await buyerPage.goto(`/user/course/${lessons[1]!.slug}`);
  expect(draft?.status()).toBe(404);
  // The operator's console is not the buyer's: 404 too.
  expect((await buyerPage.goto("/admin/course"))?.status()).toBe(404);
  await buyerContext.close();
});
