import type { Page } from "@playwright/test";
import { test, expect, seededPrisma } from "./fixtures";

// Issue 47: a new buyer's character connects the demo YouTube, Instagram and TikTok channels,
// schedules its video post to all three at the post's time (the next whole minute, at least 30 s
// ahead, in the browser's zone), and sees each reach "Published" with its link; a refused caption
// fails with the platform's reason and publishes after an edit and Retry. The app's own worker
// publishes (it runs inside the e2e server).
const ZONE = "Europe/Paris";
test.use({ timezoneId: ZONE });
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/publishing/${name}.png`, fullPage: true });

/** A wall-clock time in the zone, as the calendar stores it (YYYY-MM-DDTHH:mm). */
function wallTimeIn(zone: string, instant: Date) {
  const text = new Intl.DateTimeFormat("sv-SE", {
    timeZone: zone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).format(instant);
  return text.replace(" ", "T");
}

/** A character with a rendered-looking 9:16 draft video linked to one post at `wall`. */
async function characterWithVideoPost(userId: string, caption: string, wall: string) {
  const prisma = seededPrisma();
  const character = await prisma.character.create({ data: { userId, name: "Mia Lopez", niche: "Fitness & Health" } });
  const video = await prisma.asset.create({
    data: { characterId: character.id, kind: "video", contentType: "video/mp4", size: 2_000_000, meta: { durationSeconds: 24, title: "Morning routine" } },
  });
  await prisma.contentPost.create({
    data: { characterId: character.id, scheduledAt: new Date(`${wall}:00.000Z`), platform: "Instagram", caption, assetId: video.id, status: "drafted" },
  });
  return character;
}

async function connect(page: Page, label: string) {
  await page.getByRole("button", { name: `Connect demo ${label} channel` }).click();
  await expect(page.getByRole("button", { name: `Disconnect ${label}` })).toBeVisible();
}

test("the draft video, scheduled to the three demo channels at the post's time, is published on each with its link", async ({ page, buyer }) => {
  test.setTimeout(180_000);
  const due = new Date(Math.ceil((Date.now() + 30_000) / 60_000) * 60_000);
  const wall = wallTimeIn(ZONE, due);
  const character = await characterWithVideoPost(buyer.id, "Morning routine in 24 seconds #fitness", wall);
  await page.goto(`/user/characters/${character.id}?step=posts`);
  const channels = page.getByRole("region", { name: "Publishing channels" });
  await expect(channels).toContainText("without reaching the platform");
  // Without TikTok's and Facebook's app keys their Connect is disabled and names them (decision 438).
  await expect(channels.getByRole("button", { name: "Connect TikTok", exact: true })).toBeDisabled();
  await expect(channels).toContainText("Connecting TikTok waits for TIKTOK_CLIENT_KEY and TIKTOK_CLIENT_SECRET on the server.");
  await expect(channels).toContainText("Connecting Instagram waits for FACEBOOK_APP_ID and FACEBOOK_APP_SECRET on the server.");
  for (const label of ["YouTube", "Instagram", "TikTok"]) await connect(page, label);
  await expect(page.getByTestId("publishing-time-zone")).toContainText(`This browser says ${ZONE}`);
  await shot(page, "channels");

  await page.getByRole("button", { name: /^Edit Instagram post at/ }).click();
  const publishing = page.getByRole("region", { name: "Publish this post" });
  for (const name of ["Demo YouTube channel", "Demo Instagram channel", "Demo TikTok channel"])
    await expect(publishing.getByRole("checkbox", { name })).toBeChecked();
  await publishing.getByRole("button", { name: new RegExp(`^Publish at .*\\(${ZONE}\\)$`) }).click();
  const card = page.getByTestId("calendar-post");
  for (const label of ["YouTube", "Instagram", "TikTok"]) await expect(card).toContainText(`${label}: Scheduled`);
  // The browser's zone was kept on the account, and the publication is the post's time there.
  await expect(page.getByTestId("publishing-time-zone")).toContainText(`Scheduled posts publish at their time in ${ZONE}`);
  const row = await seededPrisma().postPublication.findFirstOrThrow({ where: { post: { characterId: character.id } } });
  expect(row.publishAt.toISOString()).toBe(due.toISOString());
  await shot(page, "scheduled");

  for (const label of ["YouTube", "Instagram", "TikTok"]) await expect(card).toContainText(`${label}: Published`, { timeout: 120_000 });
  expect(Date.now()).toBeGreaterThanOrEqual(due.getTime());
  for (const label of ["YouTube", "Instagram", "TikTok"]) {
    await expect(
      publishing.getByRole("listitem", { name: `${label}: Published` }).getByRole("link", { name: "View the live post on the demo channel" }),
    ).toBeVisible();
  }
  await shot(page, "published");

  // The link leads to what the demo channel received, labelled as a demo.
  await publishing.getByRole("listitem", { name: "TikTok: Published" }).getByRole("link").click();
  await expect(page.getByRole("heading", { name: "Demo TikTok channel Demo" })).toBeVisible();
  await expect(page.getByTestId("demo-channel-post")).toHaveCount(1);
  await expect(page.getByTestId("demo-channel-post")).toContainText("Morning routine in 24 seconds #fitness");
  await shot(page, "demo-channel");
  // Published once on each channel.
  expect(await seededPrisma().demoChannelPost.count({ where: { channel: { characterId: character.id } } })).toBe(3);
});

test("a refused caption fails with the platform's reason, and publishes after an edit and Retry", async ({ page, buyer }) => {
  const character = await characterWithVideoPost(buyer.id, "Leg day #refuse", wallTimeIn(ZONE, new Date(Date.now() + 3_600_000)));
  await page.goto(`/user/characters/${character.id}?step=posts`);
  await connect(page, "Instagram");
  await page.getByRole("button", { name: /^Edit Instagram post at/ }).click();
  const publishing = page.getByRole("region", { name: "Publish this post" });
  await publishing.getByRole("button", { name: "Publish now" }).click();
  const failed = publishing.getByRole("listitem", { name: "Instagram: Failed" });
  await expect(failed).toContainText('Instagram refused the caption: it contains "#refuse"');
  await expect(page.getByTestId("calendar-post")).toContainText("Instagram: Failed");
  await shot(page, "failed");

  const editor = page.getByRole("form", { name: "Edit post" });
  await editor.getByLabel("Caption").fill("Leg day #legs");
  await editor.getByRole("button", { name: "Save post" }).click();
  await expect(editor).toHaveCount(0);
  await page.getByRole("button", { name: /^Edit Instagram post at .*Leg day #legs/ }).click();
  await publishing.getByRole("button", { name: "Retry Instagram" }).click();
  await expect(publishing.getByRole("listitem", { name: "Instagram: Published" })).toBeVisible();
  await expect(page.getByTestId("calendar-post")).toContainText("Instagram: Published");
  const received = await seededPrisma().demoChannelPost.findMany({ where: { channel: { characterId: character.id } } });
  expect(received.map((r) => r.caption)).toEqual(["Leg day #legs"]);
});

test("a channel whose connection broke says Reconnect needed on the dashboard and the calendar, and its link connects it again", async ({ page, buyer }) => {
  // A real YouTube channel whose refresh the platform refused (tests/publishing/channel-connect.test.ts
  // proves the state change); the e2e server's Google app is the drive stand-in, which also speaks consent.
  const character = await seededPrisma().character.create({ data: { userId: buyer.id, name: "Mia Lopez" } });
  const reason = "YouTube: the connection was revoked or has expired; reconnect the channel";
  await seededPrisma().publishingChannel.create({
    data: {
      characterId: character.id,
      platform: "youtube",
      kind: "real",
      displayName: "YouTube channel (upload only)",
      status: "reconnect_needed",
      statusReason: reason,
    },
  });
  const href = `/api/user/characters/${character.id}/channels/youtube/connect`;

  await page.goto("/user/dashboard");
  const dashboard = page.getByRole("region", { name: "Publishing channels to reconnect" });
  await expect(dashboard).toContainText("Reconnect needed");
  await expect(dashboard).toContainText(`Mia Lopez's YouTube channel: ${reason}`);
  await expect(dashboard.getByRole("link", { name: "Reconnect YouTube" })).toHaveAttribute("href", href);
  await shot(page, "dashboard-reconnect");

  await page.goto(`/user/characters/${character.id}?step=posts`);
  const channels = page.getByRole("region", { name: "Publishing channels" });
  await expect(channels).toContainText("Reconnect needed");
  const reconnect = channels.getByRole("link", { name: "Reconnect YouTube" });
  await expect(reconnect).toHaveAttribute("href", href);
  await reconnect.click();
  // Google's consent (the stand-in approves at once) brings the browser back to the calendar.
  await expect(page).toHaveURL(new RegExp(`/user/characters/${character.id}\\?step=posts&connected=youtube$`));
  await expect(channels).toContainText("Connected: YouTube channel (upload only)");
  await expect(channels).not.toContainText("Reconnect needed");
  await page.goto("/user/dashboard");
  await expect(page.getByRole("region", { name: "Publishing channels to reconnect" })).toHaveCount(0);
});
