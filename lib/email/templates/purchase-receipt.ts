import { siteConfig } from "@/config/site";
import type { OutgoingEmail } from "@/lib/email/transport.server";
import { formatMoney } from "@/lib/utils/money";

export type PurchaseReceipt = {
  to: string;
  productName: string;
  amountCents: number;
  currency: string;
  /** The payment's reference (Stripe PaymentIntent id or the demo ledger's id). */
  reference: string;
  purchasedAt: Date;
  /** Where the buyer continues: the dashboard, or sign-in for an account without a password. */
  nextUrl: string;
  /**
   * The purchase joined an account that existed before this payment. Whoever paid, only the
   * address's owner reads this, so it says what happened and how to get in.
   */
  existingAccount?: boolean;
  /** Said instead of "Your access is ready" by an order that is only a delivery (a video pack). */
  delivery?: string;
  /** A one-time link (withheld in the outbox) for an existing account that has no password. */
  passwordSetup?: { link: string; expiresInMinutes: number };
};

/** The receipt sent once a payment is fulfilled (called by the checkout's fulfilment). */
export function purchaseReceiptEmail(receipt: PurchaseReceipt): OutgoingEmail {
  const amount = formatMoney(receipt.amountCents, receipt.currency);
  // A code that covers the whole price: nothing was paid, so there is nothing to refund either.
  const free = receipt.amountCents === 0;
  return {
    to: receipt.to,
    kind: "purchase-receipt",
    subject: `Your ${siteConfig.name} receipt: ${receipt.productName}`,
    secret: receipt.passwordSetup?.link,
    text: [
      "Thank you for your purchase!",
      ...(receipt.existingAccount ? ["", `It has been added to the existing account for ${receipt.to}.`] : []),
      "",
      `Product:   ${receipt.productName}`,
      `Amount:    ${amount} (${free ? "nothing was charged" : "one-time payment, no monthly fees"})`,
      `Date:      ${receipt.purchasedAt.toISOString().slice(0, 10)}`,
      `Reference: ${receipt.reference}`,
      "",
      ...nextSteps(receipt),
      ...paragraph([
        ...(free ? [] : ["You are covered by our 30-day guarantee: if it does not work for you, reply to this e-mail for a refund."]),
        ...(receipt.existingAccount ? ["If you did not make this purchase, reply to this e-mail: nobody can use it without signing in to your account."] : []),
      ]),
      "",
      `— ${siteConfig.name}`,
    ].join("\n"),
  };
}

const paragraph = (lines: string[]) => (lines.length > 0 ? ["", ...lines] : []);

function nextSteps({ passwordSetup, nextUrl, delivery }: PurchaseReceipt) {
  if (!passwordSetup) return [delivery ?? "Your access is ready. Continue here:", nextUrl];
  return [
    "Your account has no password yet. Set one with this link to reach your purchase:",
    "",
    passwordSetup.link,
    "",
    `The link works once and expires in ${passwordSetup.expiresInMinutes} minutes. After that, sign in with this e-mail at ${nextUrl} to get a new one.`,
  ];
}
