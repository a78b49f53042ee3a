import type { Metadata } from "next";
import { PasswordPage } from "@/components/auth/password-page";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";

export const metadata: Metadata = { title: "Forgot Password", description: "Reset the password of your AI Influencer Studio account." };

// Linked from /auth ("Forgot password?"): e-mails a one-time reset link (docs/decisions/092).
export default function ForgotPasswordPage() {
  return (
    <PasswordPage title="Forgot Your Password?" description="Enter your account's e-mail address and we'll send you a link to choose a new password.">
      <ForgotPasswordForm />
    </PasswordPage>
  );
}
