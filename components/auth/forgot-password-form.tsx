"use client";
import Link from "next/link";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { apiRequest, ApiError, serverMessage } from "@/lib/api/client";
import { notify } from "@/lib/utils/notify";
import { passwordResetRequestSchema } from "@/lib/validation/account";
import { MAIL_QUEUED } from "@/lib/email/mail-status";

/**
 * The form of /forgot-password. The server answers the same whether or not the account exists,
 * so the page says where the link went without saying whether there was one.
 */
export function ForgotPasswordForm() {
  const [sentTo, setSentTo] = useState<string>();
  // Without a mail server the link only reaches the site owner's outbox (decision 342).
  const [queued, setQueued] = useState(false);
  const form = useForm<z.input<typeof passwordResetRequestSchema>, unknown, z.output<typeof passwordResetRequestSchema>>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      const res = await apiRequest("POST", "/api/password-reset", { email });
      setQueued(((await res.json()) as { mailQueued?: boolean }).mailQueued === true);
      setSentTo(email);
    } catch (error) {
      const description = error instanceof ApiError ? (serverMessage(error) ?? "Please try again.") : "Please try again.";
      notify.error("Couldn't Send the Link", { description });
    }
  });

  if (sentTo && queued) {
    return (
      <div className="grid gap-4 text-center">
        <p role="status">
          {MAIL_QUEUED}. If an account exists for <strong className="break-all">{sentTo}</strong>, a link to reset the password waits in the site owner&apos;s
          outbox: ask them for it.
        </p>
        <Button asChild variant="outline" size="lg">
          <Link href="/auth">Back to Sign In</Link>
        </Button>
      </div>
    );
  }

  if (sentTo) {
    return (
      <div className="grid gap-4 text-center">
        <p role="status">
          If an account exists for <strong className="break-all">{sentTo}</strong>, we&apos;ve sent it a link to reset the password.
        </p>
        <p className="text-sm text-muted-foreground">The link works once and expires after 30 minutes. No e-mail? Check your spam folder.</p>
        <Button asChild variant="outline" size="lg">
          <Link href="/auth">Back to Sign In</Link>
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <Field id="email" label="Email" error={errors.email?.message}>
        <Input id="email" type="email" autoComplete="email" placeholder="you@example.com" {...form.register("email")} className="h-11" />
      </Field>
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? "Sending Link..." : "Send Reset Link"}
      </Button>
      <Link href="/auth" className="justify-self-center py-2 text-sm font-medium text-primary underline-offset-4 hover:underline">
        Back to Sign In
      </Link>
    </form>
  );
}
