import { NextResponse } from "next/server";
import { route } from "@/lib/api/route";
import { createPaymentIntentSchema } from "@/lib/validation/checkout";
import { startCheckout } from "@/lib/payments/checkout";
import { setCheckoutBinding } from "@/lib/payments/checkout-binding";
import { clientIp } from "@/lib/auth/rate-limit";

export const POST = route({ auth: "optional", body: createPaymentIntentSchema }, async ({ body, session, request }) => {
  const result = await startCheckout(body, session, clientIp(request.headers));
  return setCheckoutBinding(NextResponse.json(result), result.paymentIntentId);
});
