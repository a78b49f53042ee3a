import { NextResponse } from "next/server";
import { route } from "@/lib/server/route.server";
import { createPaymentIntentSchema } from "@/lib/validation/checkout";
import { startCheckout } from "@/lib/payments/checkout.server";
import { CHECKOUT_COOKIE, setCheckoutBinding } from "@/lib/payments/checkout-binding.server";
import { clientIp } from "@/lib/policy/rate-limit.server";

export const POST = route({ idempotent: true, auth: "optional", body: createPaymentIntentSchema }, async ({ body, session, request }) => {
  const result = await startCheckout(body, session, clientIp(request.headers));
  // A free order (a code took the whole price) has no intent to bind.
  if (result.free) return NextResponse.json(result);
  return setCheckoutBinding(NextResponse.json(result), result.paymentIntentId, request.cookies.get(CHECKOUT_COOKIE)?.value);
});
