import { composeEmail, renderTemplate } from "./layout.server";
import { accountDeletedEmail, dataExportReadyEmail, emailChangeConfirmEmail, emailChangedNoticeEmail } from "./templates/account";
import { deliveryReadyEmail } from "./templates/delivery-ready";
import { leadNotificationEmail } from "./templates/lead-notification";
import { operatorInviteEmail } from "./templates/operator-invite";
import { passwordResetEmail, passwordSetupEmail } from "./templates/password-setup";
import { purchaseReceiptEmail } from "./templates/purchase-receipt";
import { refundEmail } from "./templates/refund";

// Issue 45, item 4 (decision 432): every kind of message has an HTML part and a plain-text part,
// both from the one MJML layout; the marketing kinds (broadcasts, onboarding steps, checkout
// reminders) are sanitised Markdown in the same layout with the unsubscribe footer.

const LINK = "https://studio.example/new-password?mode=setup&token=abc";
const HOSTILE = `<script>alert(1)</script><img src=x onerror=alert(2)> **bold** [x](javascript:alert(3))`;

const transactional = {
  "purchase-receipt": () =>
    purchaseReceiptEmail({
      to: "ava@example.com",
      productName: "Create AI Influencer",
      amountCents: 3999,
      currency: "usd",
      reference: "pi_123",
      purchasedAt: new Date("2026-11-26T10:00:00Z"),
      nextUrl: "https://studio.example/user/dashboard",
      passwordSetup: { link: LINK, expiresInMinutes: 60 },
    }),
  "password-setup": () => passwordSetupEmail({ to: "ava@example.com", link: LINK, expiresInMinutes: 60 }),
  "password-reset": () => passwordResetEmail({ to: "ava@example.com", link: LINK, expiresInMinutes: 60 }),
  "delivery-ready": () =>
    deliveryReadyEmail({
      to: "ava@example.com",
      productName: "Done for you",
      message: HOSTILE,
      files: 2,
      links: 1,
      dashboardUrl: "https://studio.example/user/dashboard",
    }),
  refund: () => refundEmail({ to: "ava@example.com", productName: "Create AI Influencer", amountCents: 1000, paidCents: 3999, currency: "usd", full: false }),
  "email-change-confirm": () => emailChangeConfirmEmail({ to: "ava@example.com", link: LINK, expiresInMinutes: 30 }),
  "email-change-notice": () => emailChangedNoticeEmail({ to: "ava@example.com", newEmail: "new@example.com", undoLink: LINK, undoDays: 7 }),
  "data-export-ready": () => dataExportReadyEmail({ to: "ava@example.com", pageUrl: "https://studio.example/user/settings/account", validHours: 48 }),
  "account-deleted": () => accountDeletedEmail({ to: "ava@example.com", keptFor: "10 years" }),
  "operator-invite": () => operatorInviteEmail({ to: "op@example.com", link: LINK, expiresInMinutes: 60 }),
  "lead-notification": () =>
    leadNotificationEmail(
      "op@example.com",
      {
        id: "l1",
        name: "Grace <b>Hopper</b>",
        email: "grace@example.com",
        planLabel: "Done for you",
        message: HOSTILE,
        receivedAt: new Date("2026-11-26T10:00:00Z"),
      },
      "https://studio.example/admin/leads/l1",
    ),
};

/** The layout's marks: MJML's document, the brand line and the body's white card. */
function expectLayout(html: string) {
  expect(html).toMatch(/^<!doctype html>/i);
  expect(html).toContain('class="mail-brand"');
  expect(html).toContain("AI Influencer Studio");
  expect(html).toMatch(/<table[^>]+role="presentation"/); // MJML's tables, none written here
}

describe("every transactional kind", () => {
  it.each(Object.entries(transactional))("%s has both parts from the one layout", async (kind, make) => {
    const mail = await make();
    expect(mail.kind).toBe(kind);
    expectLayout(mail.html);
    expect(mail.text.length).toBeGreaterThan(40);
    expect(mail.text).not.toMatch(/<\/?(p|div|table|tr|td|br|a|span|h1|mj-[a-z]+)\b/i); // no markup of the layout in the text part
    expect(mail.text).not.toMatch(/\n\n\n/);
    expect(mail.text).toMatch(/— AI Influencer Studio$/);
    expect(mail.text).not.toContain("Unsubscribe"); // transactional: no footer (decision 391)
    // Every line of the text part is in the HTML part too: one template, not two texts.
    const words = mail.text.split(/\s+/).filter((w) => /^[A-Za-z]{6,}$/.test(w));
    for (const word of words) expect(mail.html).toContain(word);
    // A one-time link is in both parts, as a link in the HTML, so the outbox can withhold it from both.
    if (mail.secret) {
      expect(mail.text).toContain(mail.secret);
      expect(mail.html).toContain(`href="${mail.secret.replaceAll("&", "&#38;")}"`);
    }
  });

  it("escapes what people wrote: a visitor's or operator's HTML and Markdown stay words, never markup", async () => {
    for (const mail of [await transactional["lead-notification"](), await transactional["delivery-ready"]()]) {
      expect(mail.html).not.toMatch(/<script|<img src=x|href="javascript|<b>Hopper/);
      expect(mail.html).toContain("&#60;script&#62;alert(1)&#60;/script&#62;");
      expect(mail.text).toContain("<script>alert(1)</script>"); // the words as written, in a part no client runs
      expect(mail.text).toContain("**bold**"); // not Markdown here: never turned into markup
    }
  });

  it("keeps the receipt's details aligned in the text part and in a table in the HTML", async () => {
    const mail = await transactional["purchase-receipt"]();
    expect(mail.text).toContain(
      "Product:   Create AI Influencer\nAmount:    $39.99 (one-time payment, no monthly fees)\nDate:      2026-11-26\nReference: pi_123",
    );
    expect(mail.html).toMatch(/<td[^>]*>Amount:<\/td><td>\$39\.99 \(one-time payment, no monthly fees\)<\/td>/);
  });
});

describe("the marketing layout", () => {
  // What lib/admin/broadcast-mail.server.ts hands the layout: the lesson renderer's sanitised HTML.
  const body = '<h1>Lesson 3</h1>\n<p>Hi, <strong>it is out</strong>: <a href="https://studio.example/user/course">the course</a>.</p>';

  it("lays out the sanitised body with the unsubscribe footer in both parts", async () => {
    const mail = await composeEmail({
      to: "ann@example.com",
      kind: "broadcast",
      subject: "Lesson 3",
      blocks: [{ sanitisedHtml: body }],
      unsubscribePage: "https://studio.example/unsubscribe/tok",
    });
    expectLayout(mail.html);
    expect(mail.html).toContain("<h1>Lesson 3</h1>");
    expect(mail.html).toContain('href="https://studio.example/unsubscribe/tok"');
    expect(mail.text).toBe(
      [
        "Lesson 3",
        "",
        "Hi, it is out: the course https://studio.example/user/course.",
        "",
        "You receive this because you asked for news from AI Influencer Studio.",
        "Unsubscribe in one click: https://studio.example/unsubscribe/tok",
      ].join("\n"),
    );
  });

  it("leaves a title that MJML would read as markup as text", async () => {
    const { html } = await renderTemplate({ subject: "</mj-title><mj-raw><script>x</script></mj-raw>", blocks: [{ paragraph: ["Hi"] }] });
    expect(html).not.toContain("<script>x</script>");
  });
});
