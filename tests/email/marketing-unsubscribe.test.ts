import { Resolver } from "node:dns/promises";
import { POST as oneClick } from "@/app/api/unsubscribe/[token]/route";
import { sendEmail } from "@/lib/email/transport.server";
import { sendMarketingEmail, unsubscribeToken } from "@/lib/email/marketing.server";
import { dnsRecords } from "@/lib/email/dkim.server";
import { purchaseReceiptEmail } from "@/lib/email/templates/purchase-receipt";
import { prisma } from "@/lib/db/client.server";
import { startDnsStandIn, type DnsStandIn } from "../stand-ins/dns";
import type { ReceivedEmail } from "../stand-ins/smtp";
import { verifyDkim } from "../helpers/dkim-verify";
import { withSmtpSink } from "../helpers/smtp";
import { withTestDatabase } from "../helpers/db";
import { call } from "../helpers/http";
import { createUser } from "../helpers/factories";

// Issue 45, items 6 and 7 (decision 391), against the SMTP stand-in: marketing mail carries a
// signed one-click unsubscribe (RFC 8058) and a footer link; the one click suppresses the
// address, after which marketing mail to it is skipped and transactional mail still goes; a
// permanent refusal (5xx) suppresses the address, a temporary one (4xx) does not.

process.env.MAIL_FROM = "AI Influencer Studio <news@studio.example>";
process.env.APP_URL = "https://studio.example";
let dns: DnsStandIn;
beforeAll(async () => {
  dns = await startDnsStandIn();
});
afterAll(() => dns.close());
const sink = withSmtpSink();
withTestDatabase();

const news = (to: string) => ({
  to,
  subject: "Lesson 3 is out",
  blocks: [{ paragraph: ["Hello!"] }, { paragraph: ["Lesson 3 shows how to pick a niche."] }],
  kind: "broadcast",
});
const receipt = (to: string) =>
  purchaseReceiptEmail({
    to,
    productName: "Create AI Influencer",
    amountCents: 3999,
    currency: "usd",
    reference: "pi_unsub",
    purchasedAt: new Date("2026-11-28T09:00:00Z"),
    nextUrl: "https://studio.example/user/dashboard",
  });

/** The message's header (unfolded) or undefined. */
function header(mail: ReceivedEmail, name: string): string | undefined {
  const head = mail.raw.slice(0, mail.raw.indexOf("\r\n\r\n")).replace(/\r\n[ \t]+/g, " ");
  return head.match(new RegExp(`^${name}:[ \\t]*(.*)$`, "im"))?.[1]?.trim();
}

/** Takes the next mail to `to` out of the sink. */
async function take(to: string) {
  const mail = await sink().waitFor(to);
  sink().messages.splice(sink().messages.indexOf(mail), 1);
  return mail;
}

async function lookupTxt(name: string) {
  const resolver = new Resolver();
  resolver.setServers([dns.server]);
  return (await resolver.resolveTxt(name)).map((chunks) => chunks.join(""));
}

describe("marketing mail's one-click unsubscribe", () => {
  it("carries List-Unsubscribe (HTTPS) and List-Unsubscribe-Post, both DKIM-signed, and a footer link to the confirming page", async () => {
    const outcome = await sendMarketingEmail(news("reader@example.com"));
    expect(outcome).toMatchObject({ status: "sent" });
    const mail = await take("reader@example.com");
    const token = unsubscribeToken("reader@example.com");
    expect(header(mail, "List-Unsubscribe")).toBe(`<https://studio.example/api/unsubscribe/${token}>`);
    expect(header(mail, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    expect(mail.text).toContain("Lesson 3 shows how to pick a niche.");
    expect(mail.text).toContain(`Unsubscribe in one click: https://studio.example/unsubscribe/${token}`);

    for (const record of await dnsRecords()) dns.txt.set(record.name.toLowerCase(), [record.value]);
    const verified = await verifyDkim(mail.raw, lookupTxt);
    expect(verified.ok).toBe(true);
    if (verified.ok) expect(verified.signedHeaders.map((h) => h.toLowerCase())).toEqual(expect.arrayContaining(["list-unsubscribe", "list-unsubscribe-post"]));
  });

  it("transactional mail carries no unsubscribe header", async () => {
    await sendEmail(await receipt("reader@example.com"));
    const mail = await take("reader@example.com");
    expect(header(mail, "List-Unsubscribe")).toBeUndefined();
    expect(header(mail, "List-Unsubscribe-Post")).toBeUndefined();
    expect(mail.text).not.toContain("Unsubscribe");
  });

  it("the one click (a POST from the mail provider) suppresses the address and ends the account's consent; marketing mail is then skipped, receipts still go", async () => {
    const user = await createUser({ email: "Buyer.One@Example.com" });
    await prisma().user.update({ where: { id: user.id }, data: { marketingEmails: true } });
    expect(await sendMarketingEmail(news("Buyer.One@Example.com"))).toMatchObject({ status: "sent" });
    const mail = await take("buyer.one@example.com");
    const url = new URL(header(mail, "List-Unsubscribe")!.slice(1, -1));

    // As RFC 8058 has the provider send it: form-encoded, no cookie, no Origin.
    const request = {
      url: url.href,
      params: { token: url.pathname.split("/").at(-1)! },
      rawBody: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    };
    expect(await call(oneClick, request)).toMatchObject({ status: 200, body: { unsubscribed: true } });
    expect(await prisma().emailSuppression.findUnique({ where: { email: "buyer.one@example.com" } })).toMatchObject({ reason: "unsubscribe" });
    expect((await prisma().user.findUniqueOrThrow({ where: { id: user.id } })).marketingEmails).toBe(false);
    // A second click (or a retry) changes nothing.
    expect(await call(oneClick, request)).toMatchObject({ status: 200 });
    expect(await prisma().emailSuppression.count({ where: { email: "buyer.one@example.com" } })).toBe(1);

    const outboxBefore = await prisma().outboxEmail.count();
    expect(await sendMarketingEmail(news("buyer.one@example.com"))).toEqual({ status: "suppressed" });
    expect(await prisma().outboxEmail.count()).toBe(outboxBefore);

    await sendEmail(await receipt("buyer.one@example.com"));
    const next = await take("buyer.one@example.com");
    expect(next.subject).toBe("Your AI Influencer Studio receipt: Create AI Influencer");
    expect(sink().messages.filter((m) => m.to.includes("buyer.one@example.com"))).toHaveLength(0);
  });

  it("refuses a token that is not ours with a 404 and changes nothing", async () => {
    const good = unsubscribeToken("someone@example.com");
    const forged = `${Buffer.from("victim@example.com").toString("hex")}.${good.split(".")[1]}`;
    for (const token of [forged, "not-a-token", `${good}0`]) {
      const answer = await call(oneClick, {
        params: { token },
        rawBody: "List-Unsubscribe=One-Click",
        headers: { "content-type": "application/x-www-form-urlencoded" },
      });
      expect(answer).toMatchObject({ status: 404, body: { message: "This unsubscribe link is not valid." } });
    }
    expect(await prisma().emailSuppression.count({ where: { email: { in: ["victim@example.com", "someone@example.com"] } } })).toBe(0);
  });
});

describe("suppression at send time", () => {
  it("a permanent refusal (550) suppresses the address; the next message to it is skipped", async () => {
    sink().unknownRecipients.add("gone@example.com");
    const outcome = await sendMarketingEmail(news("gone@example.com"));
    expect(outcome).toMatchObject({ status: "failed", permanent: true, answer: expect.stringContaining("550") });
    expect(await prisma().emailSuppression.findUnique({ where: { email: "gone@example.com" } })).toMatchObject({
      reason: "hard_bounce",
      detail: expect.stringContaining("No such user"),
    });
    expect(await sendMarketingEmail(news("gone@example.com"))).toEqual({ status: "suppressed" });
  });

  it("a temporary refusal (451) fails the send without suppressing the address", async () => {
    sink().setRefusing(true);
    try {
      expect(await sendMarketingEmail(news("busy@example.com"))).toMatchObject({ status: "failed", permanent: false });
    } finally {
      sink().setRefusing(false);
    }
    expect(await prisma().emailSuppression.count({ where: { email: "busy@example.com" } })).toBe(0);
    expect(await sendMarketingEmail(news("busy@example.com"))).toMatchObject({ status: "sent" });
  });
});
