"use client";
import { FlaskConical } from "lucide";
import { StaticIcon } from "@/components/ui/static-icon";
import { apiRequest, serverMessage } from "@/lib/api/client";
import { notify } from "@/lib/utils/notify";
import { navigate } from "@/lib/utils/navigate";
import { useCreateAction } from "@/lib/query/use-create-action";
import type { PaymentPanelProps } from "./stripe-payment";
import { PurchaseButton } from "./purchase-button";

/**
 * Replaces the Payment Element when the server has no Stripe key. Paying records the demo
 * intent as succeeded on the server, then returns exactly as Stripe would, so the return page,
 * the confirm call and fulfilment are the same code as for a real payment.
 */
export function DemoPayment({ intent, price, returnUrl, beforePay, onSuccess }: PaymentPanelProps) {
  // Disabled from the click until the return page replaces this one; one Idempotency-Key per click.
  const payment = useCreateAction({
    mutationFn: async (_: void, request) => {
      if (!(await beforePay())) return false;
      await apiRequest("POST", "/api/demo-payments/confirm", { clientSecret: intent.clientSecret }, request);
      return true;
    },
    onSuccess: (paid) => {
      if (!paid) return;
      notify.success("Payment Successful");
      onSuccess?.();
      const url = new URL(returnUrl);
      url.searchParams.set("payment_intent", intent.paymentIntentId);
      url.searchParams.set("payment_intent_client_secret", intent.clientSecret);
      url.searchParams.set("redirect_status", "succeeded");
      payment.navigate(() => navigate.assign(url.toString()));
    },
    onError: (error) => notify.error("Payment Failed", { description: serverMessage(error) ?? "The demo payment could not be recorded." }),
  });
  const processing = payment.busy;

  function pay(event: React.FormEvent) {
    event.preventDefault();
    payment.run();
  }

  return (
    <form onSubmit={pay} className="space-y-4" aria-label="Payment">
      <div role="note" className="flex gap-3 rounded-lg border-2 border-dashed border-amber-400 bg-amber-50 p-4 text-amber-950">
        <StaticIcon icon={FlaskConical} aria-hidden className="mt-0.5 size-5 shrink-0" />
        <div className="space-y-1">
          <p className="font-semibold">Demo mode: no real payment is taken</p>
          <p className="text-sm">
            This server has no Stripe key configured. Completing the purchase records a local demo payment and then creates your account and purchase exactly as
            a real payment would.
          </p>
        </div>
      </div>
      <PurchaseButton price={price} processing={processing} />
    </form>
  );
}
