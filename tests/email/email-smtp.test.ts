import { sendEmail } from "@/lib/email/transport.server";
import { purchaseReceiptEmail } from "@/lib/email/templates/purchase-receipt";
import { prisma } from "@/lib/db/client.server";
import { withSmtpSink } from "../helpers/smtp";
import { withTestDatabase } from "../helpers/db";

const sink = withSmtpSink();
withTestDatabase();

describe("e-mail over SMTP", () => {
  it("delivers a purchase receipt to the SMTP server and marks the outbox row sent", async () => {
    const message = await purchaseReceiptEmail({
      to: "Buyer@Example.com",
      productName: "Create AI Influencer",
      amountCents: 3999,
      currency: "usd",
      reference: "pi_123",
      purchasedAt: new Date("2026-01-02T03:04:05Z"),
      nextUrl: "http://localhost:3000/user/dashboard",
    });
    const result = await sendEmail(message);
    expect(result.delivered).toBe(true);

    const received = await sink().waitFor("buyer@example.com");
    expect(received.subject).toBe("Your AI Influencer Studio receipt: Create AI Influencer");
    expect(received.text).toContain("Amount:    $39.99 (one-time payment, no monthly fees)");
    expect(received.text).toContain("Reference: pi_123");
    expect(received.text).toContain("http://localhost:3000/user/dashboard");
    expect(received.text).toContain("— AI Influencer Studio");

    const row = await prisma().outboxEmail.findUniqueOrThrow({ where: { id: result.id } });
    expect(row).toMatchObject({ kind: "purchase-receipt", to: "Buyer@Example.com" });
    expect(row.sentAt).toBeInstanceOf(Date);
  });
});
