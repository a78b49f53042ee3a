import { test, expect } from "./fixtures";

// Stripe mode (playwright.stripe.config.ts): the real @stripe/react-stripe-js code runs against
// the Stripe.js stand-in the app loads from STRIPE_JS_URL, which confirms on the Stripe API
// stand-in; that stand-in also forwards the signed payment_intent.succeeded webhook.

test("a guest buys through the Stripe Payment Element and lands on set-password", async ({ page }) => {
  const email = `stripe-${Date.now()}@example.com`;
  await page.goto("/checkout");
  const element = page.getByTestId("stripe-payment-element");
  // The first payment intent of a cold server (database, Stripe stand-in) can take a while here.
  await expect(element).toBeVisible({ timeout: 15_000 });
  await expect(element).toHaveAttribute("data-layout", "tabs");
  await expect(page.getByText("Demo mode: no real payment is taken")).toHaveCount(0);

  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Email").blur();
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByRole("button", { name: "Complete Purchase - $39.99" }).click();

  await expect(page).toHaveURL(/\/checkout-callback\?payment_intent=pi_\w+&payment_intent_client_secret=\w+&redirect_status=succeeded/);
  await page.waitForURL("**/user/set-password");
  expect(await (await page.request.get("/api/user")).json()).toMatchObject({ email, hasPassword: false });
  expect(await (await page.request.get("/api/user/purchase")).json()).toMatchObject({ hasPurchase: true });
  await page.screenshot({ path: "test-results/screens/checkout-stripe-return.png" });
});

test("a declined card shows 'Payment Failed' with Stripe's message and stays on the checkout", async ({ page }) => {
  await page.goto("/checkout");
  await expect(page.getByTestId("stripe-payment-element")).toBeVisible({ timeout: 15_000 });
  await page.getByLabel("Email").fill(`declined-${Date.now()}@example.com`);
  await page.getByLabel("Card number").fill("4000 0000 0000 0002");
  await page.getByRole("button", { name: "Complete Purchase - $39.99" }).click();
  await expect(page.getByText("Payment Failed")).toBeVisible();
  await expect(page.getByText("Your card was declined.")).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole("button", { name: "Complete Purchase - $39.99" })).toBeEnabled();
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: "test-results/screens/checkout-stripe-phone.png", fullPage: true });
});

test("a server with Stripe and no DEMO_MODE shows no demo banner and serves an empty /demo-mode.css", async ({ page, request }) => {
  await page.goto("/checkout");
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByTestId("demo-banner")).toBeHidden();
  expect(await (await request.get("/demo-mode.css")).text()).not.toMatch(/display|content/);
});
