"use client";
import { useCallback, useEffect, useRef, useState } from "react";
import { notify } from "@/lib/utils/notify";
import { postJson } from "@/lib/api/client";

export type CheckoutIntentState = {
  clientSecret: string;
  paymentIntentId: string;
  /** What the intent charges, set by the server when it was made. */
  amountCents: number;
  currency: string;
  mode: "stripe" | "demo";
  publishableKey: string | null;
  stripeJsUrl: string | null;
  /** The e-mail the intent was last created or updated with. */
  email?: string;
};

/**
 * Spec section 4: on load a payment intent is created to obtain a client secret; when the
 * e-mail changes the same intent is updated (its client secret proves it is this page's).
 * Failures raise the "Checkout Error" toasts of spec section 8.
 */
export function useCheckoutIntent(productId: string, email: string | undefined) {
  const [intent, setIntent] = useState<CheckoutIntentState | null>(null);
  const [checkoutId] = useState(() => crypto.randomUUID());
  const secret = useRef<string | undefined>(undefined);

  const sync = useCallback(
    async (emailNow: string | undefined): Promise<CheckoutIntentState | null> => {
      try {
        const res = await postJson("/api/create-guest-payment-intent", { productId, email: emailNow || undefined, clientSecret: secret.current, checkoutId });
        if (!res.ok) {
          notify.error("Checkout Error", { description: `HTTP ${res.status}: ${res.statusText}` });
          return null;
        }
        const data = (await res.json()) as Partial<CheckoutIntentState>;
        if (!data.clientSecret) {
          notify.error("Checkout Error", { description: "No client secret received" });
          return null;
        }
        secret.current = data.clientSecret;
        const next = { ...(data as CheckoutIntentState), email: emailNow };
        setIntent(next);
        return next;
      } catch {
        notify.error("Checkout Error", { description: "Failed to initialize checkout. Please refresh the page." });
        return null;
      }
    },
    [productId, checkoutId],
  );

  useEffect(() => {
    void sync(email);
  }, [sync, email]);

  return { intent, sync };
}
