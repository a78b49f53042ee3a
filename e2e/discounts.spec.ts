import { randomUUID } from "node:crypto";
import { expect, seededPrisma, signInAs, test } from "./fixtures";

// Issue 33, item 2, in demo mode (decision 209): the operator creates a 25 % code at
// /admin/discounts; a buyer applies it under "Have a code?" and sees the server's total; a
// 100 % code completes a free order without a card and lands the buyer signed in.

test("an operator's 25 % code lowers the checkout total; a 100 % code gives a free order with an account", async ({ page, context, browser }) => {
  const operator = await seededPrisma().user.create({ data: { email: `discounts-${randomUUID().slice(0, 6)}@example.com`, role: "operator" } });
  await signInAs(context, operator.id);
  const quarter = `E2E${randomUUID().slice(0, 6)}`.toUpperCase();
  await page.goto("/admin/discounts");
  const form = page.getByRole("form", { name: "New discount code" });
  await form.getByLabel("Code (letters, digits, dashes)").fill(quarter);
  await form.getByLabel("Percent off (1-100)").fill("25");
  await form.getByLabel("Maximum redemptions (optional)").fill("10");
  await form.getByRole("button", { name: "Create code" }).click();
  await expect(form.getByRole("status")).toHaveText(`Code ${quarter} created.`);
  await expect(page.getByTestId("discount-row").filter({ hasText: quarter })).toContainText("25 % off");
  await page.screenshot({ path: "test-results/screens/admin-discounts.png", fullPage: true });
  // A free code for the second half, made the same way.
  const free = `FREE${randomUUID().slice(0, 6)}`.toUpperCase();
  await form.getByLabel("Code (letters, digits, dashes)").fill(free);
  await form.getByLabel("Percent off (1-100)").fill("100");
  await form.getByRole("button", { name: "Create code" }).click();
  await expect(form.getByRole("status")).toHaveText(`Code ${free} created.`);

  // The buyer, signed out, in another browser.
  const buyer = await browser.newContext();
  const shop = await buyer.newPage();
  await shop.goto("/checkout");
  await expect(shop.getByText("Demo mode: no real payment is taken")).toBeVisible({ timeout: 15_000 });
  await shop.getByRole("button", { name: "Have a code?" }).click();
  await shop.getByLabel("Discount code").fill("not-a-code");
  await shop.getByRole("button", { name: "Apply" }).click();
  await expect(shop.getByRole("form", { name: "Apply a code" }).getByRole("alert")).toHaveText("This code is not valid.");
  await shop.getByLabel("Discount code").fill(quarter.toLowerCase());
  await shop.getByRole("button", { name: "Apply" }).click();
  await expect(shop.getByTestId("checkout-total")).toContainText("Total$29.99");
  await expect(shop.getByRole("button", { name: "Complete Purchase - $29.99" })).toBeEnabled();
  await shop.screenshot({ path: "test-results/screens/checkout-with-code.png", fullPage: true });

  // Swapping to the free code: no card, a free order; nobody is signed in by it (issue 42): the
  // set-password link goes to the e-mail, and the page says so.
  const email = `free-${Date.now()}@example.com`;
  await shop.getByLabel("Email").fill(email);
  await shop.getByLabel("Email").blur();
  await shop.getByRole("button", { name: "Remove code" }).click();
  await shop.getByLabel("Discount code").fill(free);
  await shop.getByRole("button", { name: "Apply" }).click();
  await expect(shop.getByText("Your code covers the whole price")).toBeVisible();
  await shop.screenshot({ path: "test-results/screens/checkout-free-order.png", fullPage: true });
  await shop.getByRole("button", { name: "Complete free order" }).click();
  await expect(shop.getByRole("status").filter({ hasText: "Check your e-mail" })).toContainText(`We've e-mailed ${email} a link to set your password`);
  await shop.screenshot({ path: "test-results/screens/checkout-free-order-mailed.png", fullPage: true });
  expect((await shop.request.get("/api/user")).status()).toBe(401);
  const owner = await seededPrisma().user.findUniqueOrThrow({ where: { email }, include: { purchases: true } });
  expect(owner.purchases).toHaveLength(1);
  await buyer.close();

  // The console counts the use.
  await page.reload();
  const row = page.getByTestId("discount-row").filter({ hasText: free });
  await expect(row.locator("td").nth(4)).toHaveText("1");
});
