import { expect, test } from "@playwright/test";

test("visitor header and footer", async ({ page }) => {
  await page.goto("/");
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/auth");
  const nav = header.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Products" })).toHaveAttribute("href", "/products");
  await expect(nav.getByRole("link", { name: "Services" })).toHaveAttribute("href", "/services");
  await expect(nav.getByRole("link", { name: /^Meet / })).toHaveAttribute("href", /^\/[a-z]+$/);
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
  await expect(footer.getByRole("link", { name: "Services" })).toHaveAttribute("href", "/services");
  await expect(footer.getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/checkout");
  // The year the page is seen in, not a constant (issue 23).
  await expect(footer).toContainText(`© ${new Date().getFullYear()} `);
});

test("current route is highlighted", async ({ page }) => {
  await page.goto("/services");
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Services" })).toHaveAttribute("aria-current", "page");
});

test("hamburger opens a dropdown that closes on an outside click", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/");
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("navigation", { name: "Mobile" });
  await expect(menu.getByRole("link", { name: "Products" })).toBeVisible();
  await page.mouse.click(20, 500);
  await expect(menu).toBeHidden();
});

test("unknown paths show the 404 page with status 404", async ({ page }) => {
  const res = await page.goto("/this-page-does-not-exist/at-all");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
});

test("anonymous visitors get the 404 page for /user routes, whatever the case", async ({ page }) => {
  const res = await page.goto("/USER/DASHBOARD");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
});

test("a path typed in another case is served as its lower-case route", async ({ page }) => {
  const res = await page.goto("/PRODUCTS");
  expect(res?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe("/PRODUCTS");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/products$/);
});
