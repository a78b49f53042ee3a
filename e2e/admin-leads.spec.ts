import { expect, test, seedUser, seededPrisma, signInAs } from "./fixtures";
import { E2E_OPERATOR_EMAIL, waitForEmail } from "./mail";

// Issue 23, items 4 and 7: a visitor's request becomes a lead the operator sees, works and is
// told about by e-mail; the legal pages are linked from the footer and next to the pay button.

test("a visitor's request appears in /admin/leads, is marked replied with a note, and the operator was e-mailed", async ({ page, context }) => {
  const name = `Ada ${Date.now()}`;
  await page.goto("/services");
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Email", { exact: true }).fill("ada.visitor@example.com");
  await page.getByLabel("Plan", { exact: true }).selectOption("management-professional");
  await page.getByLabel("Message", { exact: true }).fill("We would like twenty posts a month for our skincare character.");
  await page.getByRole("button", { name: "Send Request" }).click();
  await expect(page.getByText("Request sent!")).toBeVisible();

  const mail = await waitForEmail(E2E_OPERATOR_EMAIL);
  expect(mail.subject).toBe(`New lead: ${name} (Professional plan)`);
  expect(mail.text).toContain("ada.visitor@example.com");
  expect(mail.text).toMatch(/\/admin\/leads\/[0-9a-f-]{36}/);

  const operator = await seedUser({ email: `operator-${Date.now()}@example.com` });
  await seededPrisma().user.update({ where: { id: operator.id }, data: { role: "operator" } });
  await signInAs(context, operator.id);

  await page.goto("/admin/leads");
  const row = page.getByRole("row", { name: new RegExp(name) });
  await expect(row).toContainText("New");
  await page.screenshot({ path: "test-results/admin/leads-list.png", fullPage: true });
  await row.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

  await page.getByLabel("Status").selectOption("replied");
  await page.getByRole("button", { name: "Save status" }).click();
  await expect(page.getByText("Marked replied (was new)")).toBeVisible();
  await page.getByLabel("Internal note").fill("Called back; quote sent for the Professional plan.");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByText("Called back; quote sent for the Professional plan.")).toBeVisible();
  await expect(page.getByText("Added a note")).toBeVisible();
  await page.screenshot({ path: "test-results/admin/lead.png", fullPage: true });

  await page.goto("/admin/leads?status=replied");
  await expect(page.getByRole("row", { name: new RegExp(name) })).toContainText("Replied");
  // Two payments (one refunded two days later) so the chart has bars on both sides of zero.
  const buyer = await seedUser({ purchase: true });
  const day = 24 * 60 * 60 * 1000;
  const older = await seededPrisma().purchase.create({
    data: {
      userId: buyer.id,
      productUuid: "6f1f7a2e-8a0e-4c55-9d1b-2f0f6b7c3e11",
      paymentIntentId: `pi_seed_${Date.now()}`,
      amountCents: 3999,
      currency: "usd",
      status: "refunded",
      createdAt: new Date(Date.now() - 5 * day),
    },
  });
  await seededPrisma().paymentRevocation.create({ data: { paymentIntentId: older.paymentIntentId, refundedAt: new Date(Date.now() - 3 * day) } });
  await page.goto("/admin?days=30");
  await expect(page.getByRole("term").filter({ hasText: "Refunds" }).locator("+ dd")).toHaveText("1");
  await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
  await expect(page.getByRole("img", { name: /Net revenue a day/ })).toBeVisible();
  await page.screenshot({ path: "test-results/admin/overview.png", fullPage: true });
});

test("a buyer gets the 404 page at /admin and /admin/leads", async ({ page, buyer }) => {
  expect(buyer.id).toBeTruthy();
  for (const path of ["/admin", "/admin/leads"]) {
    const res = await page.goto(path);
    expect(res?.status()).toBe(404);
  }
});

test("the legal pages are linked from the footer and next to the pay button; the footer's year is this year", async ({ page }) => {
  await page.goto("/services");
  const footer = page.getByRole("contentinfo");
  await expect(footer).toContainText(`© ${new Date().getFullYear()} `);
  for (const [label, path, heading] of [
    ["Terms of Service", "/terms", "Terms of Service"],
    ["Privacy Policy", "/privacy", "Privacy Policy"],
    ["Refund Policy", "/refunds", "Refund Policy"],
  ]) {
    await footer.getByRole("link", { name: label }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  }
  await expect(page.getByText("A refund ends your access")).toBeVisible();
  await page.screenshot({ path: "test-results/admin/refunds.png", fullPage: true });

  await page.goto("/checkout");
  const legal = page.getByTestId("checkout-legal");
  await expect(legal.getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms");
  await expect(legal.getByRole("link", { name: "Refund Policy" })).toHaveAttribute("href", "/refunds");
  await expect(legal.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
  await page.screenshot({ path: "test-results/admin/checkout.png", fullPage: true });
});
