import { siteConfig } from "@/config/site";
import { composeEmail, SIGN_OFF, type MailBlock } from "@/lib/email/layout.server";
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
export function purchaseReceiptEmail(receipt: PurchaseReceipt) {
  const amount = formatMoney(receipt.amountCents, receipt.currency);
  // A code that covers the whole price: nothing was paid, so there is nothing to refund either.
  const free = receipt.amountCents === 0;
  const notices = [
    ...(free ? [] : ["You are covered by our 30-day guarantee: if it does not work for you, reply to this e-mail for a refund."]),
    ...(receipt.existingAccount ? ["If you did not make this purchase, reply to this e-mail: nobody can use it without signing in to your account."] : []),
  ];
  return composeEmail({
    to: receipt.to,
    kind: "purchase-receipt",
    subject: `Your ${siteConfig.name} receipt: ${receipt.productName}`,
    secret: receipt.passwordSetup?.link,
    blocks: [
      { paragraph: ["Thank you for your purchase!"] },
      ...(receipt.existingAccount ? [{ paragraph: [`It has been added to the existing account for ${receipt.to}.`] }] : []),
      {
        details: [
          ["Product:", receipt.productName],
          ["Amount:", `${amount} (${free ? "nothing was charged" : "one-time payment, no monthly fees"})`],
          ["Date:", receipt.purchasedAt.toISOString().slice(0, 10)],
          ["Reference:", receipt.reference],
        ],
      },
      ...nextSteps(receipt),
      ...(notices.length > 0 ? [{ paragraph: notices }] : []),
      SIGN_OFF,
    ],
  });
}

function nextSteps({ passwordSetup, nextUrl, delivery }: PurchaseReceipt): MailBlock[] {
  if (!passwordSetup) return [{ paragraph: [delivery ?? "Your access is ready. Continue here:", nextUrl] }];
  return [
    { paragraph: ["Your account has no password yet. Set one with this link to reach your purchase:"] },
    { paragraph: [passwordSetup.link] },
    {
      paragraph: [
        `The link works once and expires in ${passwordSetup.expiresInMinutes} minutes. After that, sign in with this e-mail at ${nextUrl} to get a new one.`,
      ],
    },
  ];
}
