import { composeEmail, SIGN_OFF } from "@/lib/email/layout.server";

export type DeliveryReady = { to: string; productName: string; message: string | null; files: number; links: number; dashboardUrl: string };

/** Sent once, when the operator marks a done-for-you order delivered (issue 23). */
export function deliveryReadyEmail(mail: DeliveryReady) {
  const contents = [mail.files && `${mail.files} file${mail.files === 1 ? "" : "s"}`, mail.links && `${mail.links} link${mail.links === 1 ? "" : "s"}`]
    .filter(Boolean)
    .join(" and ");
  return composeEmail({
    to: mail.to,
    kind: "delivery-ready",
    subject: `Your ${mail.productName} delivery is ready`,
    blocks: [
      { paragraph: ["Hello,"] },
      { paragraph: [`Your ${mail.productName} delivery is ready: ${contents}.`] },
      // The operator's note is their words as written, never markup.
      ...(mail.message ? [{ paragraph: ["A note from our team:"] }, { quote: mail.message }] : []),
      { paragraph: [`Download it from your dashboard (sign in first): ${mail.dashboardUrl}`] },
      SIGN_OFF,
    ],
  });
}
