"use client";
import Link from "next/link";
import { useEffect, useState } from "react";
// The progress bar's router: router.push shows the top bar while the next page loads (decision 187).
import { useRouter } from "@bprogress/next/app";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { apiRequest, serverMessage } from "@/lib/api/client";
import { refreshAccountQueries } from "@/lib/auth/auth-queries";
import { rememberPasswordSetupEmail, rememberRedirectFromQuery, takeRedirectAfterAuth } from "@/lib/auth/after-auth";
import { useAuth } from "@/lib/auth/use-auth";
import { MAIL_QUEUED } from "@/lib/email/mail-status";
import { notify } from "@/lib/utils/notify";
import { loginSchema } from "@/lib/validation/account";

type LoginAnswer = { needsPasswordSetup?: boolean; email?: string; mailQueued?: boolean; message?: string; home?: string };

/** The sign-in card of /auth, with the toasts and redirects of spec section 4. */
export function LoginForm() {
  const router = useRouter();
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const [failure, setFailure] = useState<string>();
  // Set once this form has signed the visitor in, so the "already signed in" redirect below
  // does not race the form's own redirect.
  const [signedInHere, setSignedInHere] = useState(false);
  const form = useForm<z.input<typeof loginSchema>, unknown, z.output<typeof loginSchema>>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: "", password: "" },
  });
  const { errors, isSubmitting } = form.formState;

  // A signed-out visit to a signed-in page links here as /auth?next=<that page> (decision 118).
  // Read once on mount, before the redirect below can run.
  useEffect(() => {
    rememberRedirectFromQuery(window.location.search);
  }, []);

  useEffect(() => {
    if (user && !signedInHere) router.replace(takeRedirectAfterAuth() ?? "/");
  }, [user, signedInHere, router]);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      const res = await apiRequest("POST", "/api/login", values);
      const answer = (await res.json()) as LoginAnswer;
      if (res.status === 202 && answer.needsPasswordSetup) {
        rememberPasswordSetupEmail(answer.email ?? values.email);
        notify.info("Set Your Password", {
          description: answer.mailQueued
            ? `${MAIL_QUEUED}, so the link to set your password waits in the site owner's outbox.`
            : "We've e-mailed you a link to set your password.",
        });
        await new Promise((r) => setTimeout(r, 1500));
        router.push("/new-password?mode=setup");
        return;
      }
      setSignedInHere(true);
      await refreshAccountQueries(queryClient);
      notify.success("Welcome back!");
      router.push(takeRedirectAfterAuth() ?? answer.home ?? "/user/dashboard");
    } catch (error) {
      const message = serverMessage(error) ?? "Invalid email or password";
      setFailure(message);
      notify.error("Login failed", { description: message });
    }
  });

  return (
    <Card className="w-full">
      <CardHeader>
        <CardTitle className="text-2xl">Sign In</CardTitle>
        <CardDescription>Welcome back! Sign in to continue building your AI influencer.</CardDescription>
      </CardHeader>
      <form onSubmit={onSubmit} noValidate>
        <CardContent className="grid gap-4">
          <Field id="email" label="Email" error={errors.email?.message}>
            <Input id="email" type="email" autoComplete="email" placeholder="you@example.com" {...form.register("email")} className="h-11" />
          </Field>
          <Field id="password" label="Password" error={errors.password?.message}>
            <Input id="password" type="password" autoComplete="current-password" {...form.register("password")} className="h-11" />
          </Field>
          <Link href="/forgot-password" className="-mt-2 justify-self-end py-1 text-sm font-medium text-primary underline-offset-4 hover:underline">
            Forgot password?
          </Link>
          {failure && (
            <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
              {failure}
            </p>
          )}
          <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
            {isSubmitting ? "Signing In..." : "Sign In"}
          </Button>
        </CardContent>
      </form>
      <CardFooter className="justify-center text-sm text-muted-foreground">
        <span>
          New here?{" "}
          <Link href="/checkout" className="inline-block py-3 font-medium text-primary underline-offset-4 hover:underline">
            Purchase the course to get started
          </Link>
        </span>
      </CardFooter>
    </Card>
  );
}
