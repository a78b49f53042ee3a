import "server-only";
import { prisma } from "@/lib/db/client.server";

// The first two steps of the operator's funnel (decision 143): Stripe keeps the payment intents,
// and nothing else recorded that a checkout was opened. One counter per UTC day and step: no
// visitor, address, e-mail or intent id is kept, and a count is one upsert.

export type CheckoutStage = "checkout-opened" | "intent-created";

/** Midnight UTC of the day `at` falls on. */
export const utcDay = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));

/** Counts one checkout step today. A failure is logged, never raised: a counter must not cost a sale. */
export async function countCheckoutStage(stage: CheckoutStage, now = new Date()) {
  try {
    await prisma().$executeRaw`
      INSERT INTO "CheckoutFunnelDay" ("day", "stage", "count") VALUES (${utcDay(now)}, ${stage}, 1)
      ON CONFLICT ("day", "stage") DO UPDATE SET "count" = "CheckoutFunnelDay"."count" + 1`;
  } catch (error) {
    console.error("[payments] checkout funnel count failed", (error as Error)?.message ?? error);
  }
}
