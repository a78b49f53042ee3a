import { siteConfig } from "@/config/site";
import type { OutgoingEmail } from "@/lib/email/transport.server";

/** `npm run operator:create`: the new operator's one-time link to set a password (withheld in the outbox). */
export function operatorInviteEmail({ to, link, expiresInMinutes }: { to: string; link: string; expiresInMinutes: number }): OutgoingEmail {
  return {
    to,
    kind: "operator-invite",
    secret: link,
    subject: `You are an operator of ${siteConfig.name}`,
    text: [
      "Hello,",
      "",
      `This account can now run the ${siteConfig.name} back office (orders and deliveries) at /admin.`,
      "Open this link to set your password:",
      "",
      link,
      "",
      `The link works once and expires in ${expiresInMinutes} minutes. Then sign in as usual at /auth; if the link has expired, use "Forgot password?" there.`,
      "",
      `— ${siteConfig.name}`,
    ].join("\n"),
  };
}
