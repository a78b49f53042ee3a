import type { OutgoingEmail } from "@/lib/email/transport";

// The purchase receipt, plain text. Sent once per purchase by lib/payments/fulfil.ts.
export function receiptEmail(data: {
  to: string;
  productName: string;
  price: string;
  paymentIntentId: string;
  appUrl: string;
  needsPassword: boolean;
}): OutgoingEmail {
  const next = data.needsPassword
    ? `Set your password to open your account: ${data.appUrl}/auth (sign in with this e-mail address and follow the link we send you).`
    : `Sign in to your dashboard: ${data.appUrl}/user/dashboard`;
  return {
    to: data.to,
    kind: "purchase-receipt",
    subject: `Your receipt: ${data.productName}`,
    text: [
      "Thank you for your purchase!",
      "",
      `Product: ${data.productName}`,
      `Amount paid: ${data.price} (one-time, no monthly fees)`,
      `Payment reference: ${data.paymentIntentId}`,
      "",
      next,
      "",
      "Your 30-day \"Works or Money Back\" guarantee starts today. Reply to this e-mail if you need help.",
    ].join("\n"),
  };
}
