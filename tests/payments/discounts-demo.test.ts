import { randomUUID } from "node:crypto";
import { POST as createIntent } from "@/app/api/create-guest-payment-intent/route";
import { POST as confirm } from "@/app/api/confirm-guest-payment/route";
import { POST as payDemo } from "@/app/api/demo-payments/confirm/route";
import { POST as freeOrder } from "@/app/api/checkout/free-order/route";
import { prisma } from "@/lib/db/client.server";
import { AI_ASSISTED_PRODUCT_UUID } from "@/lib/catalog/catalog";
import { CHECKOUT_COOKIE } from "@/lib/payments/checkout-binding.server";
import { DISCOUNT_REFUSED, releaseStaleHolds } from "@/lib/payments/discounts.server";
import { freeOrderCheckEmail } from "@/lib/payments/free-order.server";
import { RATE_LIMITS } from "@/lib/policy/limits";
import { call, sessionFromSetCookie, signIn } from "../helpers/http";
import { withTestDatabase } from "../helpers/db";
import { uniqueEmail } from "../helpers/factories";
import { createCode, fromAddress } from "../helpers/discounts";
import { startOfRoomyWindow } from "../helpers/wait";

// Discount codes in demo mode (issue 33, item 2; decision 209): the server prices, the browser
// sends only the code; the same confirm and fulfilment as every payment.
beforeAll(() => {
  delete process.env.STRIPE_SECRET_KEY;
});
withTestDatabase();

const start = (body: object, headers = fromAddress(), cookie?: string) =>
  call(createIntent, { body: { productId: AI_ASSISTED_PRODUCT_UUID, ...body }, headers: { ...headers, ...(cookie && { cookie }) } });

const binding = (setCookie: string | null) => `${CHECKOUT_COOKIE}=${setCookie?.match(new RegExp(`${CHECKOUT_COOKIE}=([^;]*)`))?.[1]}`;

describe("a 25 % code", () => {
  it("prices the intent on the server, and the paid order records the code and the discount", async () => {
    const code = await createCode({ percentOff: 25 });
    const email = uniqueEmail();
    const headers = fromAddress();
    const started = await start({ email, discountCode: code.code.toLowerCase() }, headers);
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ free: false, baseCents: 3999, discountCents: 1000, amountCents: 2999, discountCode: code.code });
    const intent = await prisma().demoPaymentIntent.findUniqueOrThrow({ where: { id: started.body.paymentIntentId } });
    expect(intent.amountCents).toBe(2999);
    expect(await prisma().discountHold.findUniqueOrThrow({ where: { paymentIntentId: intent.id } })).toMatchObject({ status: "held", discountCents: 1000 });

    await call(payDemo, { body: { clientSecret: started.body.clientSecret } });
    const confirmed = await call(confirm, { body: { paymentIntentId: intent.id }, headers: { ...headers, cookie: binding(started.setCookie) } });
    expect(confirmed.status).toBe(200);
    expect(await prisma().purchase.findUniqueOrThrow({ where: { paymentIntentId: intent.id } })).toMatchObject({
      amountCents: 2999,
      discountCents: 1000,
      discountCodeId: code.id,
    });
    expect((await prisma().discountHold.findUniqueOrThrow({ where: { paymentIntentId: intent.id } })).status).toBe("redeemed");
  });

  it("re-creates the intent at the new amount when applied to an open checkout, and gives the code back when removed", async () => {
    const code = await createCode({ percentOff: 25, maxRedemptions: 1 });
    const headers = fromAddress();
    const first = await start({}, headers);
    expect(first.body.amountCents).toBe(3999);
    const applied = await start({ clientSecret: first.body.clientSecret, discountCode: code.code }, headers);
    expect(applied.body).toMatchObject({ amountCents: 2999, discountCode: code.code });
    expect(applied.body.paymentIntentId).not.toBe(first.body.paymentIntentId);
    expect((await prisma().demoPaymentIntent.findUniqueOrThrow({ where: { id: first.body.paymentIntentId } })).status).toBe("canceled");
    // The same code again (an e-mail change) keeps the intent and its hold.
    const again = await start({ clientSecret: applied.body.clientSecret, discountCode: code.code, email: uniqueEmail() }, headers);
    expect(again.body.paymentIntentId).toBe(applied.body.paymentIntentId);
    // Removing it cancels that intent and releases the one redemption for someone else.
    const removed = await start({ clientSecret: applied.body.clientSecret }, headers);
    expect(removed.body).toMatchObject({ amountCents: 3999, discountCode: null });
    expect((await prisma().discountHold.findUniqueOrThrow({ where: { paymentIntentId: applied.body.paymentIntentId } })).status).toBe("released");
    expect((await start({ discountCode: code.code })).body.amountCents).toBe(2999);
  });
});

describe("a 100 % code", () => {
  it("makes no intent and completes a free order with a new account exactly once, signing no browser in: the set-password link goes by e-mail (issue 42)", async () => {
    const code = await createCode({ percentOff: 100 });
    const email = uniqueEmail();
    const intentsBefore = await prisma().demoPaymentIntent.count();
    const quoted = await start({ email, discountCode: code.code });
    expect(quoted.body).toMatchObject({ free: true, amountCents: 0, discountCents: 3999, clientSecret: null, paymentIntentId: null });
    expect(await prisma().demoPaymentIntent.count()).toBe(intentsBefore);

    const body = { productId: AI_ASSISTED_PRODUCT_UUID, email, discountCode: code.code, checkoutId: randomUUID() };
    const [a, b] = await Promise.all([call(freeOrder, { body, headers: fromAddress() }), call(freeOrder, { body, headers: fromAddress() })]);
    expect([a.status, b.status]).toEqual([200, 200]);
    // Anyone may type someone else's address: the order gives the sender no session for it.
    expect(a.body).toEqual({ success: true, checkEmail: true, message: freeOrderCheckEmail(email), redirectUrl: "/auth" });
    expect(sessionFromSetCookie(a.setCookie)).toBeFalsy();
    expect(sessionFromSetCookie(b.setCookie)).toBeFalsy();
    const user = await prisma().user.findUniqueOrThrow({ where: { email }, include: { purchases: true } });
    expect(user.purchases).toEqual([
      expect.objectContaining({ amountCents: 0, discountCents: 3999, discountCodeId: code.id, createdAccount: true, status: "active" }),
    ]);
    expect(user.purchases[0].paymentIntentId).toMatch(/^free_/);
    expect(await prisma().discountHold.findMany({ where: { codeId: code.id } })).toEqual([expect.objectContaining({ status: "redeemed" })]);
    const receipts = await prisma().outboxEmail.findMany({ where: { to: email, kind: "purchase-receipt" } });
    expect(receipts).toHaveLength(1);
    expect(receipts[0].text).toContain("Set one with this link to reach your purchase");
    expect(await prisma().passwordSetupToken.count({ where: { userId: user.id } })).toBe(1);
  });

  it("still places a signed-in buyer's free order on their own account", async () => {
    const code = await createCode({ percentOff: 100 });
    const buyer = await prisma().user.create({ data: { email: uniqueEmail() } });
    const session = await signIn(buyer.id);
    const res = await call(freeOrder, {
      body: { productId: AI_ASSISTED_PRODUCT_UUID, email: uniqueEmail(), discountCode: code.code, checkoutId: randomUUID() },
      headers: fromAddress(),
      session,
    });
    expect(res.body).toMatchObject({ success: true, redirectUrl: "/user/set-password" });
    expect(res.body.checkEmail).toBeUndefined();
    expect(await prisma().purchase.count({ where: { userId: buyer.id } })).toBe(1);
  });

  it("refuses a code that does not cover the whole price, and creates nothing", async () => {
    const code = await createCode({ percentOff: 50 });
    const email = uniqueEmail();
    const res = await call(freeOrder, {
      body: { productId: AI_ASSISTED_PRODUCT_UUID, email, discountCode: code.code, checkoutId: randomUUID() },
      headers: fromAddress(),
    });
    expect(res.status).toBe(409);
    expect(await prisma().user.count({ where: { email } })).toBe(0);
  });
});

const otherProduct = () =>
  prisma().product.create({
    data: {
      id: `other-${randomUUID()}`,
      uuid: randomUUID(),
      name: "Other",
      description: "Another product",
      deliveryMethod: "Instant",
      timeToComplete: "1 day",
      supportLevel: "E-mail",
    },
  });

describe("a code that cannot be used", () => {
  it("gets one answer whether unknown, expired, used up, deactivated or for another product, and changes nothing", async () => {
    const usedUp = await createCode({ maxRedemptions: 1 });
    expect((await start({ discountCode: usedUp.code })).status).toBe(200);
    const cases = [
      "NO-SUCH-CODE",
      (await createCode({ expiresAt: new Date(Date.now() - 1000) })).code,
      usedUp.code,
      (await createCode({ active: false })).code,
      (await createCode({ productId: (await otherProduct()).id })).code,
    ];
    const holds = await prisma().discountHold.count();
    for (const discountCode of cases) {
      const res = await start({ discountCode });
      expect({ discountCode, status: res.status, body: res.body }).toEqual({ discountCode, status: 400, body: { message: DISCOUNT_REFUSED } });
    }
    expect(await prisma().discountHold.count()).toBe(holds);
  });

  it("is rate limited per address like wrong passwords: past the limit even a good code is refused with 429", async () => {
    await startOfRoomyWindow(RATE_LIMITS.discountFailuresPerIp.windowSeconds);
    const headers = fromAddress();
    for (let i = 0; i < RATE_LIMITS.discountFailuresPerIp.limit; i++) expect((await start({ discountCode: `WRONG${i}` }, headers)).status).toBe(400);
    const good = await createCode();
    const res = await start({ discountCode: good.code }, headers);
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBeTruthy();
    // Another address is still heard.
    expect((await start({ discountCode: good.code })).status).toBe(200);
  });
});

it("50 buyers at once on a code with 10 redemptions left: exactly 10 get the discount", async () => {
  const code = await createCode({ percentOff: 25, maxRedemptions: 10 });
  const answers = await Promise.all(Array.from({ length: 50 }, () => start({ email: uniqueEmail("race"), discountCode: code.code })));
  const discounted = answers.filter((a) => a.status === 200 && a.body.amountCents === 2999);
  expect(discounted.length).toBe(10);
  expect(answers.filter((a) => a.status === 400 && a.body.message === DISCOUNT_REFUSED)).toHaveLength(40);
  expect(await prisma().discountHold.count({ where: { codeId: code.id, status: "held" } })).toBe(10);
  const intents = await prisma().demoPaymentIntent.findMany({ where: { id: { in: discounted.map((a) => a.body.paymentIntentId) } } });
  expect(intents.map((i) => i.amountCents)).toEqual(Array(10).fill(2999));
  // All ten pay: ten orders with the discount, and the code is used up for the next buyer.
  for (const a of discounted) {
    await call(payDemo, { body: { clientSecret: a.body.clientSecret } });
    expect((await call(confirm, { body: { paymentIntentId: a.body.paymentIntentId }, headers: fromAddress() })).status).toBe(200);
  }
  expect(await prisma().purchase.count({ where: { discountCodeId: code.id, discountCents: 1000 } })).toBe(10);
  expect(await prisma().discountHold.count({ where: { codeId: code.id, status: "redeemed" } })).toBe(10);
  expect((await start({ discountCode: code.code })).body).toEqual({ message: DISCOUNT_REFUSED });
}, 120_000);

it("housekeeping cancels an unpaid intent whose hold is stale and gives its code back; the intent can no longer be paid", async () => {
  const code = await createCode({ maxRedemptions: 1 });
  const started = await start({ email: uniqueEmail(), discountCode: code.code });
  await prisma().discountHold.updateMany({ where: { paymentIntentId: started.body.paymentIntentId }, data: { expiresAt: new Date(Date.now() - 1000) } });
  expect(await releaseStaleHolds()).toBeGreaterThanOrEqual(1);
  expect((await prisma().discountHold.findUniqueOrThrow({ where: { paymentIntentId: started.body.paymentIntentId } })).status).toBe("released");
  expect((await prisma().demoPaymentIntent.findUniqueOrThrow({ where: { id: started.body.paymentIntentId } })).status).toBe("canceled");
  await call(payDemo, { body: { clientSecret: started.body.clientSecret } });
  expect((await call(confirm, { body: { paymentIntentId: started.body.paymentIntentId } })).status).toBe(409);
  expect((await start({ discountCode: code.code })).body.amountCents).toBe(2999);
});
