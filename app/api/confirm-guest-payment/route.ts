import { NextResponse } from "next/server";
import { route } from "@/lib/api/route";
import { clientIp } from "@/lib/auth/rate-limit";
import { confirmPaymentSchema } from "@/lib/validation/checkout";
import { confirmPayment } from "@/lib/payments/confirm";
import { CHECKOUT_COOKIE, clearCheckoutBinding, isBoundToBrowser } from "@/lib/payments/checkout-binding";
import { attachNewSession } from "@/lib/auth/sign-in";

export const POST = route({ auth: "optional", body: confirmPaymentSchema }, async ({ body, session, request }) => {
  const paidFromThisBrowser = isBoundToBrowser(request.cookies.get(CHECKOUT_COOKIE)?.value, body.paymentIntentId);
  const { result, signInUserId } = await confirmPayment(body.paymentIntentId, { session, paidFromThisBrowser, clientIp: clientIp(request.headers) });
  const response = NextResponse.json(result);
  if (signInUserId) {
    await attachNewSession(response, signInUserId);
    clearCheckoutBinding(response);
  }
  return response;
});
