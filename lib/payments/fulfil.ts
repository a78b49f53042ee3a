import "server-only";
import { prisma } from "@/lib/db/client";
import { appUrl } from "@/lib/env";
import { sendEmail } from "@/lib/email/transport";
import { purchaseReceiptEmail } from "@/lib/email/templates/purchase-receipt";
import { findProductByUuid, isAiAssisted } from "./catalog";
import { recordPaymentEvent } from "./events";

export type PaidIntent = {
  paymentIntentId: string;
  email: string;
  productUuid: string;
  amountCents: number;
  currency: string;
};

export type FulfilOutcome =
  | { status: "duplicate-event" }
  | { status: "fulfilled" | "already-fulfilled"; userId: string; purchaseId: string; hasPassword: boolean };

/**
 * THE fulfilment of a paid intent, used by the confirm call and by the webhook. One transaction:
 * the webhook event id (unique) when there is one, the buyer upserted by lower-cased e-mail, the
 * purchase inserted unless one exists for this intent (unique). Whoever commits first creates
 * it; everyone else finds it and changes nothing. The receipt is then sent once per purchase.
 * The caller has already checked the intent against the catalogue.
 */
export async function fulfil(paid: PaidIntent, event?: { id: string; type: string }): Promise<FulfilOutcome> {
  const email = paid.email.trim().toLowerCase();
  const outcome = await withUniqueRetry(() =>
    prisma().$transaction(
      async (tx) => {
        if (event && !(await recordPaymentEvent(tx, event, paid.paymentIntentId))) return { status: "duplicate-event" as const };
        // An empty update makes this one INSERT ... ON CONFLICT, safe against a parallel buyer row.
        const buyer = await tx.user.upsert({ where: { email }, create: { email }, update: {}, select: { id: true } });
        const { count } = await tx.purchase.createMany({
          data: [
            {
              userId: buyer.id,
              productUuid: paid.productUuid,
              // Decision 021: the DIY tier (any uuid but the AI-assisted one) is the course variant.
              isCourseVariant: !isAiAssisted(paid.productUuid),
              paymentIntentId: paid.paymentIntentId,
              amountCents: paid.amountCents,
              currency: paid.currency,
            },
          ],
          skipDuplicates: true,
        });
        const purchase = await tx.purchase.findUniqueOrThrow({
          where: { paymentIntentId: paid.paymentIntentId },
          select: { id: true, userId: true, user: { select: { passwordHash: true } } },
        });
        return {
          status: count === 1 ? ("fulfilled" as const) : ("already-fulfilled" as const),
          userId: purchase.userId,
          purchaseId: purchase.id,
          hasPassword: purchase.user.passwordHash !== null,
        };
      },
      { maxWait: 15_000, timeout: 20_000 },
    ),
  );
  if (outcome.status !== "duplicate-event") await sendReceiptOnce(outcome.purchaseId, email, paid, !outcome.hasPassword);
  return outcome;
}

// Claims the receipt by setting receiptSentAt where it is still empty (one winner), then sends.
// A failed send releases the claim so the next confirm or webhook delivery tries again.
async function sendReceiptOnce(purchaseId: string, to: string, paid: PaidIntent, needsPassword: boolean) {
  const { count } = await prisma().purchase.updateMany({ where: { id: purchaseId, receiptSentAt: null }, data: { receiptSentAt: new Date() } });
  if (count === 0) return;
  const product = findProductByUuid(paid.productUuid);
  try {
    await sendEmail(
      purchaseReceiptEmail({
        to,
        productName: product?.name ?? "Your purchase",
        amountCents: paid.amountCents,
        currency: paid.currency,
        reference: paid.paymentIntentId,
        purchasedAt: new Date(),
        // A new buyer signs in with this e-mail at /auth, which sends their password link.
        nextUrl: `${appUrl()}${needsPassword ? "/auth" : "/user/dashboard"}`,
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
