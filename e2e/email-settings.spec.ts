import { createHmac } from "node:crypto";
import { expect, test, seedUser, seededPrisma, signInAs } from "./fixtures";

// Issue 45, items 5 and 6 (decisions 390, 391): the console shows the From domain's DNS records
// with their state; a marketing mail's footer link opens a page that unsubscribes only when asked.

/** The token lib/email/marketing.server.ts puts in a recipient's links (the server's session secret). */
function unsubscribeToken(email: string) {
  const hex = Buffer.from(email.toLowerCase(), "utf8").toString("hex");
  return `${hex}.${createHmac("sha256", process.env.SESSION_SECRET!).update(`unsubscribe:${hex}`).digest("hex")}`;
}

test("the operator sees the SPF, DKIM and DMARC records to publish for the From domain", async ({ page, context }) => {
  const operator = await seedUser({ email: `operator-${Date.now()}@example.com` });
  await seededPrisma().user.update({ where: { id: operator.id }, data: { role: "operator" } });
  await signInAs(context, operator.id);

  await page.goto("/admin/email/settings");
  await expect(page.getByRole("heading", { level: 1, name: "E-mail settings" })).toBeVisible();
  for (const kind of ["SPF", "DKIM", "DMARC"]) await expect(page.getByRole("listitem", { name: `${kind} record` })).toBeVisible();
  const key = await seededPrisma().dkimKey.findFirstOrThrow();
  await expect(page.getByRole("listitem", { name: "DKIM record" })).toContainText(`v=DKIM1; k=rsa; p=${key.publicKey}`);
  await expect(page.getByRole("listitem", { name: "DKIM record" })).toContainText(`${key.selector}._domainkey.${key.domain}`);
  await page.screenshot({ path: "test-results/admin/email-settings.png", fullPage: true });
});

test("the footer link's page unsubscribes only on the button, and says what still arrives", async ({ page }) => {
  const email = `reader-${Date.now()}@example.com`;
  const user = await seedUser({ email });
  await seededPrisma().user.update({ where: { id: user.id }, data: { marketingEmails: true } });

  await page.goto(`/unsubscribe/${unsubscribeToken(email)}`);
  await expect(page.getByText(`Stop news and offers to ${email}?`)).toBeVisible();
  expect(await seededPrisma().emailSuppression.count({ where: { email } })).toBe(0); // opening changed nothing
  await page.screenshot({ path: "test-results/email/unsubscribe-ask.png", fullPage: true });
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("status")).toContainText(`You are unsubscribed: no more news or offers go to ${email}.`);
  await page.screenshot({ path: "test-results/email/unsubscribe-done.png", fullPage: true });
  expect(await seededPrisma().emailSuppression.count({ where: { email } })).toBe(1);
  expect((await seededPrisma().user.findUniqueOrThrow({ where: { id: user.id } })).marketingEmails).toBe(false);

  await page.reload();
  await expect(page.getByText(`${email} is unsubscribed`)).toBeVisible();
  await page.goto(`/unsubscribe/${unsubscribeToken(email).replace(/.$/, "0")}0`);
  await expect(page.getByText("This unsubscribe link is not valid.")).toBeVisible();
});
