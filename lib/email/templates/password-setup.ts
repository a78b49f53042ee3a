import { siteConfig } from "@/config/site";
import type { OutgoingEmail } from "@/lib/email/transport";

/** The one-time link that lets a buyer without a password set one (docs/decisions/011). */
export function passwordSetupEmail({ to, link, expiresInMinutes }: { to: string; link: string; expiresInMinutes: number }): OutgoingEmail {
  return {
    to,
    kind: "password-setup",
    secret: link,
    subject: `Set your ${siteConfig.name} password`,
    text: [
      "Hello,",
      "",
      `Someone (hopefully you) tried to sign in to ${siteConfig.name} with this e-mail address, and the account has no password yet.`,
      "Open this link to set your password:",
      "",
      link,
      "",
      `The link works once and expires in ${expiresInMinutes} minutes. If you did not try to sign in, you can ignore this e-mail: nothing changes until the link is used.`,
      "",
      `— ${siteConfig.name}`,
    ].join("\n"),
  };
}

/** "Forgot password?": a one-time link to choose a new password (docs/decisions/092). */
export function passwordResetEmail({ to, link, expiresInMinutes }: { to: string; link: string; expiresInMinutes: number }): OutgoingEmail {
  return {
    to,
    kind: "password-reset",
    secret: link,
    subject: `Reset your ${siteConfig.name} password`,
    text: [
      "Hello,",
      "",
      `Someone (hopefully you) asked to reset the password of the ${siteConfig.name} account for this e-mail address.`,
      "Open this link to choose a new password:",
      "",
      link,
      "",
      `The link works once and expires in ${expiresInMinutes} minutes. Setting a new password signs you out everywhere else.`,
      "If you did not ask for this, you can ignore this e-mail: your password stays as it is.",
      "",
      `— ${siteConfig.name}`,
    ].join("\n"),
  };
}
