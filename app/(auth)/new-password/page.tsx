import type { Metadata } from "next";
import { PasswordPage } from "@/components/auth/password-page";
import { SetPasswordForm } from "@/components/auth/set-password-form";
import { SetupLinkNotice } from "@/components/auth/setup-link-notice";
import { setupTokenIsUsable } from "@/lib/accounts/password-setup";
import { currentSession } from "@/lib/auth/current-user";
import { setupTokenField } from "@/lib/validation/account";

export const metadata: Metadata = { title: "Set Password", robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// /new-password?mode=setup: with a usable e-mailed token, the form sets that account's password;
// a signed-in buyer (just paid) gets the same form for their own account; anyone else is told
// to use the link from their e-mail (docs/decisions/011).
export default async function NewPasswordPage({ searchParams }: Props) {
  const { token } = await searchParams;
  const title = "Set Your Password";
  if (typeof token === "string") {
    const usable = setupTokenField.safeParse(token).success && (await setupTokenIsUsable(token));
    return (
      <PasswordPage title={title} description={usable ? "Choose a password for your account." : "This link can no longer be used."}>
        {usable ? <SetPasswordForm token={token} /> : <SetupLinkNotice linkProblem />}
      </PasswordPage>
    );
  }
  if (await currentSession()) {
    return (
      <PasswordPage title={title} description="Choose a password so you can sign in again on any device.">
        <SetPasswordForm />
      </PasswordPage>
    );
  }
  return (
    <PasswordPage title="Check Your E-mail" description="We sent you a secure link to set your password.">
      <SetupLinkNotice linkProblem={false} />
    </PasswordPage>
  );
}
