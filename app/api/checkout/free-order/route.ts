import { NextResponse } from "next/server";
import { route } from "@/lib/server/route.server";
import { clientIp } from "@/lib/policy/rate-limit.server";
import { freeOrderSchema } from "@/lib/validation/checkout";
import { placeFreeOrder } from "@/lib/payments/free-order.server";
import { attachNewSession } from "@/lib/auth/sign-in.server";

// POST { productId, email, discountCode, checkoutId }: a code that takes the whole price
// completes the order without a card, with the account made as for a paid purchase (decision 209).
export const POST = route({ idempotent: true, auth: "optional", body: freeOrderSchema }, async ({ body, session, request }) => {
  const { result, signInUserId } = await placeFreeOrder(body, session, clientIp(request.headers));
  const response = NextResponse.json(result);
  if (signInUserId) await attachNewSession(response, signInUserId, request.headers);
  return response;
});
