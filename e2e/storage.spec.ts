import AxeBuilder from "@axe-core/playwright";
import { test, expect, seededPrisma } from "./fixtures";

// Cloud storage settings: connect Dropbox through the popup (the local Dropbox stand-in approves
// at once), see the account, test it, export a character's saved assets, disconnect.
const PNG = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");

async function seedCharacter(userId: string) {
  const prisma = seededPrisma();
  const character = await prisma.character.create({ data: { userId, name: "Ava Stone" } });
  await prisma.asset.create({ data: { characterId: character.id, kind: "reference_image", contentType: "image/png", bytes: PNG } });
  await prisma.asset.create({ data: { characterId: character.id, kind: "script", meta: { text: "Three habits that changed my mornings." } } });
  return character;
}

test("connect Dropbox in a popup, test it, export a character's assets, disconnect", async ({ page, buyer }) => {
  const character = await seedCharacter(buyer.id);
  await page.goto("/user/settings/storage");
  await expect(page.getByRole("heading", { name: "Cloud storage", level: 1 })).toBeVisible();
  const dropbox = page.getByTestId("storage-dropbox");

  const popupOpened = page.waitForEvent("popup");
  await dropbox.getByRole("button", { name: "Connect" }).click();
  const popup = await popupOpened;
  expect(popup.viewportSize()).toEqual({ width: 600, height: 600 });
  await popup.waitForEvent("close");

  await expect(dropbox.getByTestId("storage-display-name")).toHaveText("Dana Rivers");
  await expect(dropbox.getByTestId("storage-email")).toContainText("dana.rivers@dropbox.example");
  await expect(dropbox.getByText("Connected", { exact: true })).toBeVisible();
  const axe = await new AxeBuilder({ page }).include("main").analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);

  await dropbox.getByRole("button", { name: "Test" }).click();
  await expect(page.getByText("Connection Test Successful")).toBeVisible();
  await expect(page.getByText("Dropbox is working properly")).toBeVisible();

  await page.getByTestId(`export-${character.id}`).getByRole("button", { name: "Export Assets" }).click();
  const dialog = page.getByRole("dialog", { name: "Export Assets" });
  await expect(dialog.getByRole("radio", { name: /Dropbox/ })).toBeChecked();
  expect((await new AxeBuilder({ page }).include("[role=dialog]").analyze()).violations.map((v) => v.id)).toEqual([]);
  await dialog.getByRole("button", { name: "Export to Dropbox" }).click();
  await expect(dialog.getByTestId("export-report")).toHaveText("Uploaded 2 of 2 files to the folder “Ava Stone” on Dropbox.");
  await expect(dialog.getByText("01-reference_image-1.png")).toBeVisible();
  await expect(dialog.getByText("02-script-2.txt")).toBeVisible();
  await page.screenshot({ path: "test-results/storage-export-desktop.png" });
  await dialog.getByRole("button", { name: "Close" }).click();

  await page.screenshot({ path: "test-results/storage-desktop.png", fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: "test-results/storage-375.png", fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });

  await dropbox.getByRole("button", { name: "Disconnect" }).click();
  await expect(page.getByText("Successfully disconnected Dropbox")).toBeVisible();
  await expect(dropbox.getByRole("button", { name: "Connect" })).toBeVisible();
  expect(await seededPrisma().cloudConnection.count({ where: { userId: buyer.id } })).toBe(0);
});

test("a revoked connection asks to reconnect in the export dialog, and reconnecting through the popup fixes it", async ({ page, buyer }) => {
  const character = await seedCharacter(buyer.id);
  // As left by a refresh the provider refused: listed, marked broken, tokens useless.
  await seededPrisma().cloudConnection.create({
    data: {
      userId: buyer.id,
      provider: "google_drive",
      displayName: "Grace Okafor",
      email: "grace.okafor@gmail.example",
      tokensSealed: "v1.revoked",
      status: "broken",
    },
  });
  await page.goto("/user/settings/storage");
  await expect(page.getByTestId("storage-google_drive").getByText("Reconnect needed")).toBeVisible();

  await page.getByTestId(`export-${character.id}`).getByRole("button", { name: "Export Assets" }).click();
  const dialog = page.getByRole("dialog", { name: "Export Assets" });
  await dialog.getByRole("radio", { name: /Google Drive/ }).check();
  const popupOpened = page.waitForEvent("popup");
  await dialog.getByRole("button", { name: "Reconnect Google Drive" }).click();
  await (await popupOpened).waitForEvent("close");
  await dialog.getByRole("button", { name: "Export to Google Drive" }).click();
  await expect(dialog.getByTestId("export-report")).toHaveText("Uploaded 2 of 2 files to the folder “Ava Stone” on Google Drive.");
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: "test-results/storage-export-375.png" });
});
