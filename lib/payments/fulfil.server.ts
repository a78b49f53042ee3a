import "server-only";
import { prisma } from "@/lib/db/client.server";
import { appUrl } from "@/lib/env";
import { sendEmail } from "@/lib/email/transport.server";
import { purchaseReceiptEmail } from "@/lib/email/templates/purchase-receipt";
import { findProductByUuid, grantsStudioAccess, isAiAssisted, VIDEO_PACK_DELIVERY_DAYS } from "@/lib/catalog/catalog";
import { issuePasswordLink, SETUP_TOKEN_TTL_MINUTES } from "@/lib/accounts/password-setup.server";
import { recordPaymentEvent } from "./events.server";
import { initialPurchaseStatus, lockPayment } from "@/lib/accounts/access.server";
import { redeemHold } from "./discounts.server";
import { inForce } from "@/lib/policy/purchase-access";

export type PaidIntent = {
  paymentIntentId: string;
  email: string;
  productUuid: string;
  /** The price row the intent was made with (not the current one, if that changed since). */
  priceId: string;
  amountCents: number;
  currency: string;
  /** The code the server priced this payment with (decision 209); its hold is used up here. */
  discount?: { codeId: string; cents: number };
  /** No browser is signed in by this order (a signed-out free order): even a new account's receipt carries a set-password link (issue 42). */
  mailPasswordLink?: boolean;
};

export type FulfilOutcome =
  | { status: "duplicate-event" }
  | {
      status: "fulfilled" | "already-fulfilled";
      userId: string;
      purchaseId: string;
      hasPassword: boolean;
      /** This payment's fulfilment inserted the account (decided once, in the transaction). */
      createdAccount: boolean;
      /** False when a refund or dispute already took the access away (even before this ran). */
      active: boolean;
    };

/**
 * THE fulfilment of a paid intent, used by the confirm call and by the webhook. One transaction:
 * the webhook event id (unique) when there is one, the buyer inserted by lower-cased e-mail
 * unless the account exists, the purchase inserted unless one exists for this intent (unique),
 * born refunded or disputed when a tombstone says so. Whoever commits first creates it, and
 * records whether its own insert created the account; everyone else finds it and changes
 * nothing. The receipt is then sent once per purchase. The caller has already checked the
 * intent against the catalogue.
 */
export async function fulfil(paid: PaidIntent, event?: { id: string; type: string }): Promise<FulfilOutcome> {
  const email = paid.email.trim().toLowerCase();
  const outcome = await withUniqueRetry(() =>
    prisma().$transaction(
      async (tx) => {
        if (event && !(await recordPaymentEvent(tx, event, paid.paymentIntentId))) return { status: "duplicate-event" as const };
        // Serialises with refunds and disputes of this payment (revocation.ts).
        await lockPayment(tx, paid.paymentIntentId);
        // INSERT ... ON CONFLICT DO NOTHING: count 1 only for the one transaction whose insert
        // made the account; a parallel payment for the same e-mail waits for it and counts 0.
        const inserted = await tx.user.createMany({ data: [{ email }], skipDuplicates: true });
        const buyer = await tx.user.findUniqueOrThrow({ where: { email }, select: { id: true } });
        const { count } = await tx.purchase.createMany({
          data: [
            {
              userId: buyer.id,
              productUuid: paid.productUuid,
              // Decision 021: the DIY tier (any uuid but the AI-assisted one) is the course variant.
              // A video pack is neither: a done-for-you order that opens nothing else (decision 430).
              isCourseVariant: !isAiAssisted(paid.productUuid) && grantsStudioAccess(paid.productUuid),
              grantsAccess: grantsStudioAccess(paid.productUuid),
              paymentIntentId: paid.paymentIntentId,
              priceId: paid.priceId,
              amountCents: paid.amountCents,
              currency: paid.currency,
              status: await initialPurchaseStatus(tx, paid.paymentIntentId),
              createdAccount: inserted.count === 1,
              ...(paid.discount && { discountCodeId: paid.discount.codeId, discountCents: paid.discount.cents }),
            },
          ],
          skipDuplicates: true,
        });
        if (paid.discount) await redeemHold(tx, paid.paymentIntentId, { paid: paid.amountCents > 0 });
        const purchase = await tx.purchase.findUniqueOrThrow({
          where: { paymentIntentId: paid.paymentIntentId },
          select: { id: true, userId: true, status: true, createdAccount: true, user: { select: { passwordHash: true } } },
        });
        return {
          status: count === 1 ? ("fulfilled" as const) : ("already-fulfilled" as const),
          userId: purchase.userId,
          purchaseId: purchase.id,
          hasPassword: purchase.user.passwordHash !== null,
          createdAccount: purchase.createdAccount,
          active: inForce(purchase),
        };
      },
      { maxWait: 15_000, timeout: 20_000 },
    ),
  );
  // A payment refunded or disputed before it was fulfilled gets no receipt: it gave nothing.
  if (outcome.status !== "duplicate-event" && outcome.active) {
    await sendReceiptOnce(outcome.purchaseId, { id: outcome.userId, email }, paid, outcome);
  }
  return outcome;
}

// Claims the receipt by setting receiptSentAt where it is still empty (one winner), then sends.
// A failed send releases the claim so the next confirm or webhook delivery tries again.
// A purchase that joined an account that already existed tells the owner so (whoever paid), with
// a one-time link to set a password when the account has none (docs/decisions/085).
async function sendReceiptOnce(
  purchaseId: string,
  owner: { id: string; email: string },
  paid: PaidIntent,
  account: { createdAccount: boolean; hasPassword: boolean },
) {
  const { count } = await prisma().purchase.updateMany({ where: { id: purchaseId, receiptSentAt: null }, data: { receiptSentAt: new Date() } });
  if (count === 0) return;
  const product = findProductByUuid(paid.productUuid);
  try {
    const passwordSetupLink =
      !account.hasPassword && (!account.createdAccount || paid.mailPasswordLink) ? await issuePasswordLink(owner.id, "setup") : undefined;
    await sendEmail(
      await purchaseReceiptEmail({
        to: owner.email,
        productName: product?.name ?? "Your purchase",
        amountCents: paid.amountCents,
        currency: paid.currency,
        reference: paid.paymentIntentId,
        purchasedAt: new Date(),
        // A new buyer signs in with this e-mail at /auth, which sends their password link.
        nextUrl: `${appUrl()}${account.hasPassword ? "/user/dashboard" : "/auth"}`,
        existingAccount: !account.createdAccount,
        // A video pack gives no access to be "ready": the buyer is told when the videos come.
        delivery: product?.videos
          ? `Our team delivers your ${product.videos === 1 ? "video" : `${product.videos} videos`} within ${VIDEO_PACK_DELIVERY_DAYS} business days; follow the order on your dashboard:`
          : undefined,
        passwordSetup: passwordSetupLink ? { link: passwordSetupLink, expiresInMinutes: SETUP_TOKEN_TTL_MINUTES } : undefined,
      }),
    );
  } catch (error) {
    console.error("[payments] receipt e-mail failed; will retry on the next delivery", error);
    await prisma().purchase.update({ where: { id: purchaseId }, data: { receiptSentAt: null } });
  }
}

// Two first-time transactions for the same new e-mail can still collide on the unique index
// (P2002) under READ COMMITTED; the retry then finds the committed row.
async function withUniqueRetry<T>(work: () => Promise<T>, attempts = 3): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await work();
    } catch (error) {
      if ((error as { code?: string }).code !== "P2002" || i >= attempts) throw error;
    }
  }
}
