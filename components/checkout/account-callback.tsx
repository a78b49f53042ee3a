"use client";
import { useEffect, useRef, useState } from "react";
import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { useQueryClient } from "@tanstack/react-query";
import { CheckCircle2, XCircle } from "lucide";
import { StaticIcon } from "@/components/ui/static-icon";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useAuth } from "@/lib/auth/use-auth";
import { confirmReturn } from "@/lib/payments/confirm-return";
import { refreshAccountQueries } from "@/lib/auth/auth-queries";
import { navigate } from "@/lib/utils/navigate";

type State = { step: "loading" } | { step: "success"; redirectUrl: string } | { step: "error"; message: string };

/** Spec section 4: set-password goes to the dashboard instead; another URL is followed. */
export function afterPurchaseUrl(redirectUrl: string | undefined) {
  return !redirectUrl || redirectUrl === "/user/set-password" ? "/user/dashboard" : redirectUrl;
}

function errorMessage(result: Extract<Awaited<ReturnType<typeof confirmReturn>>, { ok: false }>) {
  if (result.reason === "params") return "Payment was not successful or payment information is missing";
  if (result.reason === "server") return result.message || "Failed to confirm payment";
  return `Failed to process payment confirmation: ${result.message || "Unknown error"}`;
}

/** /user/checkout-callback: the return of a signed-in purchase (spec sections 2 and 4). */
export function AccountCallback() {
  const params = useSearchParams();
  const queryClient = useQueryClient();
  const { isLoading } = useAuth();
  const [state, setState] = useState<State>({ step: "loading" });
  const started = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    // Confirmation is attempted only once the session check has finished.
    if (isLoading || started.current) return;
    started.current = true;
    (async () => {
      const result = await confirmReturn(new URLSearchParams(params.toString()));
      if (!result.ok) return setState({ step: "error", message: errorMessage(result) });
      const redirectUrl = afterPurchaseUrl(result.redirectUrl);
      setState({ step: "success", redirectUrl });
      timer.current = setTimeout(() => navigate.assign(redirectUrl), 500);
      void refreshAccountQueries(queryClient);
    })();
  }, [isLoading, params, queryClient]);

  return (
    <Card className="mx-auto w-full max-w-md">
      <CardContent className="flex flex-col items-center gap-4 p-8 text-center" aria-live="polite">
        {state.step === "loading" ? (
          <>
            <Spinner className="size-10" label="Processing" />
            <h1 className="text-xl font-semibold">Processing Your Purchase</h1>
          </>
        ) : state.step === "success" ? (
          <>
            <StaticIcon icon={CheckCircle2} aria-hidden className="size-12 text-emerald-600" />
            <h1 className="text-xl font-semibold">Payment Successful!</h1>
            <p className="text-sm text-muted-foreground">
              Your character purchase has been confirmed. You&apos;ll be redirected to your dashboard in a moment.
            </p>
            <Button asChild className="h-11 w-full">
              <Link href={state.redirectUrl}>Go to Dashboard Now</Link>
            </Button>
          </>
        ) : (
          <>
            <StaticIcon icon={XCircle} aria-hidden className="size-12 text-destructive" />
            <h1 className="text-xl font-semibold">Payment Error</h1>
            <p role="alert" className="text-sm">
              {state.message}
            </p>
            <div className="flex w-full flex-col gap-2 sm:flex-row">
              <Button asChild variant="outline" className="h-11 flex-1">
                <Link href="/user/dashboard">Go to Dashboard</Link>
              </Button>
              <Button className="h-11 flex-1" onClick={() => navigate.reload()}>
                Try Again
              </Button>
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
