import { randomBytes } from "node:crypto";
import { prisma } from "@/lib/db/client.server";
import { revenueOverview } from "@/lib/admin/revenue.server";
import { countCheckoutStage } from "@/lib/payments/checkout-funnel.server";
import { AI_ASSISTED_PRODUCT_UUID } from "@/lib/catalog/catalog";
import { withTestDatabase } from "../helpers/db";
import { createUser } from "../helpers/factories";

// Issue 23, item 5: the overview's figures come from the database. Known rows are seeded around
// the edges of a 7-day period and every figure is checked exactly. The process runs in a time
// zone far from UTC: the days must still be UTC days.
process.env.TZ = "America/Los_Angeles";
withTestDatabase();

const NOW = new Date("2026-11-25T15:00:00Z"); // period: 2026-11-19T00:00Z up to 2026-11-26T00:00Z
const at = (iso: string) => new Date(iso);

async function buyer({ password, character }: { password: boolean; character: boolean }) {
  const user = await createUser({ passwordHash: password ? "hash" : null });
  if (character) await prisma().character.create({ data: { userId: user.id, name: "Mia" } });
  return user;
}

async function purchase(userId: string, createdAt: Date, status: "active" | "refunded" | "disputed" = "active") {
  return prisma().purchase.create({
    data: {
      userId,
      productUuid: AI_ASSISTED_PRODUCT_UUID,
      paymentIntentId: `pi_${randomBytes(6).toString("hex")}`,
      amountCents: 3999,
      currency: "usd",
      status,
      createdAt,
    },
  });
}

beforeAll(async () => {
  const a = await buyer({ password: true, character: true });
  const b = await buyer({ password: true, character: false });
  const c = await buyer({ password: false, character: false });
  const d = await buyer({ password: false, character: true });
  const e = await buyer({ password: true, character: true });
  const old = await buyer({ password: true, character: false });

  const p1 = await purchase(a.id, at("2026-11-19T00:00:00.000Z")); // the period's first instant: in
  const p2 = await purchase(b.id, at("2026-11-20T23:59:59.999Z")); // in, on the 20th (the 20th in UTC, the 20th at 15:59 in LA)
  const p3 = await purchase(c.id, at("2026-11-18T23:59:59.999Z"), "refunded"); // the instant before: out
  const p4 = await purchase(d.id, at("2026-11-25T14:00:00.000Z"), "disputed"); // today: in
  await purchase(e.id, at("2026-11-26T00:00:00.000Z")); // the period's end: out
  await purchase(old.id, at("2026-11-01T09:00:00.000Z")); // long ago, still not delivered
  const delivered = await purchase(old.id, at("2026-10-20T09:00:00.000Z")); // before every period, delivered: not open
  await prisma().purchase.update({ where: { id: delivered.id }, data: { fulfilment: "delivered" } });

  await prisma().paymentRevocation.createMany({
    data: [
      { paymentIntentId: p3.paymentIntentId, refundedAt: at("2026-11-21T10:00:00Z") }, // an older payment refunded in the period
      { paymentIntentId: p2.paymentIntentId, refundedAt: at("2026-11-26T00:00:00Z") }, // refunded after the period: out
      { paymentIntentId: p4.paymentIntentId, disputedAt: at("2026-11-25T14:30:00Z") }, // a dispute opened today
      { paymentIntentId: p1.paymentIntentId, disputedAt: at("2026-11-18T23:59:59Z"), disputeWonAt: at("2026-11-20T00:00:00Z") }, // opened before: out
      { paymentIntentId: "pi_never_fulfilled", refundedAt: at("2026-11-22T08:00:00Z") }, // no purchase: took no money
    ],
  });

  // The checkout's counters, through the function the checkout uses, on both sides of the start.
  for (let i = 0; i < 4; i++) await countCheckoutStage("checkout-opened", at("2026-11-18T23:00:00Z"));
  for (let i = 0; i < 10; i++) await countCheckoutStage("checkout-opened", at("2026-11-19T00:30:00Z"));
  for (let i = 0; i < 8; i++) await countCheckoutStage("intent-created", at("2026-11-19T00:31:00Z"));
  for (let i = 0; i < 5; i++) await countCheckoutStage("checkout-opened", at("2026-11-25T23:59:59Z"));
  for (let i = 0; i < 4; i++) await countCheckoutStage("intent-created", at("2026-11-25T23:59:59Z"));
});

it("net revenue a day: payments on their UTC day, refunds on theirs, zero days included", async () => {
  const { series, netCents, period } = await revenueOverview(7, NOW);
  expect(period.from.toISOString()).toBe("2026-11-19T00:00:00.000Z");
  expect(series.map((s) => [s.day, s.paymentsCents, s.refundsCents, s.netCents])).toEqual([
    ["2026-11-19", 3999, 0, 3999],
    ["2026-11-20", 3999, 0, 3999],
    ["2026-11-21", 0, 3999, -3999],
    ["2026-11-22", 0, 0, 0],
    ["2026-11-23", 0, 0, 0],
    ["2026-11-24", 0, 0, 0],
    ["2026-11-25", 3999, 0, 3999],
  ]);
  expect(netCents).toBe(7998);
});

it("purchases, refunds and disputes of the period", async () => {
  expect((await revenueOverview(7, NOW)).counts).toEqual({ purchases: 3, refunds: 1, disputes: 1 });
});

it("the funnel: the checkout's counts, then the period's buyers who set a password and of those who made a character", async () => {
  expect((await revenueOverview(7, NOW)).funnel).toEqual({ checkoutOpened: 15, intentCreated: 12, paid: 3, passwordSet: 2, firstCharacter: 1 });
});

it("a longer period takes in the earlier rows", async () => {
  const { counts, funnel, netCents } = await revenueOverview(30, NOW);
  // 2026-10-27 onwards: the 1st's and the 18th's purchases join; the 26th's stays out.
  expect(counts).toEqual({ purchases: 5, refunds: 1, disputes: 2 });
  expect(netCents).toBe(5 * 3999 - 3999);
  expect(funnel).toEqual({ checkoutOpened: 19, intentCreated: 12, paid: 5, passwordSet: 3, firstCharacter: 1 });
});

it("the orders due: open done-for-you orders past or near their delivery date (5 business days), soonest first", async () => {
  const { dueOrders } = await revenueOverview(7, NOW);
  expect(dueOrders.map((o) => [o.paidAt.toISOString(), o.dueAt.toISOString(), o.overdue])).toEqual([
    ["2026-11-01T09:00:00.000Z", "2026-11-06T09:00:00.000Z", true],
    ["2026-11-19T00:00:00.000Z", "2026-11-26T00:00:00.000Z", false],
  ]);
});
