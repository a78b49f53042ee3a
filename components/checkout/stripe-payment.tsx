"use client";
import { useMemo, useState } from "react";
import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import { loadStripeJs } from "@/lib/payments/load-stripe";
import { notify } from "@/lib/utils/notify";
import type { PayableIntentState } from "./use-checkout-intent";
import { PurchaseButton } from "./purchase-button";

export type PaymentPanelProps = {
  intent: PayableIntentState;
  price: string;
  returnUrl: string;
  /** Validates the e-mail and brings the intent up to date; false stops the payment. */
  beforePay: () => Promise<boolean>;
  onSuccess?: () => void;
};

/** The Stripe Payment Element (tabs layout) and its submit; Stripe redirects to returnUrl. */
export function StripePayment(props: PaymentPanelProps) {
  const { publishableKey, stripeJsUrl, clientSecret } = props.intent;
  const stripePromise = useMemo(() => loadStripeJs(publishableKey ?? "", stripeJsUrl), [publishableKey, stripeJsUrl]);
  return (
    <Elements stripe={stripePromise} options={{ clientSecret, appearance: { theme: "stripe", variables: { colorPrimary: "#7c3aed", borderRadius: "8px" } } }}>
      <StripeFields {...props} />
    </Elements>
  );
}

function StripeFields({ price, returnUrl, beforePay, onSuccess }: PaymentPanelProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [processing, setProcessing] = useState(false);

  async function pay(event: React.FormEvent) {
    event.preventDefault();
    if (!stripe || !elements) return;
    setProcessing(true);
    try {
      if (!(await beforePay())) return;
      const { error } = await stripe.confirmPayment({ elements, confirmParams: { return_url: returnUrl } });
      if (error) {
        notify.error("Payment Failed", { description: error.message });
        return;
      }
      notify.success("Payment Successful");
      onSuccess?.();
    } finally {
      setProcessing(false);
    }
  }

  return (
    <form onSubmit={pay} className="space-y-4" aria-label="Payment">
      <PaymentElement options={{ layout: "tabs" }} />
      <PurchaseButton price={price} processing={processing} disabled={!stripe || !elements} />
    </form>
  );
}
