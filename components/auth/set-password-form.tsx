"use client";
import { useState } from "react";
// The progress bar's router: router.push shows the top bar while the next page loads (decision 187).
import { useRouter } from "@bprogress/next/app";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { apiRequest, ApiError, serverMessage } from "@/lib/api/client";
import { refreshAccountQueries } from "@/lib/auth/auth-queries";
import { forgetPasswordSetupEmail } from "@/lib/auth/after-auth";
import { notify } from "@/lib/utils/notify";
import { changePasswordFormSchema, setPasswordFormSchema, type ChangePasswordFormInput } from "@/lib/validation/account";

export const AFTER_PASSWORD_SET_DELAY_MS = 1500;

/**
 * The form of spec section 5, used by /user/set-password (signed in) and by /new-password
 * with an e-mailed one-time token. A signed-in account that already has a password must give
 * it first (`askCurrentPassword`, docs/decisions/092). On success: toast, 1.5 s, then
 * /user/dashboard.
 */
export function SetPasswordForm({ token, askCurrentPassword = false }: { token?: string; askCurrentPassword?: boolean }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [done, setDone] = useState(false);
  // One set of fields; without a current password to ask for, that field is absent and unchecked.
  const form = useForm<ChangePasswordFormInput>({
    resolver: zodResolver((askCurrentPassword ? changePasswordFormSchema : setPasswordFormSchema) as typeof changePasswordFormSchema),
    defaultValues: { currentPassword: "", password: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ password, currentPassword }) => {
    try {
      const res = token
        ? await apiRequest("POST", "/api/password-setup", { token, password })
        : await apiRequest("POST", "/api/user/set-password", askCurrentPassword ? { currentPassword, password } : { password });
      // An operator's first password (the CLI's link) opens the console, not the buyer's dashboard.
      const { home } = ((await res.json().catch(() => ({}))) ?? {}) as { home?: string };
      setDone(true);
      forgetPasswordSetupEmail();
      notify.success("Password Set Successfully!");
      await refreshAccountQueries(queryClient);
      await new Promise((r) => setTimeout(r, AFTER_PASSWORD_SET_DELAY_MS));
      router.push(home ?? "/user/dashboard");
    } catch (error) {
      // Spec section 8: the server's message; an answer without one is the generic fallback;
      // no answer at all (offline, server down) asks to try again.
      const description = error instanceof ApiError ? (serverMessage(error) ?? "Password update failed") : "Please try again.";
      notify.error("Password Update Failed", { description });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      {askCurrentPassword && (
        <Field id="currentPassword" label="Current Password" error={errors.currentPassword?.message}>
          <Input id="currentPassword" type="password" autoComplete="current-password" {...form.register("currentPassword")} className="h-11" />
        </Field>
      )}
      <Field id="password" label="New Password" error={errors.password?.message}>
        <Input id="password" type="password" autoComplete="new-password" {...form.register("password")} className="h-11" />
      </Field>
      <Field id="confirmPassword" label="Confirm Password" error={errors.confirmPassword?.message}>
        <Input id="confirmPassword" type="password" autoComplete="new-password" {...form.register("confirmPassword")} className="h-11" />
      </Field>
      <p className="text-sm text-muted-foreground">At least 8 characters. A passphrase of a few words is easy to remember and hard to guess.</p>
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting || done}>
        {isSubmitting ? "Setting Password..." : "Set Password & Continue"}
      </Button>
    </form>
  );
}
