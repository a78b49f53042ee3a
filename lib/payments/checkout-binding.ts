import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import type { NextResponse } from "next/server";
import { isProduction, sessionSecret } from "@/lib/env";

// Ties a payment intent to the browser that started it. The confirm call signs a new buyer in
// only from that browser: a payment-intent id alone (it travels in URLs and receipts) must not
// be enough to open someone's account. See docs/decisions/022.
export const CHECKOUT_COOKIE = "ais_checkout";

function mac(intentId: string) {
  return createHmac("sha256", sessionSecret()).update(`checkout-binding:${intentId}`).digest("base64url");
}

export function setCheckoutBinding(response: NextResponse, intentId: string) {
  response.cookies.set(CHECKOUT_COOKIE, `${intentId}.${mac(intentId)}`, {
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
  const expected = Buffer.from(`${intentId}.${mac(intentId)}`);
  const given = Buffer.from(cookieValue);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export function clearCheckoutBinding(response: NextResponse) {
  response.cookies.set(CHECKOUT_COOKIE, "", { httpOnly: true, sameSite: "lax", secure: isProduction(), path: "/", maxAge: 0 });
  return response;
}
