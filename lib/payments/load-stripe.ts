"use client";
import type { Stripe } from "@stripe/stripe-js";
import { loadStripe } from "@stripe/stripe-js/pure";

let pending: Promise<Stripe | null> | undefined;

/**
 * Stripe.js for the publishable key. With a script URL (STRIPE_JS_URL, a local stand-in in
 * tests) that script is loaded instead of js.stripe.com: once window.Stripe exists, loadStripe
 * uses it and injects nothing.
 */
export function loadStripeJs(publishableKey: string, scriptUrl: string | null): Promise<Stripe | null> {
  pending ??= (async () => {
    if (scriptUrl && !("Stripe" in window)) await injectScript(scriptUrl);
    return loadStripe(publishableKey);
  })();
  pending.catch(() => (pending = undefined));
  return pending;
}

function injectScript(src: string) {
  return new Promise<void>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error("Failed to load Stripe.js"));
    document.head.appendChild(script);
  });
}
