import { siteConfig } from "@/config/site";
import type { OutgoingEmail } from "@/lib/email/transport";

export type PurchaseReceipt = {
  to: string;
  productName: string;
  amountCents: number;
  currency: string;
  /** The payment's reference (Stripe PaymentIntent id or the demo ledger's id). */
  reference: string;
  purchasedAt: Date;
  /** Where the buyer continues: the dashboard, or the set-password page for a new account. */
  nextUrl: string;
};

export function formatMoney(amountCents: number, currency: string) {
  return new Intl.NumberFormat("en-US", { style: "currency", currency: currency.toUpperCase() }).format(amountCents / 100);
}

/** The receipt sent once a payment is fulfilled (called by the checkout's fulfilment). */
export function purchaseReceiptEmail(receipt: PurchaseReceipt): OutgoingEmail {
  const amount = formatMoney(receipt.amountCents, receipt.currency);
  return {
    to: receipt.to,
    kind: "purchase-receipt",
    subject: `Your ${siteConfig.name} receipt: ${receipt.productName}`,
    text: [
      "Thank you for your purchase!",
      "",
      `Product:   ${receipt.productName}`,
      `Amount:    ${amount} (one-time payment, no monthly fees)`,
      `Date:      ${receipt.purchasedAt.toISOString().slice(0, 10)}`,
      `Reference: ${receipt.reference}`,
      "",
      "Your access is ready. Continue here:",
      receipt.nextUrl,
      "",
      "You are covered by our 30-day guarantee: if it does not work for you, reply to this e-mail for a refund.",
      "",
      `— ${siteConfig.name}`,
    ].join("\n"),
  };
}
