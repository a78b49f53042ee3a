import "server-only";
import { NotFoundError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session";
import { retrieveIntent } from "./intents";
import { paidIntentFrom } from "./paid-intent";
import { fulfil } from "./fulfil";

export type ConfirmResult = { success: true; message: string; redirectUrl: string };

/**
 * POST /api/confirm-guest-payment: reads the intent from Stripe (or the demo ledger), checks it
 * against the catalogue, fulfils it, and says where the buyer goes next. `signInUserId` is set
 * when the route should start a session: a buyer whose account has no password yet, confirming
 * from the browser that paid. An account with a password signs in at /auth as usual.
 */
export async function confirmPayment(
  paymentIntentId: string,
  context: { session: SessionUser | null; paidFromThisBrowser: boolean },
): Promise<{ result: ConfirmResult; signInUserId?: string }> {
  const intent = await retrieveIntent(paymentIntentId);
  if (!intent) throw new NotFoundError("Payment not found");
  const outcome = await fulfil(paidIntentFrom(intent));
  if (outcome.status === "duplicate-event") throw new Error("unreachable: confirm records no event");

  const { userId, hasPassword } = outcome;
  if (context.session?.user.id === userId) {
    return { result: { success: true, message: "Purchase confirmed", redirectUrl: hasPassword ? "/user/dashboard" : "/user/set-password" } };
  }
  if (!hasPassword && context.paidFromThisBrowser) {
    return { result: { success: true, message: "Account created successfully!", redirectUrl: "/user/set-password" }, signInUserId: userId };
  }
  return {
    result: {
      success: true,
      message: hasPassword ? "Payment confirmed. Please sign in to access your purchase." : "Payment confirmed. Sign in with your e-mail to set your password.",
      redirectUrl: "/auth",
    },
  };
}
