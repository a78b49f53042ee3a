import { POST as createIntent } from "@/app/api/create-guest-payment-intent/route";
import { POST as confirm } from "@/app/api/confirm-guest-payment/route";
import { prisma } from "@/lib/db/client.server";
import { AI_ASSISTED_PRODUCT_UUID, LAUNCH_PRICE_ID } from "@/lib/catalog/catalog";
import { changePrice } from "@/lib/admin/products.server";
import { cancelStaleIntents, PRICE_CHANGED_REFUNDED_MESSAGE } from "@/lib/payments/stale-intents.server";
import { call } from "../helpers/http";
import { withStripeStandIn } from "../helpers/stripe-env";
import { withTestDatabase } from "../helpers/db";
import { createOperator, uniqueEmail } from "../helpers/factories";

// Issue 33, item 3, in Stripe mode: the intent names its price row in its metadata. Issue 42,
// item 2: a price change cancels intents on older rows, and one paid after it grants nothing.
jest.mock("next/cache", () => ({ revalidatePath: jest.fn() }));

const stripe = withStripeStandIn();
withTestDatabase();

const start = () => call(createIntent, { body: { productId: AI_ASSISTED_PRODUCT_UUID, email: uniqueEmail() } });
async function payAndConfirm(paymentIntentId: string) {
  stripe().succeed(paymentIntentId);
  return call(confirm, { body: { paymentIntentId } });
}
const purchaseOf = (paymentIntentId: string) =>
  prisma().purchase.findUniqueOrThrow({ where: { paymentIntentId }, select: { amountCents: true, priceId: true } });

it("matches an intent made before prices were rows (no price id) by its amount (before any price change)", async () => {
  const started = await start();
  const intent = stripe().intents.get(started.body.paymentIntentId)!;
  // What an intent created by the previous release carries: no priceId, the launch amount.
  delete (intent.metadata as Record<string, string>).priceId;
  intent.amount = 3999;
  expect((await payAndConfirm(started.body.paymentIntentId)).body).toMatchObject({ success: true });
  expect(await purchaseOf(started.body.paymentIntentId)).toEqual({ amountCents: 3999, priceId: LAUNCH_PRICE_ID });
});

it("cancels an intent made before a price change on Stripe, so paying it buys nothing at the old amount (issue 42)", async () => {
  const before = await start();
  expect(stripe().intents.get(before.body.paymentIntentId)).toMatchObject({ amount: 3999, metadata: { priceId: LAUNCH_PRICE_ID } });

  const { price } = await changePrice(await createOperator(), "ai-influencer-creation", { amountCents: 4499 });
  expect(stripe().intents.get(before.body.paymentIntentId)).toMatchObject({ status: "canceled", cancellation_reason: "abandoned" });
  const after = await start();
  expect(stripe().intents.get(after.body.paymentIntentId)).toMatchObject({ amount: 4499, metadata: { priceId: price.id } });

  // Stripe refuses to confirm a cancelled intent; the confirm call finds it unpaid.
  expect((await call(confirm, { body: { paymentIntentId: before.body.paymentIntentId } })).status).toBe(409);
  expect(await prisma().purchase.count({ where: { paymentIntentId: before.body.paymentIntentId } })).toBe(0);
  expect((await payAndConfirm(after.body.paymentIntentId)).body).toMatchObject({ success: true });
  expect(await purchaseOf(after.body.paymentIntentId)).toEqual({ amountCents: 4499, priceId: price.id });
});

it("refuses and refunds an old-price intent paid after the change when its cancel had failed (issue 42)", async () => {
  const before = await start();
  const oldCents = before.body.amountCents as number;
  // As if the cancel call had failed: the record of open intents no longer names it.
  await prisma().openIntent.deleteMany({ where: { id: before.body.paymentIntentId } });
  await changePrice(await createOperator(), "ai-influencer-creation", { amountCents: oldCents + 500 });
  expect(stripe().intents.get(before.body.paymentIntentId)).toMatchObject({ status: "requires_payment_method" });
  // Paid a second later than the change (Stripe's charge times are whole seconds).
  await new Promise((resolve) => setTimeout(resolve, 1100));
  const res = await payAndConfirm(before.body.paymentIntentId);
  expect(res).toMatchObject({ status: 409, body: { message: PRICE_CHANGED_REFUNDED_MESSAGE } });
  expect(await prisma().purchase.count({ where: { paymentIntentId: before.body.paymentIntentId } })).toBe(0);
  expect(stripe().refunds.filter((r) => r.payment_intent === before.body.paymentIntentId)).toEqual([
    expect.objectContaining({ amount: oldCents, metadata: { reason: "price_changed" } }),
  ]);
  // Asked again (a retry, the webhook): still refused, refunded once.
  expect((await call(confirm, { body: { paymentIntentId: before.body.paymentIntentId } })).status).toBe(409);
  expect(stripe().refunds.filter((r) => r.payment_intent === before.body.paymentIntentId)).toHaveLength(1);
});

it("fulfils an old-price intent paid before the change whose confirm arrives after it (the race)", async () => {
  const before = await start();
  const oldCents = before.body.amountCents as number;
  stripe().succeed(before.body.paymentIntentId);
  await new Promise((resolve) => setTimeout(resolve, 1100));
  await changePrice(await createOperator(), "ai-influencer-creation", { amountCents: oldCents + 700 });
  // The cancel found it paid and left it alone.
  expect(stripe().intents.get(before.body.paymentIntentId)).toMatchObject({ status: "succeeded" });
  expect((await call(confirm, { body: { paymentIntentId: before.body.paymentIntentId } })).body).toMatchObject({ success: true });
  expect(await purchaseOf(before.body.paymentIntentId)).toMatchObject({ amountCents: oldCents });
});

it("gives a page that comes back with an old intent a fresh one at today's price, saying the price changed", async () => {
  const opened = await start();
  const oldCents = opened.body.amountCents as number;
  await changePrice(await createOperator(), "ai-influencer-creation", { amountCents: oldCents + 300 });
  const back = await call(createIntent, { body: { productId: AI_ASSISTED_PRODUCT_UUID, email: uniqueEmail(), clientSecret: opened.body.clientSecret } });
  expect(back.body).toMatchObject({ amountCents: oldCents + 300, priceChanged: true });
  expect(back.body.paymentIntentId).not.toBe(opened.body.paymentIntentId);
  expect(stripe().intents.get(back.body.paymentIntentId)).toMatchObject({ amount: oldCents + 300, status: "requires_payment_method" });
});

it("housekeeping cancels a Stripe intent left unpaid for 24 hours", async () => {
  const old = await start();
  await prisma().openIntent.update({ where: { id: old.body.paymentIntentId }, data: { createdAt: new Date(Date.now() - 25 * 3600_000) } });
  await cancelStaleIntents();
  expect(stripe().intents.get(old.body.paymentIntentId)).toMatchObject({ status: "canceled" });
  expect(await prisma().openIntent.count({ where: { id: old.body.paymentIntentId } })).toBe(0);
});
