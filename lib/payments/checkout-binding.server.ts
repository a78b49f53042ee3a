import "server-only";
import type { NextResponse } from "next/server";
import { isProduction } from "@/lib/env";
import { signId, verifySignedId } from "@/lib/crypto/signed-id.server";

// Ties a payment intent to the browser that started it. The confirm call signs a new buyer in
// only from that browser: a payment-intent id alone (it travels in URLs and receipts) must not
// be enough to open someone's account. See docs/decisions/022.
export const CHECKOUT_COOKIE = "ais_checkout";

// A checkout page can make more than one intent (a slow first answer racing an e-mail change),
// so the cookie keeps the few most recent ones this browser started.
const MAX_BOUND_INTENTS = 5;

export function setCheckoutBinding(response: NextResponse, intentId: string, existing?: string) {
  const entry = signId("checkout-binding", intentId);
  const kept = (existing ?? "").split(",").filter((e) => e && e !== entry);
  const value = [entry, ...kept].slice(0, MAX_BOUND_INTENTS).join(",");
  response.cookies.set(CHECKOUT_COOKIE, value, {
    httpOnly: true,
    sameSite: "lax",
    secure: isProduction(),
    path: "/",
    maxAge: 60 * 60 * 24,
  });
  return response;
}

export function isBoundToBrowser(cookieValue: string | undefined, intentId: string) {
  if (!cookieValue) return false;
  return cookieValue.split(",").some((entry) => verifySignedId("checkout-binding", entry) === intentId);
}

export function clearCheckoutBinding(response: NextResponse) {
  response.cookies.set(CHECKOUT_COOKIE, "", { httpOnly: true, sameSite: "lax", secure: isProduction(), path: "/", maxAge: 0 });
  return response;
}
