import "server-only";
import type { Prisma } from "@/lib/db/generated/client";

/**
 * Records a Stripe event id inside the caller's transaction. False means the id was already
 * recorded (a redelivery), and the caller does nothing more. Because the insert shares the
 * transaction with the work, a crash before commit leaves no record and the next delivery
 * repairs it.
 */
export async function recordPaymentEvent(tx: Prisma.TransactionClient, event: { id: string; type: string }, paymentIntentId: string | null) {
  const { count } = await tx.paymentEvent.createMany({
    data: [{ id: event.id, type: event.type, paymentIntentId }],
    skipDuplicates: true,
  });
  return count === 1;
}
