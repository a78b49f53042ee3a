import "server-only";
import { prisma } from "@/lib/db/client.server";
import { findProductByUuid } from "@/lib/catalog/catalog";
import { deliveryWindow } from "@/lib/orders/order-status";
import type { CheckoutStage } from "@/lib/payments/checkout-funnel.server";
import { dailyNet, periodEnding, type Period } from "./period";
import { PURCHASE_IN_FORCE } from "@/lib/policy/purchase-access";

// The operator's overview (issue 23, item 5), read from the database for one period of whole
// UTC days. Amounts are in the catalogue's one currency (USD; a payment in another currency is
// never fulfilled). Rows are bucketed by day here, not in SQL, so no database time zone setting
// can move a payment to another day.

const inPeriod = (period: Period) => ({ gte: period.from, lt: period.to });

/** Net revenue per UTC day: each payment on the day it was taken, each refund on the day it was made. */
export async function revenueByDay(period: Period) {
  const payments = await prisma().purchase.findMany({ where: { createdAt: inPeriod(period) }, select: { createdAt: true, amountCents: true } });
  const refunds = await refundsMade(period);
  return dailyNet(
    period,
    payments.map((p) => ({ at: p.createdAt, cents: p.amountCents })),
    refunds.map((r) => ({ at: r.at, cents: r.cents })),
  );
}

// Refunds made in the period, each with its purchase: the order's refund rows (the console's,
// full or partial, and those Stripe's webhook reported: decision 181), and, for a purchase with
// no rows (refunded before refunds had rows), its whole amount on the day its refund was marked.
// A refund whose payment was never fulfilled took no money in, so it has no purchase and subtracts nothing.
async function refundsMade(period: Period) {
  const rows = await prisma().refund.findMany({
    where: { status: "succeeded", createdAt: inPeriod(period) },
    select: { purchaseId: true, createdAt: true, amountCents: true },
  });
  const marks = await prisma().paymentRevocation.findMany({ where: { refundedAt: inPeriod(period) }, select: { paymentIntentId: true, refundedAt: true } });
  const marked = await prisma().purchase.findMany({
    where: { paymentIntentId: { in: marks.map((m) => m.paymentIntentId) }, refunds: { none: {} } },
    select: { id: true, paymentIntentId: true, amountCents: true },
  });
  const byIntent = new Map(marked.map((p) => [p.paymentIntentId, p]));
  return [
    ...rows.map((r) => ({ purchaseId: r.purchaseId, at: r.createdAt, cents: r.amountCents })),
    ...marks
      .filter((m) => byIntent.has(m.paymentIntentId))
      .map((m) => ({ purchaseId: byIntent.get(m.paymentIntentId)!.id, at: m.refundedAt!, cents: byIntent.get(m.paymentIntentId)!.amountCents })),
  ];
}

/** Purchases made, orders refunded and disputes opened in the period (refunds and disputes of fulfilled payments). */
export async function paymentCounts(period: Period) {
  const purchases = await prisma().purchase.count({ where: { createdAt: inPeriod(period) } });
  // Orders refunded in the period (a partial then a full refund of one order count once).
  const refunds = new Set((await refundsMade(period)).map((r) => r.purchaseId)).size;
  const disputed = await prisma().paymentRevocation.findMany({ where: { disputedAt: inPeriod(period) }, select: { paymentIntentId: true } });
  const disputes = await prisma().purchase.count({ where: { paymentIntentId: { in: disputed.map((d) => d.paymentIntentId) } } });
  return { purchases, refunds, disputes };
}

/** What discount codes took off the period's orders, and how many orders a code made free (decision 209). */
export async function discountsGiven(period: Period) {
  const where = { createdAt: inPeriod(period), discountCents: { gt: 0 } };
  const [sum, freeOrders] = await Promise.all([
    prisma().purchase.aggregate({ where, _sum: { discountCents: true }, _count: { _all: true } }),
    prisma().purchase.count({ where: { ...where, amountCents: 0 } }),
  ]);
  return { cents: sum._sum.discountCents ?? 0, orders: sum._count._all, freeOrders };
}

export type Funnel = { checkoutOpened: number; intentCreated: number; paid: number; passwordSet: number; firstCharacter: number };

/**
 * The funnel for the period (decision 143). The first two steps are the checkout's daily counts;
 * the last three follow the buyers who paid in the period: how many paid, how many of them have
 * set a password, and how many of those have created a character.
 */
export async function funnel(period: Period): Promise<Funnel> {
  const steps = await prisma().checkoutFunnelDay.groupBy({ by: ["stage"], where: { day: inPeriod(period) }, _sum: { count: true } });
  const step = (stage: CheckoutStage) => steps.find((s) => s.stage === stage)?._sum.count ?? 0;
  const buyers = await prisma().purchase.findMany({ where: { createdAt: inPeriod(period) }, distinct: ["userId"], select: { userId: true } });
  const ids = buyers.map((b) => b.userId);
  const withPassword = { id: { in: ids }, passwordHash: { not: null } };
  return {
    checkoutOpened: step("checkout-opened"),
    intentCreated: step("intent-created"),
    paid: ids.length,
    passwordSet: await prisma().user.count({ where: withPassword }),
    firstCharacter: await prisma().user.count({ where: { ...withPassword, characters: { some: {} } } }),
  };
}

/** Orders due within this many days are listed with the overdue ones. */
export const DUE_SOON_DAYS = 2;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The open orders that are due: done-for-you orders still paid or in production (refunded,
 * disputed and delivered ones are not open) whose delivery window (decision 137) ends before
 * now + DUE_SOON_DAYS, soonest first; the overdue ones are flagged.
 */
export async function dueOrders(now = new Date(), limit = 20) {
  const open = await prisma().purchase.findMany({
    where: { ...PURCHASE_IN_FORCE, fulfilment: { in: ["paid", "in_production"] }, isCourseVariant: false },
    orderBy: { createdAt: "asc" },
    select: { id: true, createdAt: true, productUuid: true, isCourseVariant: true, status: true, fulfilment: true, user: { select: { email: true } } },
  });
  const horizon = now.getTime() + DUE_SOON_DAYS * DAY_MS;
  return open
    .flatMap((order) => {
      const window = deliveryWindow(order, now);
      if (!window || window.dueAt.getTime() > horizon) return [];
      const product = findProductByUuid(order.productUuid)?.name ?? "Unknown product";
      return [{ id: order.id, buyerEmail: order.user.email, product, paidAt: order.createdAt, dueAt: window.dueAt, overdue: window.overdue }];
    })
    .sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime())
    .slice(0, limit);
}

/** Everything /admin shows, for the `days` UTC days ending today. */
export async function revenueOverview(days: number, now = new Date()) {
  const period = periodEnding(now, days);
  const [series, counts, steps, due] = [await revenueByDay(period), await paymentCounts(period), await funnel(period), await dueOrders(now)];
  const netCents = series.reduce((sum, d) => sum + d.netCents, 0);
  return { period, series, netCents, counts, discounts: await discountsGiven(period), funnel: steps, dueOrders: due };
}
