import { siteConfig } from "@/config/site";
import { composeEmail, SIGN_OFF } from "@/lib/email/layout.server";

/** `npm run operator:create`: the new operator's one-time link to set a password (withheld in the outbox). */
export function operatorInviteEmail({ to, link, expiresInMinutes }: { to: string; link: string; expiresInMinutes: number }) {
  return composeEmail({
    to,
    kind: "operator-invite",
    secret: link,
    subject: `You are an operator of ${siteConfig.name}`,
    blocks: [
      { paragraph: ["Hello,"] },
      {
        paragraph: [`This account can now run the ${siteConfig.name} back office (orders and deliveries) at /admin.`, "Open this link to set your password:"],
      },
      { paragraph: [link] },
      {
        paragraph: [
          `The link works once and expires in ${expiresInMinutes} minutes. Then sign in as usual at /auth; if the link has expired, use "Forgot password?" there.`,
        ],
      },
      SIGN_OFF,
    ],
  });
}
