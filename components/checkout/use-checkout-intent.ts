"use client";
import { useCallback, useEffect, useRef, useState } from "react";
import { notify } from "@/lib/utils/notify";
import { postJson } from "@/lib/api/client";

type Price = {
  mode: "stripe" | "demo";
  publishableKey: string | null;
  stripeJsUrl: string | null;
  /** The server's price: the catalogue's, less the applied code's discount (decision 209). */
  baseCents: number;
  discountCents: number;
  amountCents: number;
  currency: string;
  discountCode: string | null;
  /** The page's earlier intent was at a price that is no longer today's; this one is at today's (decision 301). */
  priceChanged: boolean;
  /** The e-mail the intent was last created or updated with. */
  email?: string;
};

/** A checkout with an intent to pay. */
export type PayableIntentState = Price & { free: false; clientSecret: string; paymentIntentId: string };
/** A code took the whole price: no intent; the page completes a free order. */
export type FreeCheckoutState = Price & { free: true; clientSecret: null; paymentIntentId: null };
export type CheckoutIntentState = PayableIntentState | FreeCheckoutState;

const DISCOUNT_FAILED = "The code could not be checked. Please try again.";
const CHECKOUT_FAILED = "The checkout could not start. Please try again.";

/**
 * Spec section 4: on load a payment intent is created to obtain a client secret; when the
 * e-mail changes the same intent is updated (its client secret proves it is this page's).
 * "Have a code?" asks the server to price the checkout with the code: it re-creates the intent
 * at the new amount (the browser never sends one). Failures raise the "Checkout Error" toasts
 * of spec section 8; a refused code is answered beside its field instead.
 */
export function useCheckoutIntent(productId: string, email: string | undefined) {
  const [intent, setIntent] = useState<CheckoutIntentState | null>(null);
  // Why the last attempt to start the checkout failed, shown in place of "Preparing checkout...".
  const [failure, setFailure] = useState<string | null>(null);
  const [checkoutId] = useState(() => crypto.randomUUID());
  const secret = useRef<string | undefined>(undefined);
  const code = useRef<string | undefined>(undefined);
  // One request at a time, each with the client secret and code the previous one left: an
  // e-mail change and a code applied at once must not answer out of order.
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const latestEmail = useRef(email);
  const inTurn = useCallback(<T>(work: () => Promise<T>): Promise<T> => {
    const turn = queue.current.then(work, work);
    queue.current = turn.catch(() => undefined);
    return turn;
  }, []);

  const post = useCallback(
    (emailNow: string | undefined, discountCode: string | undefined) =>
      postJson("/api/create-guest-payment-intent", { productId, email: emailNow || undefined, clientSecret: secret.current, checkoutId, discountCode }),
    [productId, checkoutId],
  );

  // Once the price changed under this page, the page keeps saying so.
  const priceChanged = useRef(false);
  const accept = useCallback((data: CheckoutIntentState, emailNow: string | undefined) => {
    secret.current = data.clientSecret ?? undefined;
    priceChanged.current ||= Boolean(data.priceChanged);
    const next = { ...data, priceChanged: priceChanged.current, email: emailNow };
    setIntent(next);
    return next;
  }, []);

  const sync = useCallback(
    (emailNow: string | undefined): Promise<CheckoutIntentState | null> =>
      inTurn(async () => {
        setFailure(null);
        try {
          let res = await post(emailNow, code.current);
          if (!res.ok && code.current && res.status === 400) {
            // The applied code stopped working (deactivated, expired): the full price again, said so.
            code.current = undefined;
            notify.error("Discount removed", { description: ((await res.json()) as { message?: string }).message });
            res = await post(emailNow, undefined);
          }
          if (!res.ok) {
            notify.error("Checkout Error", { description: `HTTP ${res.status}: ${res.statusText}` });
            const answer = (await res.json().catch(() => ({}))) as { message?: string };
            setFailure(answer.message ?? CHECKOUT_FAILED);
            return null;
          }
          const data = (await res.json()) as CheckoutIntentState;
          if (!data.free && !data.clientSecret) {
            notify.error("Checkout Error", { description: "No client secret received" });
            setFailure(CHECKOUT_FAILED);
            return null;
          }
          return accept(data, emailNow);
        } catch {
          notify.error("Checkout Error", { description: "Failed to initialize checkout. Please refresh the page." });
          setFailure("The checkout could not reach the server. Check your connection and try again.");
          return null;
        }
      }),
    [post, accept, inTurn],
  );

  /** Applies (or, with undefined, removes) a code; the server's refusal comes back as the message to show. */
  const applyCode = useCallback(
    (discountCode: string | undefined): Promise<string | null> =>
      inTurn(async () => {
        try {
          const res = await post(latestEmail.current, discountCode);
          const data = (await res.json()) as CheckoutIntentState & { message?: string };
          if (!res.ok) return data.message ?? DISCOUNT_FAILED;
          code.current = discountCode;
          accept(data, latestEmail.current);
          return null;
        } catch {
          return DISCOUNT_FAILED;
        }
      }),
    [post, accept, inTurn],
  );

  useEffect(() => {
    latestEmail.current = email;
    void sync(email);
  }, [sync, email]);

  // A buyer who comes back to the tab gets the checkout as it stands now: an intent cancelled by a
  // price change meanwhile is replaced at today's price (decision 301).
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === "visible" && secret.current) void sync(latestEmail.current);
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => document.removeEventListener("visibilitychange", onVisible);
  }, [sync]);

  /** Starts the checkout again after a failure (the "Try again" button). */
  const retry = useCallback(() => void sync(latestEmail.current), [sync]);

  return { intent, failure, retry, sync, applyCode, checkoutId };
}
