"use client";
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "next/navigation";
import { useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { CheckCircle2, ShieldCheck, UserCheck, XCircle } from "lucide";
import { StaticIcon } from "@/components/ui/static-icon";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { confirmReturn } from "@/lib/payments/confirm-return";
import { refreshAccountQueries } from "@/lib/auth/auth-queries";
import { notify } from "@/lib/utils/notify";
import { navigate } from "@/lib/utils/navigate";

type State =
  { step: "processing" } | { step: "creating" } | { step: "success" } | { step: "existing-account"; message: string } | { step: "error"; message: string };

/**
 * /checkout-callback (spec sections 2 and 4): processing, then success (refresh the user,
 * purchase and characters data; after 1 s go to redirectUrl or /user/dashboard), or error
 * (toast, then back to /checkout after 3 s). A payment made with the e-mail of an account that
 * already existed signs nobody in: the page says so ("Account Found!") and offers the login
 * page, without moving on by itself (docs/decisions/085).
 */
export function GuestCallback() {
  const params = useSearchParams();
  const queryClient = useQueryClient();
  const [state, setState] = useState<State>({ step: "processing" });
  const started = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    (async () => {
      const hasParams = params.get("payment_intent") && params.get("redirect_status") === "succeeded";
      if (hasParams) setState({ step: "creating" });
      const result = await confirmReturn(new URLSearchParams(params.toString()));
      if (result.ok && result.existingAccount) {
        setState({ step: "existing-account", message: result.message });
        return;
      }
      if (result.ok) {
        setState({ step: "success" });
        timer.current = setTimeout(() => navigate.assign(result.redirectUrl ?? "/user/dashboard"), 1000);
        void refreshAccountQueries(queryClient);
        return;
      }
      const message = result.message || (result.reason === "server" ? "Payment confirmation failed" : "Something went wrong");
      notify.error("Payment Processing Failed", { description: result.message || "Please contact support for assistance." });
      setState({ step: "error", message });
      timer.current = setTimeout(() => navigate.assign("/checkout"), 3000);
    })();
  }, [params, queryClient]);

  return (
    <Card className="mx-auto w-full max-w-md">
      <CardContent className="flex flex-col items-center gap-4 p-8 text-center" aria-live="polite">
        {state.step === "processing" || state.step === "creating" ? (
          <>
            <Spinner className="size-10" label="Processing" />
            <h1 className="text-xl font-semibold">{state.step === "processing" ? "Processing your payment..." : "Creating your account..."}</h1>
            <p className="text-sm text-muted-foreground">Please keep this page open.</p>
          </>
        ) : state.step === "existing-account" ? (
          <ExistingAccount message={state.message} />
        ) : state.step === "success" ? (
          <>
            <StaticIcon icon={CheckCircle2} aria-hidden className="size-12 text-emerald-600" />
            <h1 className="text-xl font-semibold">Account created successfully!</h1>
            <p className="text-sm text-muted-foreground">Taking you to your account...</p>
          </>
        ) : (
          <>
            <StaticIcon icon={XCircle} aria-hidden className="size-12 text-destructive" />
            <h1 className="text-xl font-semibold">Payment Processing Failed</h1>
            <p role="alert" className="text-sm">
              {state.message}
            </p>
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <StaticIcon icon={ShieldCheck} aria-hidden className="size-4 shrink-0" /> Your payment is secure. You will be redirected to try again.
            </p>
          </>
        )}
      </CardContent>
    </Card>
  );
}

function ExistingAccount({ message }: { message: string }) {
  return (
    <>
      <StaticIcon icon={UserCheck} aria-hidden className="size-12 text-primary" />
      <h1 className="text-xl font-semibold">Account Found!</h1>
      <p className="text-sm text-muted-foreground">{message}</p>
      <Button asChild className="h-11 w-full">
        <Link href="/auth">Go to Login Page</Link>
      </Button>
    </>
  );
}
