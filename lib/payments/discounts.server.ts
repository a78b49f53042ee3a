import "server-only";
import { randomUUID } from "node:crypto";
import { prisma } from "@/lib/db/client.server";
import type { Prisma } from "@/lib/db/generated/client";
import { BadRequestError, ConflictError, RateLimitedError } from "@/lib/api/errors";
import { countHit, hitsSoFar, rateLimited } from "@/lib/policy/rate-limit.server";
import { DISCOUNT_GUESSING, DISCOUNT_HOLDS, RATE_LIMITS } from "@/lib/policy/limits";
import type { Product } from "@/lib/catalog/catalog";
import { discountCentsFor } from "./discount-price";
import { cancelIntent, retrieveIntent } from "./intents.server";
import { UPDATABLE_STATUSES, type CheckoutIntent } from "./checkout-intent.server";

// Discount codes at checkout (issue 33, item 2; decision 209). The server alone prices: a code
// is checked here, a hold is taken on it before the intent is made (one row lock per code, so
// with N redemptions left exactly N checkouts get it), the hold is used up at fulfilment and
// released when its intent is cancelled or left unpaid.

/** The one answer for every code that cannot be used: unknown, expired, used up, inactive, another product. */
export const DISCOUNT_REFUSED = "This code is not valid.";

export type DiscountQuote = { codeId: string; code: string; baseCents: number; discountCents: number; amountCents: number };

const failures = RATE_LIMITS.discountFailuresPerIp;
const failureKey = (ip: string) => `discountFailuresPerIp:${ip}`;
const budget = RATE_LIMITS.discountFailuresGlobal;
const BUDGET_KEY = "discountFailuresGlobal:all";

/** This code is refused: counted for the address and across all addresses; past the shared budget the answer waits. */
async function refuse(ip: string): Promise<never> {
  await countHit(failureKey(ip), failures.windowSeconds);
  const spent = await countHit(BUDGET_KEY, budget.windowSeconds);
  if (spent > budget.limit) await new Promise((resolve) => setTimeout(resolve, DISCOUNT_GUESSING.slowWrongAnswerMs));
  throw new BadRequestError(DISCOUNT_REFUSED);
}

/** One sender (address or e-mail) took its holds for the hour (decision 304). */
export const HOLDS_PER_SENDER = "Too many checkouts with a code from here. Please try again later, or check out without the code.";

/** A free order's hold lapsed and the code was used up meanwhile (decision 304). */
export const CODE_USED_UP = "This code has been used up while your order waited. Please check out again.";

/** "This code is in heavy use": the code took its holds for the window (DISCOUNT_HOLDS.perCode). */
export const CODE_BUSY = "This code is in heavy use right now. Please try again in a few minutes.";

type CodeRow = Prisma.DiscountCodeGetPayload<object>;

function appliesTo(code: CodeRow, product: Product, now: Date) {
  if (!code.active || (code.expiresAt && code.expiresAt <= now)) return false;
  if (code.productId && code.productId !== product.id) return false;
  return code.kind === "percent" || code.currency === product.currency;
}

const takenWhere = (codeId: string) => ({ codeId, status: { in: ["held" as const, "redeemed" as const] } });

/**
 * The price of `product` with the code the buyer typed, or 400 DISCOUNT_REFUSED (counted as a
 * failure for the address and in the budget across addresses). Past the failure limit the address
 * gets 429 before any look-up; while the shared budget is spent, that limit is
 * DISCOUNT_GUESSING.failuresPerIpOverBudget (decision 302).
 */
export async function quoteDiscount(codeText: string, product: Product, ip: string): Promise<DiscountQuote> {
  const [[failed], [spent]] = await Promise.all([hitsSoFar([failureKey(ip)], failures.windowSeconds), hitsSoFar([BUDGET_KEY], budget.windowSeconds)]);
  if (failed >= (spent >= budget.limit ? DISCOUNT_GUESSING.failuresPerIpOverBudget : failures.limit)) throw rateLimited(failures.windowSeconds);
  const code = await prisma().discountCode.findUnique({ where: { code: codeText.trim().toUpperCase() } });
  if (!code || !appliesTo(code, product, new Date())) return refuse(ip);
  if (code.maxRedemptions !== null && (await prisma().discountHold.count({ where: takenWhere(code.id) })) >= code.maxRedemptions) return refuse(ip);
  const discountCents = discountCentsFor(code, product.priceInCents);
  return { codeId: code.id, code: code.code, baseCents: product.priceInCents, discountCents, amountCents: product.priceInCents - discountCents };
}

/**
 * Takes one redemption of the quoted code for a payment (an intent id, or a free order's id),
 * or refuses with DISCOUNT_REFUSED when none is left. The code's row is locked for the count and
 * the insert, so concurrent checkouts take turns and never hold more than maxRedemptions.
 * Asking again for the same payment returns its hold.
 */
export async function holdDiscount(quote: DiscountQuote, ip: string, paymentIntentId = `pending_${randomUUID()}`, email?: string) {
  const now = new Date();
  // Caps per sender (an address, an e-mail): counted when a hold is taken, checked before.
  const senders = [
    { name: "discountHoldsPerIp" as const, key: `discountHoldsPerIp:${ip}` },
    ...(email ? [{ name: "discountHoldsPerEmail" as const, key: `discountHoldsPerEmail:${email.toLowerCase()}` }] : []),
  ];
  const retake = await prisma().discountHold.findUnique({ where: { paymentIntentId }, select: { id: true } });
  if (!retake) {
    for (const { name, key } of senders) {
      const [taken] = await hitsSoFar([key], RATE_LIMITS[name].windowSeconds);
      if (taken >= RATE_LIMITS[name].limit) throw rateLimited(RATE_LIMITS[name].windowSeconds, HOLDS_PER_SENDER);
    }
  }
  const hold = await prisma().$transaction(
    async (tx) => {
      const locked = await tx.$queryRaw<{ maxRedemptions: number | null }[]>`
        SELECT "maxRedemptions" FROM "DiscountCode"
         WHERE "id" = ${quote.codeId}::uuid AND "active" AND ("expiresAt" IS NULL OR "expiresAt" > ${now})
         FOR UPDATE`;
      const existing = await tx.discountHold.findUnique({ where: { paymentIntentId } });
      if (existing) return existing.status === "released" ? null : existing;
      if (locked.length === 0) return null;
      const max = locked[0].maxRedemptions;
      if (max !== null && (await tx.discountHold.count({ where: takenWhere(quote.codeId) })) >= max) return null;
      // At most DISCOUNT_HOLDS.perCode holds taken in a window, counted under the code's lock.
      const since = new Date(now.getTime() - DISCOUNT_HOLDS.perCode.windowSeconds * 1000);
      const recent = await tx.discountHold.findMany({
        where: { codeId: quote.codeId, createdAt: { gt: since } },
        orderBy: { createdAt: "asc" },
        select: { createdAt: true },
      });
      if (recent.length >= DISCOUNT_HOLDS.perCode.limit) return { busyUntil: recent[0].createdAt.getTime() + DISCOUNT_HOLDS.perCode.windowSeconds * 1000 };
      return tx.discountHold.create({
        data: {
          codeId: quote.codeId,
          paymentIntentId,
          discountCents: quote.discountCents,
          expiresAt: new Date(now.getTime() + DISCOUNT_HOLDS.holdMinutes * 60_000),
        },
      });
    },
    { maxWait: 15_000, timeout: 20_000 },
  );
  if (hold && "busyUntil" in hold) throw new RateLimitedError((hold.busyUntil - Date.now()) / 1000, CODE_BUSY);
  if (!hold) return refuse(ip);
  if (!retake) for (const { name, key } of senders) await countHit(key, RATE_LIMITS[name].windowSeconds);
  return hold;
}

/** The hold taken before its intent existed now names the intent. */
export async function attachHold(holdId: string, paymentIntentId: string) {
  await prisma().discountHold.update({ where: { id: holdId }, data: { paymentIntentId } });
}

export async function releaseHold(where: { id: string } | { paymentIntentId: string }) {
  await prisma().discountHold.updateMany({ where: { ...where, status: "held" }, data: { status: "released" } });
}

/** The code an intent still holds, if any. */
export async function activeHoldOf(paymentIntentId: string) {
  return prisma().discountHold.findFirst({ where: { paymentIntentId, status: "held" }, include: { code: { select: { code: true } } } });
}

/** The discount an intent was priced with, whatever its hold's state now (the price is what was charged). */
export async function discountOf(paymentIntentId: string) {
  return prisma().discountHold.findUnique({ where: { paymentIntentId }, select: { codeId: true, discountCents: true } });
}

/**
 * Inside fulfilment's transaction: the payment's hold is used up. The hold's row is locked first,
 * so housekeeping cannot release it between the read and the write. A hold released meanwhile is
 * taken again under the code's lock when a redemption is left; when none is, a free order is
 * refused (409 CODE_USED_UP, the transaction rolls back), while a paid one is redeemed anyway: the
 * buyer was charged that price (decision 304).
 */
export async function redeemHold(tx: Prisma.TransactionClient, paymentIntentId: string, options: { paid: boolean }) {
  const [hold] = await tx.$queryRaw<{ id: string; codeId: string; status: string }[]>`
    SELECT "id", "codeId", "status"::text AS "status" FROM "DiscountHold" WHERE "paymentIntentId" = ${paymentIntentId} FOR UPDATE`;
  if (!hold || hold.status === "redeemed") return;
  if (hold.status === "released" && !options.paid) {
    const [code] = await tx.$queryRaw<{ maxRedemptions: number | null }[]>`
      SELECT "maxRedemptions" FROM "DiscountCode" WHERE "id" = ${hold.codeId}::uuid FOR UPDATE`;
    const max = code?.maxRedemptions ?? null;
    if (max !== null && (await tx.discountHold.count({ where: takenWhere(hold.codeId) })) >= max) throw new ConflictError(CODE_USED_UP);
  }
  await tx.discountHold.update({ where: { id: hold.id }, data: { status: "redeemed" } });
}

/** The checkout no longer uses this intent: it is cancelled and its code given back. */
export async function cancelCheckoutIntent(intent: CheckoutIntent) {
  await cancelIntent(intent);
  await releaseHold({ paymentIntentId: intent.id });
}

/**
 * Housekeeping: holds older than DISCOUNT_HOLDS.holdMinutes whose payment never completed. The
 * intent is cancelled first, so it cannot be paid at the discounted price once the code is given
 * back; a paid one is left for its fulfilment to redeem. Returns how many were released.
 */
export async function releaseStaleHolds(now = new Date()): Promise<number> {
  const stale = await prisma().discountHold.findMany({ where: { status: "held", expiresAt: { lt: now } }, take: 200, orderBy: { expiresAt: "asc" } });
  let released = 0;
  for (const hold of stale) {
    // "pending_" (the intent was never made) and "free_" (a free order that did not finish) have no intent.
    if (hold.paymentIntentId.startsWith("pi_")) {
      const intent = await retrieveIntent(hold.paymentIntentId);
      if (intent && UPDATABLE_STATUSES.has(intent.status)) await cancelIntent(intent);
      else if (intent && intent.status !== "canceled") continue;
    }
    await releaseHold({ id: hold.id });
    released++;
  }
  return released;
}
