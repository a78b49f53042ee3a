import { randomUUID } from "node:crypto";
import { POST as createIntent } from "@/app/api/create-guest-payment-intent/route";
import { POST as confirm } from "@/app/api/confirm-guest-payment/route";
import { POST as freeOrder } from "@/app/api/checkout/free-order/route";
import { POST as webhook } from "@/app/api/stripe/webhook/route";
import { prisma } from "@/lib/db/client.server";
import { AI_ASSISTED_PRODUCT_UUID } from "@/lib/catalog/catalog";
import { releaseStaleHolds } from "@/lib/payments/discounts.server";
import { signedEvent } from "../stand-ins/stripe";
import { call } from "../helpers/http";
import { WEBHOOK_SECRET, withStripeStandIn } from "../helpers/stripe-env";
import { withTestDatabase } from "../helpers/db";
import { uniqueEmail } from "../helpers/factories";
import { createCode, fromAddress } from "../helpers/discounts";

// Discount codes against the Stripe stand-in (decision 209): the intent Stripe is asked for
// carries the server's discounted amount; Stripe's events redeem or give back the hold.
const stripe = withStripeStandIn();
withTestDatabase();

const start = (body: object, headers = fromAddress()) => call(createIntent, { body: { productId: AI_ASSISTED_PRODUCT_UUID, ...body }, headers });
const deliver = (type: string, object: object) => {
  const { payload, header } = signedEvent(type, object, WEBHOOK_SECRET);
  return call(webhook, { rawBody: payload, headers: { "stripe-signature": header, "content-type": "application/json" } });
};

it("asks Stripe for the discounted amount, and the paid intent's webhook records the order with its discount", async () => {
  const code = await createCode({ percentOff: 25 });
  const email = uniqueEmail();
  const started = await start({ email, discountCode: code.code });
  expect(started.body).toMatchObject({ mode: "stripe", amountCents: 2999, discountCode: code.code });
  const intent = stripe().intents.get(started.body.paymentIntentId)!;
  expect(intent).toMatchObject({ amount: 2999, currency: "usd", metadata: { productUuid: AI_ASSISTED_PRODUCT_UUID, email, discountCode: code.code } });

  const paid = stripe().succeed(intent.id);
  expect((await deliver("payment_intent.succeeded", paid)).body).toMatchObject({ received: true, fulfilled: true });
  expect(await prisma().purchase.findUniqueOrThrow({ where: { paymentIntentId: intent.id } })).toMatchObject({
    amountCents: 2999,
    discountCents: 1000,
    discountCodeId: code.id,
  });
  expect((await prisma().discountHold.findUniqueOrThrow({ where: { paymentIntentId: intent.id } })).status).toBe("redeemed");
});

it("refuses to fulfil an intent whose amount was lowered outside the checkout (no hold for it)", async () => {
  const email = uniqueEmail();
  const forged = stripe().succeed(stripe().createIntent({ amount: "2999", currency: "usd", metadata: { productUuid: AI_ASSISTED_PRODUCT_UUID, email } }).id);
  const res = await call(confirm, { body: { paymentIntentId: forged.id }, headers: fromAddress() });
  expect(res.status).toBe(400);
  expect(await prisma().user.count({ where: { email } })).toBe(0);
});

it("cancels the old intent on Stripe when a code is applied, and payment_intent.canceled gives a held code back", async () => {
  const code = await createCode({ percentOff: 25, maxRedemptions: 1 });
  const headers = fromAddress();
  const first = await start({}, headers);
  const applied = await start({ clientSecret: first.body.clientSecret, discountCode: code.code }, headers);
  expect(stripe().intents.get(first.body.paymentIntentId)!.status).toBe("canceled");
  expect(stripe().intents.get(applied.body.paymentIntentId)!.amount).toBe(2999);
  // Cancelled in the Dashboard (or by Stripe): the event releases the hold, once.
  const intent = stripe().intents.get(applied.body.paymentIntentId)!;
  Object.assign(intent, { status: "canceled" });
  expect((await deliver("payment_intent.canceled", intent)).status).toBe(200);
  expect((await prisma().discountHold.findUniqueOrThrow({ where: { paymentIntentId: intent.id } })).status).toBe("released");
  expect((await start({ discountCode: code.code })).body.amountCents).toBe(2999);
});

it("housekeeping cancels a stale unpaid intent on Stripe before giving its code back, and leaves a paid one", async () => {
  const code = await createCode({ percentOff: 25 });
  const unpaid = await start({ email: uniqueEmail(), discountCode: code.code });
  const paid = await start({ email: uniqueEmail(), discountCode: code.code });
  stripe().succeed(paid.body.paymentIntentId);
  await prisma().discountHold.updateMany({ where: { codeId: code.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
  await releaseStaleHolds();
  expect(stripe().intents.get(unpaid.body.paymentIntentId)!).toMatchObject({ status: "canceled", cancellation_reason: "abandoned" });
  expect((await prisma().discountHold.findUniqueOrThrow({ where: { paymentIntentId: unpaid.body.paymentIntentId } })).status).toBe("released");
  expect((await prisma().discountHold.findUniqueOrThrow({ where: { paymentIntentId: paid.body.paymentIntentId } })).status).toBe("held");
});

it("a 100 % code asks Stripe for nothing and completes a free order", async () => {
  const code = await createCode({ percentOff: 100 });
  const email = uniqueEmail();
  const before = stripe().intents.size;
  expect((await start({ email, discountCode: code.code })).body).toMatchObject({ free: true, amountCents: 0 });
  const res = await call(freeOrder, {
    body: { productId: AI_ASSISTED_PRODUCT_UUID, email, discountCode: code.code, checkoutId: randomUUID() },
    headers: fromAddress(),
  });
  expect(res.status).toBe(200);
  expect(stripe().intents.size).toBe(before);
  expect(await prisma().purchase.findFirstOrThrow({ where: { user: { email } } })).toMatchObject({
    amountCents: 0,
    discountCents: 3999,
    discountCodeId: code.id,
  });
});
