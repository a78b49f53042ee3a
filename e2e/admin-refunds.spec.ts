import { randomUUID } from "node:crypto";
import { expect, seededPrisma, seedUser, signInAs, test } from "./fixtures";
import { waitForEmail } from "./mail";

// Issue 33, item 1, in demo mode: the operator refunds part of an order from its page, then the
// rest; the page, the timeline and the buyer's e-mail say so, and the buyer's access ends; the
// customer's page shows what they spent and sends them a password link (item 4).

test("an operator refunds $10, then the rest; the order shows both and the buyer loses access", async ({ page, context, browser }) => {
  const buyer = await seedUser({ purchase: true });
  const order = await seededPrisma().purchase.findFirstOrThrow({ where: { userId: buyer.id } });
  const operator = await seededPrisma().user.create({ data: { email: `refunds-${randomUUID().slice(0, 6)}@example.com`, role: "operator" } });
  await signInAs(context, operator.id);
  await page.goto(`/admin/orders/${order.id}`);

  const form = page.getByRole("form", { name: "Refund" });
  await expect(form.getByLabel("Amount (up to $39.99)")).toHaveValue("39.99");
  await form.getByLabel("Amount (up to $39.99)").fill("10");
  await form.getByLabel(/^Reason/).fill("Goodwill: the first delivery was late");
  await form.getByRole("button", { name: "Refund…" }).click();
  await form.getByRole("button", { name: "Yes, refund $10.00" }).click();
  await expect(form.getByRole("status")).toHaveText("Refunded $10.00. The buyer has been e-mailed.");
  await expect(page.getByText("$10.00 of $39.99")).toBeVisible();
  await expect(page.getByText("Refunded $10.00 (demo mode): Goodwill: the first delivery was late")).toBeVisible();
  await page.screenshot({ path: "test-results/screens/admin-refund-partial.png", fullPage: true });
  expect((await waitForEmail(buyer.email)).subject).toBe("Your refund of $10.00: Create AI Influencer");

  // More than is left is refused with the reason, before anything is refunded.
  await form.getByLabel("Amount (up to $29.99)").fill("30");
  await form.getByLabel(/^Reason/).fill("Too much");
  await form.getByRole("button", { name: "Refund…" }).click();
  await form.getByRole("button", { name: "Yes, refund $30.00" }).click();
  await expect(form.getByRole("alert")).toHaveText("You can refund at most $29.99 of this order ($39.99 paid).");

  await form.getByLabel("Amount (up to $29.99)").fill("29.99");
  await form.getByLabel(/^Reason/).fill("The buyer asked within 30 days");
  await form.getByRole("button", { name: "Refund…" }).click();
  await form.getByRole("button", { name: "Yes, refund $29.99" }).click();
  await expect(page.getByText("Fully refunded: nothing is left to refund.")).toBeVisible();
  await expect(page.getByTestId("order-status")).toHaveText("Refunded");
  await page.screenshot({ path: "test-results/screens/admin-refund-full.png", fullPage: true });

  // The customer's page: what they spent net of the refunds, and a password link on request.
  await page.getByRole("navigation", { name: "Operator console" }).getByRole("link", { name: "Customers" }).click();
  await page.getByRole("searchbox", { name: "Customer e-mail" }).fill(buyer.email);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByTestId("customer-row")).toHaveCount(1);
  await page.getByTestId("customer-row").getByRole("link", { name: buyer.email }).click();
  await expect(page.getByText("spent $0.00 net of refunds", { exact: false })).toBeVisible();
  await page.getByRole("button", { name: /^Send password (setup|reset) link$/ }).click();
  await expect(page.getByRole("status")).toHaveText(`Password link sent to ${buyer.email}.`);
  await expect(page.getByText("Sent a password link")).toBeVisible();
  await page.screenshot({ path: "test-results/screens/admin-customer.png", fullPage: true });

  const buyerContext = await browser.newContext();
  await signInAs(buyerContext, buyer.id);
  const answer = await buyerContext.request.get("/api/user/purchase");
  expect(await answer.json()).toMatchObject({ hasPurchase: false });
  await buyerContext.close();
});
