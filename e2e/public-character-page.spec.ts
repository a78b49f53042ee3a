import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { assetMediaKey } from "@/lib/media/assets.server";
import { test, expect, seededPrisma, seedCharacter, serverMediaStore } from "./fixtures";

// Issue 48 item 2: "Public profile" turns on a public character page at a short address; a
// visitor gets the 404 page while it is off; the buyer cannot tick "Verified". Its headshot is
// the owner's stored WebP copy at the width it is shown (issue 49, decision 399).
test("Public profile publishes the character's page, and a visitor gets 404 while it is off", async ({ page, buyer, browser }) => {
  test.setTimeout(90_000);
  const prisma = seededPrisma();
  const c = await seedCharacter(buyer.id, { aboutMe: "I pack light and travel far." });
  await prisma.socialLink.create({
    data: { characterId: c.id, platform: "instagram", profileUrl: "https://instagram.com/mia.travels", loginName: "secret-login" },
  });
  // A stored headshot as the studio keeps one: a 768x1024 PNG in the media store, named by its asset.
  const headshotId = randomUUID();
  const storageKey = assetMediaKey(c.id, headshotId, "image/png");
  const png = await sharp({ create: { width: 768, height: 1024, channels: 3, background: "#b07050" } })
    .png()
    .toBuffer();
  await serverMediaStore().put(storageKey, png, { contentType: "image/png" });
  await prisma.asset.create({ data: { id: headshotId, characterId: c.id, kind: "reference-image", storageKey, contentType: "image/png", size: png.length } });

  await page.goto(`/user/characters/${c.id}?step=profile`);
  await expect(page.getByLabel("Public profile")).toBeVisible();
  await expect(page.getByLabel("Verified")).toHaveCount(0);
  await page.getByLabel("Public profile").check();
  await page.getByRole("button", { name: "Save Profile" }).click();
  const link = page.getByTestId("public-page-status").getByRole("link");
  await expect(link).toHaveText(/^\/c\/mia-lopez-[0-9a-f]{6}$/);
  const path = (await link.textContent())!;

  const visitor = await browser.newContext();
  const visit = await visitor.newPage();
  const shown = await visit.goto(path);
  expect(shown?.status()).toBe(200);
  await expect(visit.getByRole("heading", { level: 1, name: "Mia Lopez" })).toBeVisible();
  await expect(visit.getByText("I pack light and travel far.")).toBeVisible();
  await expect(visit.getByRole("navigation", { name: "Social links" }).getByRole("link")).toHaveAttribute("href", "https://instagram.com/mia.travels");
  await expect(visit.getByText("secret-login")).toHaveCount(0);
  // A 160 px box on a 1x screen: the browser takes the 320 px WebP copy, fetched first.
  const headshot = visit.getByRole("img", { name: "Headshot of Mia Lopez" });
  await expect(headshot).toHaveAttribute("fetchpriority", "high");
  await expect
    .poll(() => headshot.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc))
    .toMatch(new RegExp(`${path}/media/${headshotId}\\?w=320$`));
  const copy = await visitor.request.get(await headshot.evaluate((img: HTMLImageElement) => img.currentSrc));
  expect(copy.headers()["content-type"]).toBe("image/webp");
  expect((await sharp(await copy.body()).metadata()).width).toBe(320);
  expect((await prisma.asset.findUniqueOrThrow({ where: { id: headshotId } })).variantWidths).toEqual([320]);
  await visit.screenshot({ path: "test-results/public-character-page.png", fullPage: true });

  await page.getByLabel("Public profile").uncheck();
  await page.getByRole("button", { name: "Save Profile" }).click();
  await expect(page.getByTestId("public-page-status")).toContainText("Tick Public profile and save");
  const hidden = await visit.goto(path);
  expect(hidden?.status()).toBe(404);
  await visitor.close();
});
