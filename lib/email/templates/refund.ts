import { composeEmail, SIGN_OFF } from "@/lib/email/layout.server";
import { formatMoney } from "@/lib/utils/money";

export type RefundNotice = { to: string; productName: string; amountCents: number; paidCents: number; currency: string; full: boolean };

/** Sent when the seller refunds an order from the console (lib/admin/refunds.server.ts). */
export function refundEmail(notice: RefundNotice) {
  const amount = formatMoney(notice.amountCents, notice.currency);
  return composeEmail({
    to: notice.to,
    kind: "refund",
    subject: `Your refund of ${amount}: ${notice.productName}`,
    blocks: [
      { paragraph: [`We have refunded ${amount} of your ${formatMoney(notice.paidCents, notice.currency)} payment for ${notice.productName}.`] },
      {
        paragraph: [
          "It goes back to the card you paid with; your bank usually shows it within 5 to 10 business days.",
          notice.full
            ? "The purchase is fully refunded, so its access to the course and the studio has ended."
            : "This was a partial refund: your access stays as it is.",
        ],
      },
      { paragraph: ["If you have a question about it, reply to this e-mail."] },
      SIGN_OFF,
    ],
  });
}
