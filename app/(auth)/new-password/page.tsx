import type { Metadata } from "next";
import { PasswordPage } from "@/components/auth/password-page";
import { SetPasswordForm } from "@/components/auth/set-password-form";
import { SetupLinkNotice } from "@/components/auth/setup-link-notice";
import { ResetLinkNotice } from "@/components/auth/reset-link-notice";
import { setupTokenIsUsable } from "@/lib/accounts/password-setup.server";
import { currentSession } from "@/lib/auth/current-user.server";
import { setupTokenField } from "@/lib/validation/account";
import { mailServerConfigured } from "@/lib/email/transport.server";
import { MAIL_QUEUED } from "@/lib/email/mail-status";

export const metadata: Metadata = { title: "Set Password", robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// /new-password?mode=setup: with a usable e-mailed token, the form sets that account's password;
// a signed-in buyer (just paid) gets the same form for their own account; anyone else is told
// to use the link from their e-mail (docs/decisions/011). mode=reset is the same with the link
// from "Forgot password?" (docs/decisions/092).
export default async function NewPasswordPage({ searchParams }: Props) {
  const { token, mode } = await searchParams;
  const reset = mode === "reset";
  const title = reset ? "Reset Your Password" : "Set Your Password";
  if (typeof token === "string") {
    const usable = setupTokenField.safeParse(token).success && (await setupTokenIsUsable(token));
    const notice = reset ? <ResetLinkNotice /> : <SetupLinkNotice linkProblem mailQueued={!mailServerConfigured()} />;
    return (
      <PasswordPage title={title} description={usable ? `Choose a ${reset ? "new " : ""}password for your account.` : "This link can no longer be used."}>
        {usable ? <SetPasswordForm token={token} /> : notice}
      </PasswordPage>
    );
  }
  const session = await currentSession();
  if (session) {
    return (
      <PasswordPage title={title} description="Choose a password so you can sign in again on any device.">
        <SetPasswordForm askCurrentPassword={session.user.hasPassword} />
      </PasswordPage>
    );
  }
  return (
    // Without a mail server the link is only in the outbox: the page says so (decision 342).
    <PasswordPage
      title={mailServerConfigured() ? "Check Your E-mail" : "Your Link Is Queued"}
      description={
        mailServerConfigured() ? "We sent you a secure link to set your password." : `${MAIL_QUEUED}, so your secure link waits in the site owner's outbox.`
      }
    >
      <SetupLinkNotice linkProblem={false} mailQueued={!mailServerConfigured()} />
    </PasswordPage>
  );
}
