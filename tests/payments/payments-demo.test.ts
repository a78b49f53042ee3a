import { POST as createIntent } from "@/app/api/create-guest-payment-intent/route";
import { POST as confirm } from "@/app/api/confirm-guest-payment/route";
import { POST as payDemo } from "@/app/api/demo-payments/confirm/route";
import { POST as webhook } from "@/app/api/stripe/webhook/route";
import { prisma } from "@/lib/db/client.server";
import { AI_ASSISTED_PRODUCT_UUID } from "@/lib/catalog/catalog";
import { CHECKOUT_COOKIE } from "@/lib/payments/checkout-binding.server";
import { RATE_LIMITS } from "@/lib/policy/limits";
import { call, sessionFromSetCookie } from "../helpers/http";
import { withTestDatabase } from "../helpers/db";
import { uniqueEmail } from "../helpers/factories";
import { startOfRoomyWindow } from "../helpers/wait";

// No STRIPE_SECRET_KEY: the demo ledger answers, through the same confirm and fulfil code.
beforeAll(() => {
  delete process.env.STRIPE_SECRET_KEY;
});
withTestDatabase();

describe("demo payment mode", () => {
  it("records a local intent priced from the catalogue, and updates it when the e-mail changes", async () => {
    const first = await call(createIntent, { body: { productId: AI_ASSISTED_PRODUCT_UUID } });
    expect(first.body).toMatchObject({ mode: "demo", publishableKey: null, clientSecret: expect.stringMatching(/^pi_demo_\w+_secret_\w+$/) });
    const email = uniqueEmail();
    const second = await call(createIntent, { body: { productId: AI_ASSISTED_PRODUCT_UUID, email, clientSecret: first.body.clientSecret } });
    expect(second.body.paymentIntentId).toBe(first.body.paymentIntentId);
    expect(await prisma().demoPaymentIntent.findMany()).toEqual([
      expect.objectContaining({ id: first.body.paymentIntentId, email, amountCents: 3999, currency: "usd" }),
    ]);
  });

  it("refuses to pay with a forged client secret", async () => {
    const started = await call(createIntent, { body: { productId: AI_ASSISTED_PRODUCT_UUID } });
    const res = await call(payDemo, { body: { clientSecret: `${started.body.paymentIntentId}_secret_0000` } });
    expect(res.status).toBe(404);
    expect((await prisma().demoPaymentIntent.findUniqueOrThrow({ where: { id: started.body.paymentIntentId } })).status).toBe("requires_payment_method");
  });

  it("refuses to confirm before the demo payment is made", async () => {
    const started = await call(createIntent, { body: { productId: AI_ASSISTED_PRODUCT_UUID, email: uniqueEmail() } });
    const res = await call(confirm, { body: { paymentIntentId: started.body.paymentIntentId } });
    expect(res.status).toBe(409);
    expect(await prisma().purchase.count()).toBe(0);
  });

  it("buys end to end: pay, confirm, signed in with a purchase and one receipt", async () => {
    const email = uniqueEmail();
    const started = await call(createIntent, { body: { productId: AI_ASSISTED_PRODUCT_UUID, email } });
    const binding = started.setCookie?.match(new RegExp(`${CHECKOUT_COOKIE}=([^;]*)`))?.[1];
    const paid = await call(payDemo, { body: { clientSecret: started.body.clientSecret } });
    expect(paid.body).toEqual({ paymentIntentId: started.body.paymentIntentId, status: "succeeded" });

    const res = await call(confirm, { body: { paymentIntentId: started.body.paymentIntentId }, headers: { cookie: `${CHECKOUT_COOKIE}=${binding}` } });
    expect(res.body).toEqual({ success: true, message: "Account created successfully!", redirectUrl: "/user/set-password" });
    expect(sessionFromSetCookie(res.setCookie)).toBeTruthy();
    const user = await prisma().user.findUniqueOrThrow({ where: { email }, include: { purchases: true } });
    expect(user.purchases).toEqual([expect.objectContaining({ paymentIntentId: started.body.paymentIntentId, amountCents: 3999, status: "active" })]);
    expect(await prisma().outboxEmail.count({ where: { to: email } })).toBe(1);
  });

  it("does not sign in a second buyer who pays for free with the first buyer's e-mail", async () => {
    const email = uniqueEmail();
    const buyAs = async () => {
      const started = await call(createIntent, { body: { productId: AI_ASSISTED_PRODUCT_UUID, email } });
      const binding = started.setCookie?.match(new RegExp(`${CHECKOUT_COOKIE}=([^;]*)`))?.[1];
      await call(payDemo, { body: { clientSecret: started.body.clientSecret } });
      return call(confirm, { body: { paymentIntentId: started.body.paymentIntentId }, headers: { cookie: `${CHECKOUT_COOKIE}=${binding}` } });
    };
    expect(sessionFromSetCookie((await buyAs()).setCookie)).toBeTruthy();
    const second = await buyAs();
    expect(second.body).toMatchObject({ success: true, existingAccount: true, redirectUrl: "/auth" });
    expect(sessionFromSetCookie(second.setCookie)).toBeUndefined();
  });

  it("limits intent creation per address with 429 and Retry-After", async () => {
    await startOfRoomyWindow(RATE_LIMITS.checkoutPerIp.windowSeconds);
    const headers = { "x-forwarded-for": "203.0.113.9" };
    for (let i = 0; i < RATE_LIMITS.checkoutPerIp.limit; i++) {
      expect((await call(createIntent, { body: { productId: AI_ASSISTED_PRODUCT_UUID }, headers })).status).toBe(200);
    }
    const before = await prisma().demoPaymentIntent.count();
    const limited = await call(createIntent, { body: { productId: AI_ASSISTED_PRODUCT_UUID }, headers });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await prisma().demoPaymentIntent.count()).toBe(before);
  });

  it("has no webhook to call without Stripe", async () => {
    const res = await call(webhook, { rawBody: "{}", headers: { "stripe-signature": "t=1,v1=x" } });
    expect(res.status).toBe(503);
    expect(await prisma().paymentEvent.count()).toBe(0);
  });
});
