import { readFile } from "node:fs/promises";
import { demoImageProvider } from "@/lib/ai/demo/images.server";
import { unzip } from "@/tests/helpers/zip";
import { test, expect, seededPrisma, seedCharacter } from "./fixtures";

// The Mirage Video step's downloads (issue 20, item 4): the script as a file even before the box
// is filled, the character's package as a streamed ZIP with a progress bar, and the same package
// sent to a connected drive. Seeded as demo mode leaves things, so it runs with or without keys.
const MP3 = Buffer.from("494433040000000000", "hex");
// Two posts on the character's content calendar: the package carries them as CSV and ICS.
const PLAN = [
  { scheduledAt: new Date("2026-11-30T19:00:00Z"), platform: "TikTok", contentType: "Educational", caption: "Three packing mistakes" },
  { scheduledAt: new Date("2026-12-13T12:00:00Z"), platform: "Instagram", contentType: "Q&A", caption: "Your questions" },
];

async function seedPackagedCharacter(userId: string) {
  const prisma = seededPrisma();
  const c = await seedCharacter(userId);
  const shot = await demoImageProvider.generate({ prompt: "Mia Lopez at the airport", width: 576, height: 1024 });
  await prisma.asset.create({ data: { characterId: c.id, kind: "shot", url: shot.imageUrl, meta: { imageId: shot.imageId, scenario: "Airport" } } });
  await prisma.asset.create({ data: { characterId: c.id, kind: "voice-clip", contentType: "audio/mpeg", bytes: MP3, meta: { text: "Hi, I'm Mia." } } });
  await prisma.asset.create({
    data: {
      characterId: c.id,
      kind: "script",
      contentType: "text/plain",
      meta: { text: "Three packing mistakes I made so you don't have to.", topic: "packing" },
    },
  });
  await prisma.contentPost.createMany({ data: PLAN.map((post) => ({ characterId: c.id, ...post })) });
  return c;
}

test("Download Script, Download package and Send package to drive give the character's real files", async ({ page, buyer }) => {
  test.setTimeout(90_000);
  const c = await seedPackagedCharacter(buyer.id);
  await page.goto(`/user/characters/${c.id}?step=mirage-video`);

  // The box is empty: the script generated for the character comes down, not an empty file.
  const scriptButton = page.getByRole("button", { name: "Download Script" });
  await expect(scriptButton).toHaveAccessibleDescription(/The box is empty, so this saves the script last generated/);
  const [scriptFile] = await Promise.all([page.waitForEvent("download"), scriptButton.click()]);
  expect(scriptFile.suggestedFilename()).toBe("Mia Lopez script.txt");
  expect(await readFile((await scriptFile.path())!, "utf8")).toBe("Three packing mistakes I made so you don't have to.\n");
  // What the box shows is what comes down, saved or not.
  await page.getByLabel("Script", { exact: true }).fill("Pack half, bring twice the money.");
  const [edited] = await Promise.all([page.waitForEvent("download"), scriptButton.click()]);
  expect(await readFile((await edited.path())!, "utf8")).toBe("Pack half, bring twice the money.\n");

  // Once the box is saved, the package carries that script.
  await expect(page.getByTestId("save-status")).toHaveText("Saved");
  const [zip] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download package" }).click()]);
  expect(zip.suggestedFilename()).toBe("Mia Lopez package.zip");
  await expect(page.getByText(/^Saved “Mia Lopez package\.zip”: 8 files, \d+ kB\.$/)).toBeVisible();
  const files = await unzip(await readFile((await zip.path())!));
  expect([...files.keys()]).toEqual([
    "Mia Lopez/profile/profile.json",
    "Mia Lopez/profile/profile.md",
    "Mia Lopez/images/reference.svg",
    "Mia Lopez/images/shots/01-airport.svg",
    "Mia Lopez/voice/01-hi-i-m-mia.mp3",
    "Mia Lopez/script/script.txt",
    "Mia Lopez/content-plan/content-plan.csv",
    "Mia Lopez/content-plan/content-plan.ics",
  ]);
  expect(JSON.parse(files.get("Mia Lopez/profile/profile.json")!.toString())).toMatchObject({
    name: "Mia Lopez",
    profile: { headline: "Carry-on only, everywhere" },
  });
  expect(files.get("Mia Lopez/script/script.txt")!.toString()).toBe("Pack half, bring twice the money.\n");
  expect(files.get("Mia Lopez/images/shots/01-airport.svg")!.toString()).toMatch(/^<svg/);
  expect(files.get("Mia Lopez/voice/01-hi-i-m-mia.mp3")!.equals(MP3)).toBe(true);
  expect(
    files
      .get("Mia Lopez/content-plan/content-plan.ics")!
      .toString()
      .match(/BEGIN:VEVENT/g),
  ).toHaveLength(2);
  await page.screenshot({ path: "test-results/mirage-downloads-desktop.png", fullPage: true });
});

test("Send package to drive uploads the ZIP to the connected Dropbox", async ({ page, buyer }) => {
  const c = await seedPackagedCharacter(buyer.id);
  await page.goto("/user/settings/storage");
  const popupOpened = page.waitForEvent("popup");
  await page.getByTestId("storage-dropbox").getByRole("button", { name: "Connect" }).click();
  await (await popupOpened).waitForEvent("close");
  await expect(page.getByTestId("storage-dropbox").getByText("Connected", { exact: true })).toBeVisible();

  await page.goto(`/user/characters/${c.id}?step=mirage-video`);
  await page.getByRole("button", { name: "Send package to drive" }).click();
  const dialog = page.getByRole("dialog", { name: "Send package to drive" });
  await expect(dialog.getByRole("radio", { name: /Dropbox/ })).toBeChecked();
  await dialog.getByRole("button", { name: "Send to Dropbox" }).click();
  await expect(dialog.getByRole("status")).toHaveText("Saved “Mia Lopez package.zip” in the folder “Mia Lopez” on Dropbox.");
  await page.screenshot({ path: "test-results/mirage-send-to-drive.png" });
});

test("The demo drive connects without keys, receives the package and gives it back from its page (decision 205)", async ({ page, buyer }) => {
  const c = await seedPackagedCharacter(buyer.id);
  await page.goto("/user/settings/storage");
  const demo = page.getByTestId("storage-demo");
  await expect(demo.getByText("Try sending without a real drive: no sign-in, files stay on this server.")).toBeVisible();
  await demo.getByRole("button", { name: "Connect" }).click();
  await expect(demo.getByText("Connected", { exact: true })).toBeVisible();
  await expect(demo.getByText(/Files stay on this server and count toward your storage/)).toBeVisible();
  await page.screenshot({ path: "test-results/demo-drive-connect.png", fullPage: true });

  await page.goto(`/user/characters/${c.id}?step=mirage-video`);
  await page.getByRole("button", { name: "Send package to drive" }).click();
  const dialog = page.getByRole("dialog", { name: "Send package to drive" });
  await expect(dialog.getByRole("radio", { name: /Demo drive/ })).toBeChecked();
  await dialog.getByRole("button", { name: "Send to Demo drive" }).click();
  await expect(dialog.getByRole("status")).toContainText("Saved “Mia Lopez package.zip” in the folder “Mia Lopez” on Demo drive.");
  await dialog.getByRole("link", { name: "Open the demo drive" }).click();

  await expect(page.getByRole("heading", { name: "Demo drive", level: 1 })).toBeVisible();
  const folder = page.getByRole("region", { name: "Folder Mia Lopez" });
  const file = folder.getByTestId("demo-drive-file");
  await expect(file).toHaveCount(1);
  await expect(file).toContainText("Mia Lopez package.zip");
  await page.screenshot({ path: "test-results/demo-drive-page.png", fullPage: true });
  const [download] = await Promise.all([page.waitForEvent("download"), file.getByRole("link", { name: /Download/ }).click()]);
  expect(download.suggestedFilename()).toBe("Mia Lopez package.zip");
  const files = await unzip(await readFile((await download.path())!));
  expect(files.get("Mia Lopez/script/script.txt")!.toString()).toBe("Three packing mistakes I made so you don't have to.\n");
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: "test-results/demo-drive-page-375.png", fullPage: true });

  // Deleting it frees its room: the page says the drive is empty again.
  page.once("dialog", (confirm) => void confirm.accept());
  await file.getByRole("button", { name: /Delete/ }).click();
  await expect(page.getByText(/^Nothing has arrived yet\./)).toBeVisible();
});
