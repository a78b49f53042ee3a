import { POST as webhook } from "@/app/api/stripe/webhook/route";
import { GET as getPurchase } from "@/app/api/user/purchase/route";
import { prisma } from "@/lib/db/client.server";
import { AI_ASSISTED_PRODUCT_UUID } from "@/lib/catalog/catalog";
import { signedEvent } from "../stand-ins/stripe";
import { call, signIn } from "../helpers/http";
import { WEBHOOK_SECRET, withStripeStandIn } from "../helpers/stripe-env";
import { withTestDatabase } from "../helpers/db";
import { uniqueEmail } from "../helpers/factories";

const stripe = withStripeStandIn();
withTestDatabase();

function paidIntent(email = uniqueEmail()) {
  const intent = stripe().createIntent({ amount: "3999", currency: "usd", metadata: { productUuid: AI_ASSISTED_PRODUCT_UUID, email } });
  return stripe().succeed(intent.id);
}

function deliver(type: string, object: object, options: { id?: string; timestamp?: number; secret?: string } = {}) {
  const { payload, header } = signedEvent(type, object, options.secret ?? WEBHOOK_SECRET, options);
  return call(webhook, { rawBody: payload, headers: { "stripe-signature": header, "content-type": "application/json" } });
}

async function nothingWritten() {
  expect(await prisma().paymentEvent.count()).toBe(0);
  expect(await prisma().purchase.count()).toBe(0);
  expect(await prisma().user.count()).toBe(0);
}

describe("POST /api/stripe/webhook", () => {
  it("refuses a bad signature with 400 and writes nothing", async () => {
    const res = await deliver("payment_intent.succeeded", paidIntent(), { secret: "whsec_wrong" });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: "Invalid Stripe signature" });
    const unsigned = await call(webhook, { rawBody: JSON.stringify({ type: "payment_intent.succeeded" }) });
    expect(unsigned.status).toBe(400);
    await nothingWritten();
  });

  it("refuses a body changed after signing", async () => {
    const { payload, header } = signedEvent("payment_intent.succeeded", paidIntent(), WEBHOOK_SECRET);
    const res = await call(webhook, { rawBody: payload.replace("3999", "1"), headers: { "stripe-signature": header } });
    expect(res.status).toBe(400);
    await nothingWritten();
  });

  it("refuses a stale timestamp (replay after Stripe's 5-minute tolerance)", async () => {
    const res = await deliver("payment_intent.succeeded", paidIntent(), { timestamp: Math.floor(Date.now() / 1000) - 600 });
    expect(res.status).toBe(400);
    await nothingWritten();
  });

  it("acknowledges events outside the allow-list without writing", async () => {
    const res = await deliver("customer.created", { id: "cus_1", object: "customer" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: true, ignored: true });
    await nothingWritten();
  });

  it("fulfils once when the same event is delivered ten times", async () => {
    const email = uniqueEmail();
    const intent = paidIntent(email);
    for (let i = 0; i < 10; i++) {
      const res = await deliver("payment_intent.succeeded", intent, { id: "evt_same_event" });
      expect(res.status).toBe(200);
      expect(res.body.duplicate).toBe(i > 0);
    }
    expect(await prisma().paymentEvent.count({ where: { id: "evt_same_event" } })).toBe(1);
    expect(await prisma().user.count({ where: { email } })).toBe(1);
    expect(await prisma().purchase.count({ where: { paymentIntentId: intent.id } })).toBe(1);
    expect(await prisma().outboxEmail.count({ where: { to: email, kind: "purchase-receipt" } })).toBe(1);
  });

  it("repairs a crash between payment and fulfilment on the next delivery", async () => {
    const email = uniqueEmail();
    const intent = paidIntent(email);
    // A failure after the event id is inserted, inside the same transaction.
    await prisma().$executeRawUnsafe(`CREATE FUNCTION crash() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'simulated crash'; END $$ LANGUAGE plpgsql`);
    await prisma().$executeRawUnsafe(`CREATE TRIGGER crash BEFORE INSERT ON "Purchase" FOR EACH ROW EXECUTE FUNCTION crash()`);
    const crashed = await deliver("payment_intent.succeeded", intent, { id: "evt_crash" });
    expect(crashed.status).toBeGreaterThanOrEqual(500);
    expect(await prisma().paymentEvent.count({ where: { id: "evt_crash" } })).toBe(0);
    await prisma().$executeRawUnsafe(`DROP TRIGGER crash ON "Purchase"`);
    await prisma().$executeRawUnsafe(`DROP FUNCTION crash()`);

    const retried = await deliver("payment_intent.succeeded", intent, { id: "evt_crash" });
    expect(retried.status).toBe(200);
    expect(await prisma().purchase.count({ where: { paymentIntentId: intent.id } })).toBe(1);
    expect(await prisma().outboxEmail.count({ where: { to: email } })).toBe(1);
  });

  it("does not fulfil an intent whose amount is not the catalogue price", async () => {
    const email = uniqueEmail();
    const intent = stripe().succeed(stripe().createIntent({ amount: "100", currency: "usd", metadata: { productUuid: AI_ASSISTED_PRODUCT_UUID, email } }).id);
    const res = await deliver("payment_intent.succeeded", intent);
    expect(res.body).toMatchObject({ received: true, fulfilled: false });
    expect(await prisma().user.count({ where: { email } })).toBe(0);
  });

  it("records a failed payment", async () => {
    const intent = stripe().createIntent({ amount: "3999", currency: "usd", metadata: {} });
    const res = await deliver("payment_intent.payment_failed", { ...intent, last_payment_error: { message: "Your card was declined." } }, { id: "evt_failed" });
    expect(res.body).toMatchObject({ received: true, recorded: true });
    expect(await prisma().paymentEvent.findUnique({ where: { id: "evt_failed" } })).toMatchObject({
      type: "payment_intent.payment_failed",
      paymentIntentId: intent.id,
    });
  });

  it("revokes access on a full refund, and keeps it on a partial one", async () => {
    const intent = paidIntent();
    await deliver("payment_intent.succeeded", intent);
    const purchase = await prisma().purchase.findUniqueOrThrow({ where: { paymentIntentId: intent.id } });
    const session = await signIn(purchase.userId);
    const charge = { id: "ch_1", object: "charge", amount: 3999, payment_intent: intent.id };

    await deliver("charge.refunded", { ...charge, amount_refunded: 1000, refunded: false });
    expect((await call(getPurchase, { session })).body.hasPurchase).toBe(true);

    const res = await deliver("charge.refunded", { ...charge, amount_refunded: 3999, refunded: true });
    expect(res.body).toMatchObject({ revoked: true });
    expect((await call(getPurchase, { session })).body).toEqual({ hasPurchase: false, purchase: null });
  });
});
