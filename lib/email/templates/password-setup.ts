import { siteConfig } from "@/config/site";
import { composeEmail, SIGN_OFF } from "@/lib/email/layout.server";

type LinkEmail = { to: string; link: string; expiresInMinutes: number };

/** A mail whose point is a one-time link: the link is its secret, withheld from the outbox. */
function oneTimeLinkEmail({ to, link }: LinkEmail, kind: string, subject: string, before: string[], after: string[]) {
  return composeEmail({
    to,
    kind,
    secret: link,
    subject,
    blocks: [{ paragraph: ["Hello,"] }, { paragraph: before }, { paragraph: [link] }, { paragraph: after }, SIGN_OFF],
  });
}

/** The one-time link that lets a buyer without a password set one (docs/decisions/011). */
export function passwordSetupEmail(mail: LinkEmail) {
  return oneTimeLinkEmail(
    mail,
    "password-setup",
    `Set your ${siteConfig.name} password`,
    [
      `Someone (hopefully you) tried to sign in to ${siteConfig.name} with this e-mail address, and the account has no password yet.`,
      "Open this link to set your password:",
    ],
    [
      `The link works once and expires in ${mail.expiresInMinutes} minutes. If you did not try to sign in, you can ignore this e-mail: nothing changes until the link is used.`,
    ],
  );
}

/** "Forgot password?": a one-time link to choose a new password (docs/decisions/092). */
export function passwordResetEmail(mail: LinkEmail) {
  return oneTimeLinkEmail(
    mail,
    "password-reset",
    `Reset your ${siteConfig.name} password`,
    [
      `Someone (hopefully you) asked to reset the password of the ${siteConfig.name} account for this e-mail address.`,
      "Open this link to choose a new password:",
    ],
    [
      `The link works once and expires in ${mail.expiresInMinutes} minutes. Setting a new password signs you out everywhere else.`,
      "If you did not ask for this, you can ignore this e-mail: your password stays as it is.",
    ],
  );
}
