import { readFile } from "node:fs/promises";
import { randomUUID } from "node:crypto";
import { test, expect, seedUser, signInAs, seededPrisma, serverMediaStore } from "./fixtures";
import { waitForEmail } from "./mail";
import { assetMediaKey } from "@/lib/media/assets.server";
import { unzip } from "../tests/helpers/zip";

// Issue 46's Done-when: a buyer changes the e-mail (following the e-mailed link), changes the
// password and sees another session end, downloads the export and finds a character's file in
// it, then deletes the account and can no longer sign in, while the operator still sees the
// order, with the e-mail replaced.

const PASSWORD = "the first passphrase";
const NEW_PASSWORD = "a second, longer passphrase";

test("a buyer changes e-mail and password, takes their data and deletes the account; the operator keeps the order", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const user = await seedUser({ password: PASSWORD, purchase: true });
  const db = seededPrisma();
  const character = await db.character.create({ data: { userId: user.id, name: "Mara Vale" } });
  const assetId = randomUUID();
  const storageKey = assetMediaKey(character.id, assetId, "image/png");
  await serverMediaStore().put(storageKey, Buffer.from("mara's reference picture"), { contentType: "image/png" });
  await db.asset.create({ data: { id: assetId, characterId: character.id, kind: "reference", storageKey, contentType: "image/png", size: 24 } });
  const order = await db.purchase.findFirstOrThrow({ where: { userId: user.id } });

  await signInAs(page.context(), user.id);
  // Another browser, signed in too: the password change must end it.
  const elsewhere = await browser.newContext();
  await signInAs(elsewhere, user.id);
  expect((await elsewhere.request.get("/api/user")).status()).toBe(200);

  // The settings area leads here.
  await page.goto("/user/settings/storage");
  await page.getByRole("navigation", { name: "Settings" }).getByRole("link", { name: "Account" }).click();
  await page.waitForURL("**/user/settings/account");
  await expect(page.getByText(`Signed in as ${user.email}`)).toBeVisible();
  await expect(page.getByRole("list", { name: "Sessions" }).getByRole("listitem")).toHaveCount(2);
  await expect(page.getByText("This browser")).toBeVisible();
  await expect(page.getByText(/can still be refunded on request until/)).toBeVisible();
  await expect(page.getByText(/is not delivered yet/)).toBeVisible();
  await page.screenshot({ path: "test-results/screens/account-settings.png", fullPage: true });

  // 1. E-mail: the change waits for the link sent to the new address.
  const newEmail = `moved-${randomUUID().slice(0, 8)}@example.com`;
  await page.getByLabel("New e-mail address").fill(newEmail);
  await page.getByLabel("Current password").first().fill(PASSWORD);
  await page.getByRole("button", { name: "Send confirmation link" }).click();
  await expect(page.getByText(`We sent a link to ${newEmail}.`)).toBeVisible();
  const mail = await waitForEmail(newEmail);
  const link = new URL(mail.text.match(/https?:\/\/\S+\/email-change\?\S+/)![0]);
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByRole("button", { name: "Confirm my new e-mail address" }).click();
  await expect(page.getByText(`Done: your account's e-mail is now ${newEmail}.`)).toBeVisible();
  const notice = await waitForEmail(user.email);
  expect(notice.text).toContain(`changed to ${newEmail}`);
  expect(notice.text).toMatch(/\/email-change\?mode=undo&token=/);

  // 2. Password: the other browser is signed out, and the page says so.
  await page.goto("/user/settings/account");
  await expect(page.getByText(`Signed in as ${newEmail}`)).toBeVisible();
  const password = page.getByRole("region", { name: "Password" }).or(page.locator("form").nth(1));
  await password.getByLabel("Current password").fill(PASSWORD);
  await password.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await password.getByLabel("Confirm new password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Password changed. 1 other session was signed out. This browser stays signed in.")).toBeVisible();
  expect((await elsewhere.request.get("/api/user")).status()).toBe(401);
  await expect(page.getByRole("list", { name: "Sessions" }).getByRole("listitem")).toHaveCount(1);
  await elsewhere.close();

  // 3. Download my data: a progress bar, then the ZIP with the character's file in it.
  await page.getByRole("button", { name: "Prepare my data" }).click();
  const downloadLink = page.getByRole("link", { name: /Download your data/ });
  await expect(downloadLink).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: "test-results/screens/account-export-ready.png", fullPage: true });
  const [download] = await Promise.all([page.waitForEvent("download"), downloadLink.click()]);
  const files = await unzip(await readFile((await download.path())!));
  const pictures = [...files.keys()].filter((name) => name.startsWith(`files/characters/${character.id}/`));
  expect(pictures).toHaveLength(1);
  expect(files.get(pictures[0])!.toString()).toBe("mara's reference picture");
  expect(JSON.parse(files.get("data/Character.json")!.toString())[0].name).toBe("Mara Vale");
  expect(await waitForEmail(newEmail).then((m) => m.subject)).toMatch(/ready to download/);

  // 4. Delete: the password and DELETE typed; then signed out, and the sign-in is refused.
  await page.getByLabel("Current password").last().fill(NEW_PASSWORD);
  const deleteButton = page.getByRole("button", { name: "Delete my account" });
  await expect(deleteButton).toBeDisabled();
  await page.getByLabel("Type DELETE to confirm").fill("DELETE");
  await deleteButton.click();
  await expect(page.getByText("Your account is deleted and you are signed out everywhere.")).toBeVisible();
  await page.waitForURL((url) => url.pathname === "/");
  expect((await page.request.get("/api/user")).status()).toBe(401);
  const signIn = await page.request.post("/api/login", { data: { email: newEmail, password: NEW_PASSWORD }, headers: { origin: new URL(page.url()).origin } });
  expect(signIn.status()).toBe(401);
  expect((await waitForEmail(newEmail)).subject).toMatch(/account is deleted/);

  // The operator still has the order, its e-mail replaced, and sees who closed the account.
  const operator = await db.user.create({ data: { email: `ops-${randomUUID().slice(0, 8)}@example.com`, role: "operator" } });
  const ops = await browser.newContext();
  await signInAs(ops, operator.id);
  const console = await ops.newPage();
  await console.goto(`/admin/customers/${user.id}`);
  await expect(console.getByText(/^Deleted by the buyer on /)).toBeVisible();
  await expect(console.getByText(/account closed: no sign-in, no access/)).toBeVisible();
  await expect(console.getByRole("heading", { name: `deleted-${user.id}@deleted.invalid` })).toBeVisible();
  await console.screenshot({ path: "test-results/screens/account-deleted-operator.png", fullPage: true });
  await console.goto(`/admin/orders/${order.id}`);
  await expect(console.getByText(`deleted-${user.id}@deleted.invalid`).first()).toBeVisible();
  await expect(console.getByText("$39.99").first()).toBeVisible();
  // The orders list (what the revenue figures add up) finds it by the tombstone address.
  await console.goto(`/admin/orders?q=deleted-${user.id}`);
  await expect(
    console
      .getByRole("link", { name: new RegExp(`deleted-${user.id}@deleted.invalid`) })
      .or(console.getByText(`deleted-${user.id}@deleted.invalid`))
      .first(),
  ).toBeVisible();
  await expect(console.getByText("$39.99").first()).toBeVisible();
  await ops.close();
});

test("the account page and the e-mail change page have no accessibility violations", async ({ page, buyer }) => {
  const { default: AxeBuilder } = await import("@axe-core/playwright");
  expect(buyer.id).toBeTruthy();
  await page.goto("/user/settings/account");
  await expect(page.getByRole("heading", { name: "Delete my account" })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => `account: ${v.id}`)).toEqual([]);
  await page.goto(`/email-change?mode=confirm&token=${"x".repeat(43)}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => `email-change: ${v.id}`)).toEqual([]);
});
