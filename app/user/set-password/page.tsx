import type { Metadata } from "next";
import { PasswordPage } from "@/components/auth/password-page";
import { SetPasswordForm } from "@/components/auth/set-password-form";

export const metadata: Metadata = { title: "Set Password", robots: { index: false } };

// The layout of /user already refused visitors without a session.
export default function SetPasswordPage() {
  return (
    <PasswordPage title="Set Your Password" description="Choose a password so you can sign in again on any device.">
      <SetPasswordForm />
    </PasswordPage>
  );
}
