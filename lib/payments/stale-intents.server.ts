import "server-only";
import { prisma } from "@/lib/db/client.server";
import { ConflictError } from "@/lib/api/errors";
import type { Prisma } from "@/lib/db/generated/client";
import { saleProducts, type SalePrice } from "@/lib/catalog/products.server";
import { paidAtOf, refundWholeIntent, retrieveIntent } from "./intents.server";
import { UPDATABLE_STATUSES, type CheckoutIntent } from "./checkout-intent.server";
import { cancelCheckoutIntent } from "./discounts.server";

// An old price never stays payable (issue 42, item 2; decision 301). Every intent a checkout makes
// is recorded in OpenIntent until it is cancelled or found paid. When a price changes or a product
// goes off sale, the intents on its older price rows are cancelled (Stripe's and the demo ledger's
// alike, their discount holds given back), and housekeeping cancels any still unpaid after 24
// hours. Fulfilment then refuses (and refunds) an intent whose price row stopped being current
// before it was paid: the guard that holds even when a cancel call failed.

/** How long an unpaid checkout intent stays payable. */
export const OPEN_INTENT_HOURS = 24;

export const PRICE_CHANGED_REFUNDED_MESSAGE =
  "The price changed before this payment went through, so it was not accepted and has been refunded in full. Please check out again at today's price.";
export const PRICE_CHANGED_UNREFUNDED_MESSAGE =
  "The price changed before this payment went through, so it was not accepted. The automatic refund failed: please contact us and we will refund it.";

/**
 * Cancels the open intents that may no longer be paid: those on a price row that is not their
 * product's current one, or of a product off sale (only `productId`'s when given, right after the
 * operator's change), and, in housekeeping (no `productId`), any made more than 24 hours ago. An
 * intent found paid or already closed is dropped from the record; one whose cancel fails stays
 * for the next pass. Returns how many were cancelled.
 */
export async function cancelStaleIntents(options: { productId?: string; now?: Date } = {}): Promise<number> {
  const now = options.now ?? new Date();
  const sale = (await saleProducts()).filter((p) => !options.productId || p.id === options.productId);
  const stale: Prisma.OpenIntentWhereInput[] = sale.map((p) =>
    p.active && p.priceId ? { productId: p.id, OR: [{ priceId: null }, { priceId: { not: p.priceId } }] } : { productId: p.id },
  );
  if (!options.productId) {
    stale.push({ productId: { notIn: sale.map((p) => p.id) } }, { createdAt: { lt: new Date(now.getTime() - OPEN_INTENT_HOURS * 3600_000) } });
  }
  const rows = await prisma().openIntent.findMany({ where: { OR: stale }, orderBy: { createdAt: "asc" }, take: 500 });
  let cancelled = 0;
  for (const row of rows) {
    try {
      const intent = await retrieveIntent(row.id);
      if (intent && UPDATABLE_STATUSES.has(intent.status)) {
        await cancelCheckoutIntent(intent);
        cancelled++;
      }
      await prisma().openIntent.deleteMany({ where: { id: row.id } });
    } catch (error) {
      console.error(`[payments] could not cancel intent ${row.id}; will retry`, (error as Error)?.message ?? error);
    }
  }
  return cancelled;
}

/** After an operator's price or sale change: its product's stale intents, without failing the change. */
export async function cancelIntentsAfterCatalogueChange(productId: string) {
  try {
    return await cancelStaleIntents({ productId });
  } catch (error) {
    console.error("[payments] cancelling stale intents failed; housekeeping will retry", (error as Error)?.message ?? error);
    return 0;
  }
}

/**
 * When `price` stopped being the product's current price: the first newer row's time, or the
 * time the product went off sale, whichever came first. Null while it is still current.
 */
async function priceEndedAt(productId: string, price: SalePrice): Promise<Date | null> {
  const own = await prisma().price.findUnique({ where: { id: price.id }, select: { createdAt: true } });
  const [newer, product] = await Promise.all([
    own && prisma().price.findFirst({ where: { productId, createdAt: { gt: own.createdAt } }, orderBy: { createdAt: "asc" }, select: { createdAt: true } }),
    prisma().product.findUnique({ where: { id: productId }, select: { active: true, offSaleSince: true } }),
  ]);
  const ends = [newer?.createdAt, product && !product.active ? (product.offSaleSince ?? new Date(0)) : undefined].filter((d): d is Date => Boolean(d));
  if (!own) ends.push(new Date(0));
  return ends.length ? new Date(Math.min(...ends.map((d) => d.getTime()))) : null;
}

/**
 * Fulfilment's check (confirm and webhook alike): a paid intent whose price row is no longer
 * current grants nothing unless it was paid before that row was replaced or the product went off
 * sale. Refused, it is refunded whole and answered 409 saying so.
 */
export async function refuseIfPaidAfterPriceChange(intent: CheckoutIntent, productId: string, price: SalePrice) {
  const ended = await priceEndedAt(productId, price);
  if (!ended) return;
  const paidAt = await paidAtOf(intent);
  if (paidAt && paidAt < ended) return;
  try {
    await refundWholeIntent(intent, "price_changed");
  } catch (error) {
    console.error(`[payments] refund of ${intent.id} (paid after its price changed) failed`, (error as Error)?.message ?? error);
    throw new ConflictError(PRICE_CHANGED_UNREFUNDED_MESSAGE);
  }
  throw new ConflictError(PRICE_CHANGED_REFUNDED_MESSAGE);
}
