import { expect, test, seedUser, seededPrisma, signInAs } from "./fixtures";
import { e2eMailDir, waitForEmail } from "./mail";
import { readMailDir } from "../tests/stand-ins/smtp";
import { verifyDkim } from "../tests/helpers/dkim-verify";

// Issue 45, item 1 (decision 415): the operator writes a broadcast, sees the preview the mail will
// carry, sends a test to themself (it arrives, and the outbox shows it), then sends to an audience
// after a confirmation naming its count, and sees the counts on the message page. The automatic
// e-mails' switches are on the same page (decisions 416, 417).

test("write, preview, test, send to an audience and see the counts", async ({ page, context }) => {
  const stamp = Date.now();
  const operatorEmail = `operator-${stamp}@example.com`;
  const operator = await seedUser({ email: operatorEmail });
  await seededPrisma().user.update({ where: { id: operator.id }, data: { role: "operator" } });
  const readers = [`reader-a-${stamp}@example.com`, `reader-b-${stamp}@example.com`];
  for (const email of readers) {
    const user = await seedUser({ email, purchase: true });
    await seededPrisma().user.update({ where: { id: user.id }, data: { marketingEmails: true } });
  }
  await seedUser({ email: `quiet-${stamp}@example.com`, purchase: true }); // never agreed to news
  await signInAs(context, operator.id);

  await page.goto("/admin/email");
  await expect(page.getByRole("heading", { level: 1, name: "E-mail" })).toBeVisible();
  await page.getByRole("link", { name: "New broadcast" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New broadcast" })).toBeVisible();

  const subject = `Lesson 3 is out ${stamp}`;
  await page.getByLabel("Subject").fill(subject);
  await page.getByLabel("Message (Markdown)").fill("# Lesson 3\n\nHi {{email}}, **it is out**.\n\n<script>window.hacked = 1</script>");
  const preview = page.getByTestId("broadcast-preview");
  await expect(preview.getByRole("heading", { name: "Lesson 3" })).toBeVisible();
  await expect(preview.locator("strong")).toHaveText("it is out");
  await expect(preview).toContainText("Hi buyer@example.com");
  await expect(preview.locator("script")).toHaveCount(0);

  // A merge field not on the list is refused on save, in words.
  await page.getByLabel("Message (Markdown)").fill("Hi {{first_name}}");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Unknown merge field" })).toContainText("Unknown merge field {{first_name}}");
  await page.getByLabel("Message (Markdown)").fill("# Lesson 3\n\nHi {{email}}, **it is out**.");

  await expect(page.getByRole("button", { name: "Send test to me" })).toBeDisabled(); // not saved yet
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Draft: ${subject}` })).toBeVisible();
  await expect(page.getByTestId("broadcast-preview").getByRole("heading", { name: "Lesson 3" })).toBeVisible(); // rendered with the page
  await page.getByRole("button", { name: "Send test to me" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Test sent to" })).toContainText(`Test sent to ${operatorEmail}.`);
  const test = await waitForEmail(operatorEmail);
  expect(test.subject).toBe(`[Test] ${subject}`);
  expect(test.html).toContain("<h1>Lesson 3</h1>");
  expect(test.text).toContain(`Hi ${operatorEmail}, it is out.`); // read from the HTML part (decision 432)
  expect(test.text).toContain("Unsubscribe in one click");

  await page.goto("/admin/outbox");
  await expect(page.getByTestId("outbox-message").filter({ hasText: `[Test] ${subject}` })).toBeVisible();
  await page.goBack();

  // The audience's count is shown before sending, and the confirmation names it.
  const option = await page.getByLabel("Who gets it").locator("option:checked").textContent();
  const count = Number(option!.match(/\((\d+) (?:person|people)\)/)![1]);
  expect(count).toBeGreaterThanOrEqual(2);
  await page.getByRole("button", { name: "Send now…" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Confirm sending" });
  await expect(confirm).toContainText(`to ${count} people (Every buyer with access) now?`);
  await page.screenshot({ path: "test-results/admin/admin-email-confirm.png", fullPage: true });
  await confirm.getByRole("button", { name: `Yes, send to ${count} people` }).click();

  await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId("count-sent")).toHaveText(String(count), { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByTestId("count-failed")).toHaveText("0");
  for (const email of readers) await expect(page.getByTestId("recipient-row").filter({ hasText: email })).toContainText("Sent");
  await expect(page.getByTestId("recipient-row").filter({ hasText: `quiet-${stamp}` })).toHaveCount(0);
  const received = await waitForEmail(readers[0]!);
  expect(received.subject).toBe(subject);
  expect(received.text).toContain(`Hi ${readers[0]}`);
  await page.screenshot({ path: "test-results/admin/admin-email-message.png", fullPage: true });

  await page.goto("/admin/email");
  const row = page.getByTestId("broadcast-row").filter({ hasText: subject });
  await expect(row).toContainText("Sent");
  await expect(row).toContainText(String(count));

  // The onboarding sequence is off until turned on.
  await expect(page.getByTestId("automation-onboarding")).toHaveText("Off");
  await page.getByRole("button", { name: "Turn on onboarding sequence" }).click();
  await expect(page.getByTestId("automation-onboarding")).toHaveText("On");
  await page.screenshot({ path: "test-results/admin/admin-email.png", fullPage: true });
  await page.getByRole("button", { name: "Turn off onboarding sequence" }).click();
  await expect(page.getByTestId("automation-onboarding")).toHaveText("Off");

  // The steps' texts are the seller's to edit, with the same preview.
  await page.getByRole("link", { name: "Edit the texts and days" }).click();
  const welcome = page.getByRole("form", { name: "Welcome" });
  await welcome.getByLabel("Subject").fill(`Welcome aboard ${stamp}`);
  await welcome.getByLabel("Message (Markdown)").fill("## Glad you are here\n\nStart with [the course]({{course_link}}).");
  await expect(welcome.getByTestId("onboarding_welcome-preview").getByRole("heading", { name: "Glad you are here" })).toBeVisible();
  await welcome.getByRole("button", { name: "Save step" }).click();
  await expect(welcome.getByRole("status").filter({ hasText: "Step saved." })).toBeVisible();
  await expect(welcome.getByText("Unsaved changes")).toHaveCount(0);
  await expect(welcome.getByRole("heading", { name: "Welcome (edited)" })).toBeVisible();
  await page.screenshot({ path: "test-results/admin/admin-email-onboarding.png", fullPage: true });
  await welcome.getByRole("button", { name: "Restore the default text" }).click();
  await expect(welcome.getByLabel("Subject")).toHaveValue("Welcome to AI Influencer Studio");
});

// Issue 45's Done-when: a broadcast scheduled to "buyers who have not started" arrives at the SMTP
// stand-in with both parts, a DKIM signature that an independent verifier accepts with the key the
// console publishes, and a one-click unsubscribe (RFC 8058's POST, as a mail provider sends it);
// the next broadcast to the same audience skips the one who left.
test("a scheduled broadcast arrives signed with both parts; after one click the next one skips the reader", async ({ page, context, request }) => {
  test.setTimeout(180_000); // a due broadcast waits for the housekeeping beat, once a minute
  const stamp = Date.now();
  const operator = await seedUser({ email: `operator-sched-${stamp}@example.com` });
  await seededPrisma().user.update({ where: { id: operator.id }, data: { role: "operator" } });
  const [leaving, staying] = [`leaving-${stamp}@example.com`, `staying-${stamp}@example.com`];
  for (const email of [leaving, staying]) {
    const user = await seedUser({ email, purchase: true });
    await seededPrisma().user.update({ where: { id: user.id }, data: { marketingEmails: true } });
  }
  await signInAs(context, operator.id);

  async function writeBroadcast(subject: string) {
    await page.goto("/admin/email/new");
    await page.getByLabel("Subject").fill(subject);
    await page.getByLabel("Message (Markdown)").fill("## Start lesson 1\n\nHi {{email}}, **lesson 1** takes ten minutes.");
    await page.getByLabel("Who gets it").selectOption("not_started");
    await expect(page.getByTestId("broadcast-preview").getByRole("heading", { name: "Start lesson 1" })).toBeVisible();
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Draft: ${subject}` })).toBeVisible();
    const option = await page.getByLabel("Who gets it").locator("option:checked").textContent();
    expect(option).toContain("Buyers who have not started lesson 1");
    return Number(option!.match(/\((\d+) (?:person|people)\)/)![1]);
  }

  const first = `Lesson 1 is waiting ${stamp}`;
  await writeBroadcast(first);
  await page.getByRole("button", { name: "Send test to me" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Test sent to" })).toBeVisible();

  // Later, at a time a few seconds ahead, in the browser's own zone (the field takes seconds too).
  await page.getByLabel("Later, at").check();
  const at = await page.evaluate(() => {
    const d = new Date(Date.now() + 8_000);
    const two = (n: number) => String(n).padStart(2, "0");
    return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}T${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`;
  });
  await page.getByLabel("Send at (your local time)").fill(at);
  await page.getByRole("button", { name: "Schedule…" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Confirm sending" });
  await expect(confirm).toContainText("(Buyers who have not started lesson 1)");
  await confirm.getByRole("button", { name: /^Yes, schedule to \d+ (person|people)$/ }).click();
  await expect(page.getByRole("status").filter({ hasText: "Scheduled for" })).toBeVisible();

  // It arrives when due, with both parts and a signature that checks out.
  const mail = await waitForEmail(leaving, 100_000); // the beat starts a due broadcast within its minute
  expect(mail.subject).toBe(first);
  expect(mail.html).toContain("<strong>lesson 1</strong>");
  expect(mail.text).toContain(`Hi ${leaving}, lesson 1 takes ten minutes.`);
  const key = await seededPrisma().dkimKey.findFirstOrThrow();
  const verified = await verifyDkim(mail.raw, async (name) =>
    name.toLowerCase() === `${key.selector}._domainkey.${key.domain}` ? [`v=DKIM1; k=rsa; p=${key.publicKey}`] : [],
  );
  expect(verified).toMatchObject({ ok: true, domain: key.domain });

  // The one click, as the reader's mail provider sends it: a form POST, no cookie.
  const unsubscribe = mail.raw.match(/^List-Unsubscribe:\s*<([^>]+)>/im)![1]!;
  expect(mail.raw).toMatch(/^List-Unsubscribe-Post:\s*List-Unsubscribe=One-Click/im);
  const click = await request.post(unsubscribe, { form: { "List-Unsubscribe": "One-Click" } });
  expect(click.status()).toBe(200);

  // The first broadcast's page counts what was sent; the next broadcast leaves the reader out.
  await page.goto("/admin/email");
  await page.getByTestId("broadcast-row").filter({ hasText: first }).getByRole("link").first().click();
  await expect(page.getByTestId("recipient-row").filter({ hasText: leaving })).toContainText("Sent");
  await page.screenshot({ path: "test-results/admin/admin-email-scheduled.png", fullPage: true });

  const second = `Still waiting ${stamp}`;
  await writeBroadcast(second);
  await page.getByRole("button", { name: "Send now…" }).click();
  await page
    .getByRole("alertdialog", { name: "Confirm sending" })
    .getByRole("button", { name: /^Yes, send to \d+ (person|people)$/ })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: second })).toBeVisible();
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId("recipient-row").filter({ hasText: staying })).toContainText("Sent", { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByTestId("recipient-row").filter({ hasText: leaving })).toHaveCount(0);
  // Marked sent after the SMTP server's answer, so the copy is there; the first broadcast's may still
  // come later (it sends a batch a beat), so each address's mail is looked for by subject.
  const subjectsTo = (email: string) =>
    readMailDir(e2eMailDir())
      .filter((m) => m.to.includes(email))
      .map((m) => m.subject);
  expect(subjectsTo(staying)).toContain(second);
  expect(subjectsTo(leaving)).toEqual([first]); // the reader who left got nothing after the click
});
