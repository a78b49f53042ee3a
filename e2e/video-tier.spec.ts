import { test, expect, seededPrisma, signInAsOperator, deliverOrder } from "./fixtures";
import { videoTiers } from "@/lib/catalog/catalog";

// Issue 48, item 1 (decision 430): "Can I order additional videos? Yes" is true. A visitor reads
// the tier cards and the FAQ on /products, buys the 5-video pack in demo mode (this server has no
// Stripe key) through the same checkout as the package, the operator finds the order in the
// console and delivers it, and the buyer follows it on the dashboard, which opens no studio.

test("a visitor buys a video pack in demo mode; the operator delivers it; the buyer sees the delivery and no studio", async ({ page, browser }) => {
  const [, five] = videoTiers;
  await page.goto("/products");
  const card = page.getByTestId("video-tier-videos-5-9");
  await expect(card).toContainText("$44.99 per video");
  await expect(card).toContainText("Save 10%");
  await expect(card).toContainText("Sold in packs of 5 videos: buy a pack again for more.");
  // The FAQ says what the cards sell, at the same prices.
  await page.getByText("Can I order additional videos?").click();
  await expect(page.getByText(/^Yes\. Order a video pack from the volume discounts above: 1 video for \$49\.99, 5 videos for \$224\.95/)).toBeVisible();
  await expect(page.getByText("delivers the MP4 files to your dashboard within 5 business days")).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/screens/video-tiers.png", fullPage: true });

  await card.getByRole("link", { name: "Buy 5 videos: $224.95" }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout\\?productId=${five.packUuid}`));
  await expect(page.getByRole("heading", { name: "Video pack: 5 videos" })).toBeVisible();
  await expect(page.getByText("Delivered to your dashboard within 5 business days")).toBeVisible();
  await expect(page.getByText("One-time payment. Delivered within 5 business days.")).toBeVisible();
  await expect(page.getByText("Instant access after purchase")).toHaveCount(0);
  await expect(page.getByText("Demo mode: no real payment is taken")).toBeVisible({ timeout: 15_000 });
  const email = `pack-${Date.now()}@example.com`;
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Email").blur();
  await page.screenshot({ path: "test-results/screens/video-pack-checkout.png", fullPage: true });
  await page.getByRole("button", { name: "Complete Purchase - $224.95" }).click();
  await page.waitForURL("**/user/set-password", { timeout: 15_000 });
  // The pack opens no studio: the buyer holds no purchase that gives access.
  expect(await (await page.request.get("/api/user/purchase")).json()).toMatchObject({ hasPurchase: false });
  const order = await seededPrisma().purchase.findFirstOrThrow({ where: { user: { email } } });
  expect(order).toMatchObject({ productUuid: five.packUuid, amountCents: 22495, grantsAccess: false });

  // The operator sees it in the console, with its delivery window, and delivers it.
  const operatorContext = await browser.newContext();
  await signInAsOperator(operatorContext);
  const console_ = await operatorContext.newPage();
  try {
    await console_.goto("/admin/orders");
    await console_.getByRole("searchbox", { name: "Buyer e-mail" }).fill(email);
    await console_.getByRole("button", { name: "Search" }).click();
    const row = console_.getByTestId("order-row");
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("Video pack: 5 videos");
    await expect(row).toContainText("$224.95");
    await expect(row.getByTestId("order-status")).toHaveText("Paid");
    await console_.screenshot({ path: "test-results/screens/video-pack-admin-orders.png", fullPage: true });
    await row.getByRole("link").click();
    await expect(console_.getByRole("heading", { name: /^Order of/ })).toBeVisible();
    await deliverOrder(console_, { label: "Your 5 videos", url: "https://videos.example/pack-5" }, "Your five videos are ready.");
    await console_.screenshot({ path: "test-results/screens/video-pack-admin-order.png", fullPage: true });
  } finally {
    await operatorContext.close();
  }

  // The buyer follows the order on the dashboard, beside the package's checkout (no studio).
  await page.goto("/user/dashboard");
  const delivery = page.getByTestId("your-delivery");
  await expect(delivery).toContainText("Video pack: 5 videos");
  await expect(delivery).toContainText("Your five videos are ready.");
  await expect(delivery.getByRole("link", { name: /Your 5 videos/ })).toHaveAttribute("href", "https://videos.example/pack-5");
  await expect(page.getByText("Complete your purchase to start creating your AI influencer.")).toBeVisible();
  await expect(page.getByText("AI Character Creation Active")).toHaveCount(0);
  await page.screenshot({ path: "test-results/screens/video-pack-buyer-dashboard.png", fullPage: true });
});
