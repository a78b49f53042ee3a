import { siteConfig } from "@/config/site";
import type { OutgoingEmail } from "@/lib/email/transport.server";

export type DeliveryReady = { to: string; productName: string; message: string | null; files: number; links: number; dashboardUrl: string };

/** Sent once, when the operator marks a done-for-you order delivered (issue 23). */
export function deliveryReadyEmail(mail: DeliveryReady): OutgoingEmail {
  const contents = [mail.files && `${mail.files} file${mail.files === 1 ? "" : "s"}`, mail.links && `${mail.links} link${mail.links === 1 ? "" : "s"}`]
    .filter(Boolean)
    .join(" and ");
  return {
    to: mail.to,
    kind: "delivery-ready",
    subject: `Your ${mail.productName} delivery is ready`,
    text: [
      "Hello,",
      "",
      `Your ${mail.productName} delivery is ready: ${contents}.`,
      ...(mail.message ? ["", "A note from our team:", "", mail.message] : []),
      "",
      `Download it from your dashboard (sign in first): ${mail.dashboardUrl}`,
      "",
      `— ${siteConfig.name}`,
    ].join("\n"),
  };
}
