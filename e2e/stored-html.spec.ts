import { test, expect, seededPrisma } from "./fixtures";

// Issue 9: text a user stored with HTML in it is shown as text, never run as markup.
test("stored HTML renders as text on the characters list and in the wizard", async ({ page, buyer }) => {
  const payload = `<img src=x onerror="window.__xss=1"><b>bold</b>`;
  const character = await seededPrisma().character.create({
    data: { userId: buyer.id, name: payload, description: `<script>window.__xss=2</script>`, niche: "<i>niche</i>" },
  });
  let dialogs = 0;
  page.on("dialog", (d) => {
    dialogs++;
    void d.dismiss();
  });

  await page.goto("/user/characters");
  await expect(page.getByText(payload, { exact: true })).toBeVisible();
  await expect(page.getByText("<script>window.__xss=2</script>", { exact: true })).toBeVisible();
  expect(await page.locator("main b, main img[src='x']").count()).toBe(0);

  await page.goto(`/user/characters/${character.id}`);
  await expect(page.getByRole("heading", { name: payload })).toBeVisible();
  await expect(page.getByText("<i>niche</i>", { exact: true })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(dialogs).toBe(0);
});
