import { POST as createIntent } from "@/app/api/create-guest-payment-intent/route";
import { POST as confirm } from "@/app/api/confirm-guest-payment/route";
import { POST as payDemo } from "@/app/api/demo-payments/confirm/route";
import { GET as getPurchase } from "@/app/api/user/purchase/route";
import { prisma } from "@/lib/db/client.server";
import { AI_ASSISTED_PRODUCT_UUID } from "@/lib/catalog/catalog";
import { RATE_LIMITS as LIMITS } from "@/lib/policy/limits";
import { CHECKOUT_COOKIE } from "@/lib/payments/checkout-binding.server";
import { call, sessionFromSetCookie, signIn } from "../helpers/http";
import { withStripeStandIn } from "../helpers/stripe-env";
import { withTestDatabase } from "../helpers/db";
import { createUser, uniqueEmail, quickPasswordHash } from "../helpers/factories";
import { startOfRoomyWindow } from "../helpers/wait";

const stripe = withStripeStandIn();
withTestDatabase();

const bindingCookie = (setCookie: string | null) => setCookie?.match(new RegExp(`${CHECKOUT_COOKIE}=([^;]*)`))?.[1];

async function startCheckout(body: object, session?: string) {
  const res = await call(createIntent, { body, session });
  return { ...res, binding: bindingCookie(res.setCookie) };
}

async function paidCheckout(email: string) {
  const started = await startCheckout({ email, productId: AI_ASSISTED_PRODUCT_UUID });
  stripe().succeed(started.body.paymentIntentId);
  return started;
}

const confirmWith = (paymentIntentId: string, headers: Record<string, string> = {}, session?: string) =>
  call(confirm, { body: { paymentIntentId }, headers, session });

describe("POST /api/create-guest-payment-intent (Stripe)", () => {
  it("creates an intent priced from the catalogue with the product and e-mail in metadata", async () => {
    const email = uniqueEmail();
    const res = await startCheckout({ email: email.toUpperCase(), productId: AI_ASSISTED_PRODUCT_UUID });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ mode: "stripe", publishableKey: "pk_test_standin_0123456789", clientSecret: expect.stringMatching(/^pi_\w+_secret_/) });
    const intent = stripe().intents.get(res.body.paymentIntentId)!;
    expect(intent).toMatchObject({ amount: 3999, currency: "usd", receipt_email: email, metadata: { productUuid: AI_ASSISTED_PRODUCT_UUID, email } });
    expect(res.binding).toBeTruthy();
  });

  it("refuses a body that tries to set the price, and creates nothing", async () => {
    const before = stripe().intents.size;
    const res = await call(createIntent, { body: { productId: AI_ASSISTED_PRODUCT_UUID, amount: 100 } });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/Prices are set by the server/);
    expect(stripe().intents.size).toBe(before);
  });

  it("answers an unknown product with 'Product not found for UUID'", async () => {
    const res = await call(createIntent, { body: { productId: "00000000-0000-4000-8000-000000000000" } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: "Product not found for UUID" });
  });

  it("updates the same intent when the e-mail changes, leaving no trail", async () => {
    const first = await startCheckout({ productId: AI_ASSISTED_PRODUCT_UUID });
    const before = stripe().intents.size;
    const email = uniqueEmail();
    const second = await startCheckout({ productId: AI_ASSISTED_PRODUCT_UUID, email, clientSecret: first.body.clientSecret });
    expect(second.body.paymentIntentId).toBe(first.body.paymentIntentId);
    expect(stripe().intents.size).toBe(before);
    expect(stripe().intents.get(first.body.paymentIntentId)).toMatchObject({ receipt_email: email, metadata: { email } });
  });

  it("does not let a guessed client secret touch someone else's intent", async () => {
    const victim = await startCheckout({ productId: AI_ASSISTED_PRODUCT_UUID, email: uniqueEmail() });
    const forged = `${victim.body.paymentIntentId}_secret_forged123`;
    const res = await startCheckout({ productId: AI_ASSISTED_PRODUCT_UUID, email: "attacker@example.com", clientSecret: forged });
    expect(res.body.paymentIntentId).not.toBe(victim.body.paymentIntentId);
    expect(stripe().intents.get(victim.body.paymentIntentId)!.receipt_email).not.toBe("attacker@example.com");
  });

  it("is idempotent for one checkout id", async () => {
    const body = { productId: AI_ASSISTED_PRODUCT_UUID, email: uniqueEmail(), checkoutId: crypto.randomUUID() };
    const [a, b] = await Promise.all([startCheckout(body), startCheckout(body)]);
    expect(a.body.paymentIntentId).toBe(b.body.paymentIntentId);
  });

  it("charges a signed-in buyer's own account whatever e-mail the body names", async () => {
    const user = await createUser();
    const res = await startCheckout({ productId: AI_ASSISTED_PRODUCT_UUID, email: "someone-else@example.com" }, await signIn(user.id));
    expect(stripe().intents.get(res.body.paymentIntentId)!.metadata).toMatchObject({ email: user.email, userId: user.id });
  });

  it("keeps demo mode unreachable when a key is set", async () => {
    const res = await call(payDemo, { body: { clientSecret: "pi_demo_abc_secret_def" } });
    expect(res.status).toBe(404);
    expect(await prisma().demoPaymentIntent.count()).toBe(0);
    expect((await confirmWith("pi_demo_abc")).status).toBe(404);
  });
});

describe("POST /api/confirm-guest-payment (Stripe)", () => {
  it("fulfils a paid intent, signs the new buyer in and sends them to set a password", async () => {
    const email = uniqueEmail();
    const started = await paidCheckout(email);
    const res = await confirmWith(started.body.paymentIntentId, { cookie: `${CHECKOUT_COOKIE}=${started.binding}` });
    expect(res.body).toEqual({ success: true, message: "Account created successfully!", redirectUrl: "/user/set-password" });
    const session = sessionFromSetCookie(res.setCookie);
    expect(session).toBeTruthy();
    expect((await call(getPurchase, { session })).body).toEqual({
      hasPurchase: true,
      purchase: { isCourseVariant: false, productUuid: AI_ASSISTED_PRODUCT_UUID },
    });
    const purchase = await prisma().purchase.findUniqueOrThrow({ where: { paymentIntentId: started.body.paymentIntentId } });
    expect(purchase).toMatchObject({ amountCents: 3999, currency: "usd", status: "active" });
    expect(await prisma().outboxEmail.count({ where: { to: email, kind: "purchase-receipt" } })).toBe(1);
  });

  it("does not sign anyone in from a browser that did not pay", async () => {
    const started = await paidCheckout(uniqueEmail());
    const res = await confirmWith(started.body.paymentIntentId);
    expect(res.body).toMatchObject({ success: true, redirectUrl: "/auth" });
    expect(sessionFromSetCookie(res.setCookie)).toBeUndefined();
    expect(await prisma().purchase.count({ where: { paymentIntentId: started.body.paymentIntentId } })).toBe(1);
  });

  it("sends an existing account with a password to /auth without a session", async () => {
    const user = await createUser({ passwordHash: await quickPasswordHash("correct horse battery") });
    const started = await paidCheckout(user.email);
    const res = await confirmWith(started.body.paymentIntentId, { cookie: `${CHECKOUT_COOKIE}=${started.binding}` });
    expect(res.body).toMatchObject({ success: true, redirectUrl: "/auth" });
    expect(sessionFromSetCookie(res.setCookie)).toBeUndefined();
    expect(await prisma().purchase.count({ where: { userId: user.id } })).toBe(1);
  });

  it("is a no-op the second time: one purchase, one receipt", async () => {
    const email = uniqueEmail();
    const started = await paidCheckout(email);
    await confirmWith(started.body.paymentIntentId);
    const again = await confirmWith(started.body.paymentIntentId);
    expect(again.status).toBe(200);
    expect(await prisma().purchase.count({ where: { paymentIntentId: started.body.paymentIntentId } })).toBe(1);
    expect(await prisma().outboxEmail.count({ where: { to: email } })).toBe(1);
  });

  it("refuses an unpaid intent and writes nothing", async () => {
    const email = uniqueEmail();
    const started = await startCheckout({ email, productId: AI_ASSISTED_PRODUCT_UUID });
    const res = await confirmWith(started.body.paymentIntentId);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: "Payment has not been completed" });
    expect(await prisma().user.count({ where: { email } })).toBe(0);
  });

  it("refuses an intent whose amount differs from the catalogue (tampered elsewhere)", async () => {
    const email = uniqueEmail();
    const forged = stripe().createIntent({ amount: "100", currency: "usd", metadata: { productUuid: AI_ASSISTED_PRODUCT_UUID, email } });
    stripe().succeed(forged.id);
    const res = await confirmWith(forged.id);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: "Payment amount does not match the product price" });
    expect(await prisma().user.count({ where: { email } })).toBe(0);
    expect(await prisma().purchase.count({ where: { paymentIntentId: forged.id } })).toBe(0);
  });

  it("answers a missing or unknown payment intent with a clear 4xx", async () => {
    expect((await call(confirm, { body: {} })).body).toMatchObject({ message: "Missing payment information" });
    const unknown = await confirmWith("pi_doesnotexist");
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: "Payment not found" });
  });

  it("keeps a signed-in buyer's session and sends them back to the dashboard", async () => {
    const user = await createUser({ passwordHash: await quickPasswordHash("correct horse battery") });
    const session = await signIn(user.id);
    const started = await startCheckout({ productId: AI_ASSISTED_PRODUCT_UUID }, session);
    stripe().succeed(started.body.paymentIntentId);
    const res = await confirmWith(started.body.paymentIntentId, {}, session);
    expect(res.body).toMatchObject({ success: true, redirectUrl: "/user/dashboard" });
    expect((await call(getPurchase, { session })).body.hasPurchase).toBe(true);
  });
});

describe("POST /api/confirm-guest-payment throttling", () => {
  it("answers 429 with Retry-After and a message once one address confirms too often", async () => {
    await startOfRoomyWindow(LIMITS.confirmPaymentPerIp.windowSeconds);
    const headers = { "x-forwarded-for": "203.0.113.50" };
    for (let i = 0; i < LIMITS.confirmPaymentPerIp.limit; i++) {
      expect((await confirmWith(`pi_guess${i}`, headers)).status).toBe(404);
    }
    const started = await paidCheckout(uniqueEmail());
    const limited = await confirmWith(started.body.paymentIntentId, headers);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(limited.body).toEqual({ message: expect.any(String) });
    expect(await prisma().purchase.count({ where: { paymentIntentId: started.body.paymentIntentId } })).toBe(0);
  });

  it("answers 429 once one payment is confirmed too often, from any number of addresses", async () => {
    await startOfRoomyWindow(LIMITS.confirmPaymentPerIntent.windowSeconds);
    const started = await paidCheckout(uniqueEmail());
    for (let i = 0; i < LIMITS.confirmPaymentPerIntent.limit; i++) {
      expect((await confirmWith(started.body.paymentIntentId, { "x-forwarded-for": `198.51.100.${i}` })).status).toBe(200);
    }
    const limited = await confirmWith(started.body.paymentIntentId, { "x-forwarded-for": "198.51.100.200" });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(limited.body.message).toBeTruthy();
  });
});
