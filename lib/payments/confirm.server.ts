import "server-only";
import { ConflictError, NotFoundError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session.server";
import { throttle } from "@/lib/policy/throttle.server";
import { retrieveIntent } from "./intents.server";
import { paidIntentFrom } from "./paid-intent.server";
import { fulfil, type FulfilOutcome } from "./fulfil.server";
import { mailServerConfigured } from "@/lib/email/transport.server";
import { MAIL_QUEUED } from "@/lib/email/mail-status";

export type ConfirmResult = { success: true; message: string; redirectUrl: string; existingAccount?: true; checkEmail?: true };

/** What the return page says when the payment joined an account that existed before it. */
export const EXISTING_ACCOUNT_MESSAGE =
  "Your purchase has been added to the existing account for this e-mail address. We've e-mailed the account's owner the details and how to sign in.";

/** The same without a mail server: the owner's e-mail only reached the outbox (decision 342). */
export const EXISTING_ACCOUNT_QUEUED = `Your purchase has been added to the existing account for this e-mail address. ${MAIL_QUEUED}, so the details and how to sign in wait in the site owner's outbox.`;

export const REVOKED_PAYMENT_MESSAGE = "This payment has been refunded or disputed, so it gives no access.";

/**
 * POST /api/confirm-guest-payment: reads the intent from Stripe (or the demo ledger), checks it
 * against the catalogue, fulfils it, and says where the buyer goes next. `signInUserId` is set
 * when the route should start a session: only when this payment created the account (decided
 * inside the fulfilment), the account has no password yet, and the confirm comes from the
 * browser that paid. Paying with the e-mail of an account that already existed signs nobody in:
 * the purchase joins it and its owner is e-mailed (docs/decisions/085).
 */
export async function confirmPayment(
  paymentIntentId: string,
  context: { session: SessionUser | null; paidFromThisBrowser: boolean; clientIp: string },
): Promise<{ result: ConfirmResult; signInUserId?: string }> {
  // Each call reads the intent from Stripe: bounded per address and per payment.
  await throttle("confirmPaymentPerIp", context.clientIp);
  await throttle("confirmPaymentPerIntent", paymentIntentId);
  const intent = await retrieveIntent(paymentIntentId);
  if (!intent) throw new NotFoundError("Payment not found");
  return purchaseResult(await fulfil(await paidIntentFrom(intent)), context);
}

/**
 * Where a fulfilled purchase sends the buyer, and whether this browser is signed in: the paid
 * confirm above and the free order (free-order.server.ts) answer alike.
 */
export function purchaseResult(
  outcome: FulfilOutcome,
  context: { session: SessionUser | null; paidFromThisBrowser: boolean },
): { result: ConfirmResult; signInUserId?: string } {
  if (outcome.status === "duplicate-event") throw new Error("unreachable: confirm records no event");
  if (!outcome.active) throw new ConflictError(REVOKED_PAYMENT_MESSAGE);

  const { userId, hasPassword, createdAccount } = outcome;
  if (context.session?.user.id === userId) {
    return { result: { success: true, message: "Purchase confirmed", redirectUrl: hasPassword ? "/user/dashboard" : "/user/set-password" } };
  }
  if (!createdAccount) {
    return {
      result: {
        success: true,
        existingAccount: true,
        message: mailServerConfigured() ? EXISTING_ACCOUNT_MESSAGE : EXISTING_ACCOUNT_QUEUED,
        redirectUrl: "/auth",
      },
    };
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
