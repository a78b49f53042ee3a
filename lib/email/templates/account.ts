import { siteConfig } from "@/config/site";
import { composeEmail, SIGN_OFF } from "@/lib/email/layout.server";

// The account page's mail (issue 46): e-mail change links, the export being ready, and the last
// word when an account is closed. A one-time link is the mail's secret, withheld from the outbox.

const HELLO = { paragraph: ["Hello,"] };

export function emailChangeConfirmEmail(mail: { to: string; link: string; expiresInMinutes: number }) {
  return composeEmail({
    to: mail.to,
    kind: "email-change-confirm",
    secret: mail.link,
    subject: `Confirm your new ${siteConfig.name} e-mail address`,
    blocks: [
      HELLO,
      { paragraph: [`Someone signed in to ${siteConfig.name} asked to use this address for their account. Open this link to confirm it:`] },
      { paragraph: [mail.link] },
      {
        paragraph: [
          `The link works once and expires in ${mail.expiresInMinutes} minutes. Nothing changes until it is followed; if you did not ask for this, ignore this e-mail.`,
        ],
      },
      SIGN_OFF,
    ],
  });
}

export function emailChangedNoticeEmail(mail: { to: string; newEmail: string; undoLink: string; undoDays: number }) {
  return composeEmail({
    to: mail.to,
    kind: "email-change-notice",
    secret: mail.undoLink,
    subject: `Your ${siteConfig.name} e-mail address was changed`,
    blocks: [
      HELLO,
      {
        paragraph: [
          `The e-mail address of your ${siteConfig.name} account was changed to ${mail.newEmail}. Your purchases and receipts moved with the account.`,
        ],
      },
      {
        paragraph: [
          `If this was not you, open this link within ${mail.undoDays} days to put this address back, sign out everywhere and choose a new password:`,
        ],
      },
      { paragraph: [mail.undoLink] },
      SIGN_OFF,
    ],
  });
}

export function dataExportReadyEmail(mail: { to: string; pageUrl: string; validHours: number }) {
  return composeEmail({
    to: mail.to,
    kind: "data-export-ready",
    subject: `Your ${siteConfig.name} data is ready to download`,
    blocks: [
      HELLO,
      { paragraph: [`The copy of your data you asked for is ready. Sign in and download it from your account page within ${mail.validHours} hours:`] },
      { paragraph: [mail.pageUrl] },
      SIGN_OFF,
    ],
  });
}

export function accountDeletedEmail(mail: { to: string; keptFor: string }) {
  return composeEmail({
    to: mail.to,
    kind: "account-deleted",
    subject: `Your ${siteConfig.name} account is deleted`,
    blocks: [
      HELLO,
      {
        paragraph: [
          `Your ${siteConfig.name} account is deleted: you are signed out everywhere, your cloud drive connections are revoked, and your characters, files, posts and settings are gone.`,
        ],
      },
      {
        paragraph: [
          `What we keep, because tax and accounting law ask for it: the record of each purchase and payment (amount, date, product, refunds), with your e-mail address replaced, for ${mail.keptFor}.`,
        ],
      },
      { paragraph: [`This is the last e-mail you get from us. Questions: ${siteConfig.business.contactEmail}.`] },
      SIGN_OFF,
    ],
  });
}
