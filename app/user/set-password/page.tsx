import type { Metadata } from "next";
import { PasswordPage } from "@/components/auth/password-page";
import { SetPasswordForm } from "@/components/auth/set-password-form";
import { currentSession } from "@/lib/auth/current-user.server";

export const metadata: Metadata = { title: "Set Password", robots: { index: false } };

// The layout of /user already refused visitors without a session. An account that already has
// a password changes it, giving the current one (docs/decisions/092).
export default async function SetPasswordPage() {
  const hasPassword = Boolean((await currentSession())?.user.hasPassword);
  return hasPassword ? (
    <PasswordPage
      title="Change Your Password"
      description="Enter your current password, then choose a new one. You'll stay signed in here and be signed out everywhere else."
    >
      <SetPasswordForm askCurrentPassword />
    </PasswordPage>
  ) : (
    <PasswordPage title="Set Your Password" description="Choose a password so you can sign in again on any device.">
      <SetPasswordForm />
    </PasswordPage>
  );
}
