import { NextResponse } from "next/server";
import { route } from "@/lib/api/route";
import { createPaymentIntentSchema } from "@/lib/validation/checkout";
import { startCheckout } from "@/lib/payments/checkout";
import { setCheckoutBinding } from "@/lib/payments/checkout-binding";

export const POST = route({ auth: "optional", body: createPaymentIntentSchema }, async ({ body, session }) => {
  const result = await startCheckout(body, session);
  return setCheckoutBinding(NextResponse.json(result), result.paymentIntentId);
});
