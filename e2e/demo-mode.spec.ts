import { expect, test } from "./fixtures";

// The demo-payments e2e server runs as a declared demo (DEMO_MODE=1, e2e/serve.ts); the Stripe
// run (checkout.stripe.spec.ts) checks the banner stays hidden without it.
async function layoutShift(page: import("@playwright/test").Page) {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
}

for (const path of ["/", "/products", "/checkout", "/auth"]) {
  test(`${path}: shows "Demo: no real payments" above the header from the first paint, shifting nothing`, async ({ page }) => {
    await page.goto(path);
    const banner = page.getByTestId("demo-banner");
    await expect(banner).toBeVisible();
    expect(await banner.evaluate((el) => getComputedStyle(el, "::before").content)).toBe('"Demo: no real payments"');
    const [bannerBox, headerBox] = [await banner.boundingBox(), await page.getByRole("banner").boundingBox()];
    expect(bannerBox!.y).toBe(0);
    expect(headerBox!.y).toBeGreaterThanOrEqual(bannerBox!.height);
    await page.waitForLoadState("networkidle");
    expect(await layoutShift(page)).toBeLessThan(0.01);
  });
}
