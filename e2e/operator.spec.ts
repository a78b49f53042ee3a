import { spawnSync } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { test, expect, seededPrisma, appUrl } from "./fixtures";
import { waitForEmail } from "./mail";
import { standInPorts } from "./ports";

// Issue 23's loop: an operator made with `npm run operator:create` sets a password from the
// e-mail and signs in through /auth, finds a new demo order, moves it to in production, uploads
// a delivery and marks it delivered; the buyer's dashboard shows it and the buyer has the e-mail.

const PASSWORD = "operator pass phrase";

function operatorCreate(email: string) {
  // The real command, against this run's database and SMTP sink.
  const run = spawnSync("npx", ["tsx", "--conditions=react-server", "scripts/operator-create.ts", email], {
    encoding: "utf8",
    env: {
      ...process.env,
      DATABASE_URL: process.env.E2E_DATABASE_URL,
      SMTP_URL: `smtp://127.0.0.1:${standInPorts.smtp}`,
      APP_URL: appUrl,
      DATA_DIR: path.join(os.tmpdir(), `ais-e2e-cli-${process.pid}`),
    },
  });
  expect(run.status, run.stderr).toBe(0);
  return run.stdout;
}

test("operator loop: CLI operator signs in, produces and delivers a demo order; the buyer sees the delivery and has the e-mail", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const operatorEmail = `ops-${Date.now()}@example.com`;
  expect(operatorCreate(operatorEmail)).toContain(`Created the operator: ${operatorEmail}.`);
  const invite = await waitForEmail(operatorEmail);
  const link = new URL(invite.text.match(/http\S+new-password\S+/)![0]);
  await page.goto(link.pathname + link.search);
  await page.getByLabel("New Password").fill(PASSWORD);
  await page.getByLabel("Confirm Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Set Password & Continue" }).click();
  await expect(page.getByText("Password Set Successfully!")).toBeVisible();
  await page.context().clearCookies();
  await page.goto("/auth");
  await page.getByLabel("Email").fill(operatorEmail);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  // An operator lands in the console, and the header leads back to it (issue 31).
  await expect(page).toHaveURL(/\/admin$/, { timeout: 15_000 });
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Operator" })).toHaveAttribute("href", "/admin");

  // A guest buys in demo mode in another browser.
  const buyerContext = await browser.newContext();
  const buyer = await buyerContext.newPage();
  const buyerEmail = `client-${Date.now()}@example.com`;
  await buyer.goto("/checkout");
  await expect(buyer.getByText("Demo mode: no real payment is taken")).toBeVisible({ timeout: 15_000 });
  await buyer.getByLabel("Email").fill(buyerEmail);
  await buyer.getByLabel("Email").blur();
  await buyer.getByRole("button", { name: "Complete Purchase - $39.99" }).click();
  await buyer.waitForURL("**/user/set-password", { timeout: 15_000 });
  // The buyer's side of the console: the same 404 as any missing page, for pages and endpoints.
  expect((await buyer.goto("/admin/orders"))!.status()).toBe(404);
  expect((await buyer.request.post("/api/admin/orders/8d7c0a5e-0000-4000-8000-000000000000/status", { data: { status: "in_production" } })).status()).toBe(404);

  // The operator finds it, newest first, and opens it.
  await page.goto("/admin/orders");
  await expect(page.getByRole("navigation", { name: "Operator console" }).getByRole("link", { name: "Orders" })).toHaveAttribute("aria-current", "page");
  const row = page.getByTestId("order-row").first();
  await expect(row).toContainText(buyerEmail);
  await expect(row.getByTestId("order-status")).toHaveText("Paid");
  await page.screenshot({ path: "test-results/screens/admin-orders.png", fullPage: true });
  await page.getByRole("searchbox", { name: "Buyer e-mail" }).fill(buyerEmail);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByTestId("order-row")).toHaveCount(1);
  await row.getByRole("link").click();
  await expect(page.getByRole("heading", { name: /^Order of/ })).toBeVisible();
  await expect(page.getByText(buyerEmail)).toBeVisible();
  await expect(page.getByText("Create AI Influencer")).toBeVisible();

  await page.getByRole("button", { name: "Move to in production" }).click();
  await expect(page.getByTestId("order-status")).toHaveText("In production");
  await page.getByLabel("Upload files").setInputFiles({ name: "Mia look 1.png", mimeType: "image/png", buffer: Buffer.from("89504e470d0a1a0a", "hex") });
  await expect(page.getByRole("list", { name: "Delivered files and links" })).toContainText("Mia look 1.png");
  await page.getByLabel("Message to the buyer").fill("Your influencer Mia is ready. Enjoy!");
  await page.screenshot({ path: "test-results/screens/admin-order-in-production.png", fullPage: true });
  await page.getByRole("button", { name: "Mark delivered and e-mail the buyer" }).click();
  await expect(page.getByTestId("order-status")).toHaveText("Delivered");
  await expect(page.getByTestId("order-timeline")).toContainText("Moved from In production to Delivered");
  await expect(page.getByTestId("order-timeline")).toContainText(operatorEmail);
  // The SMTP sink took the buyer's e-mail, and the page says so (decision 161).
  await expect(page.getByText(/^E-mail to the buyer: sent /)).toBeVisible();
  await expect(page.getByRole("button", { name: "Send the e-mail again" })).toHaveCount(0);
  await page.screenshot({ path: "test-results/screens/admin-order.png", fullPage: true });

  // The buyer's dashboard shows the delivery; the ZIP downloads; the e-mail is in the outbox.
  await buyer.goto("/user/dashboard");
  const delivery = buyer.getByTestId("your-delivery");
  await expect(delivery).toContainText("Mia look 1.png");
  await expect(delivery).toContainText("Your influencer Mia is ready. Enjoy!");
  await buyer.screenshot({ path: "test-results/screens/buyer-delivery.png", fullPage: true });
  const zipHref = await delivery.getByRole("link", { name: "Download all (ZIP)" }).getAttribute("href");
  const zip = await buyer.request.get(zipHref!);
  expect(zip.headers()["content-type"]).toBe("application/zip");
  const outbox = await seededPrisma().outboxEmail.findMany({ where: { to: buyerEmail, kind: "delivery-ready" } });
  expect(outbox).toHaveLength(1);
  expect(outbox[0]!.text).toContain("Your influencer Mia is ready. Enjoy!");
  expect((await waitForEmail(buyerEmail)).subject).toBe("Your Create AI Influencer delivery is ready");
  await buyerContext.close();

  // Signed out, the console is a 404 too.
  await page.context().clearCookies();
  expect((await page.goto("/admin/orders"))!.status()).toBe(404);
});
