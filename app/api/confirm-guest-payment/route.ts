import { NextResponse } from "next/server";
import { route } from "@/lib/server/route.server";
import { clientIp } from "@/lib/policy/rate-limit.server";
import { confirmPaymentSchema } from "@/lib/validation/checkout";
import { confirmPayment } from "@/lib/payments/confirm.server";
import { CHECKOUT_COOKIE, clearCheckoutBinding, isBoundToBrowser } from "@/lib/payments/checkout-binding.server";
import { attachNewSession } from "@/lib/auth/sign-in.server";

export const POST = route({ idempotent: true, auth: "optional", body: confirmPaymentSchema }, async ({ body, session, request }) => {
  const paidFromThisBrowser = isBoundToBrowser(request.cookies.get(CHECKOUT_COOKIE)?.value, body.paymentIntentId);
  const { result, signInUserId } = await confirmPayment(body.paymentIntentId, { session, paidFromThisBrowser, clientIp: clientIp(request.headers) });
  const response = NextResponse.json(result);
  if (signInUserId) {
    await attachNewSession(response, signInUserId, request.headers);
    clearCheckoutBinding(response);
  }
  return response;
});
