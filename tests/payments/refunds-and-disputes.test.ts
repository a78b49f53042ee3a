import { readFileSync } from "node:fs";
import { POST as webhook } from "@/app/api/stripe/webhook/route";
import { POST as confirm } from "@/app/api/confirm-guest-payment/route";
import { GET as getPurchase } from "@/app/api/user/purchase/route";
import { prisma } from "@/lib/db/client.server";
import { AI_ASSISTED_PRODUCT_UUID } from "@/lib/catalog/catalog";
import { REVOKED_PAYMENT_MESSAGE } from "@/lib/payments/confirm.server";
import { WEBHOOK_EVENTS } from "@/lib/payments/webhook.server";
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

function deliver(type: string, object: object, id?: string) {
  const { payload, header } = signedEvent(type, object, WEBHOOK_SECRET, { id });
  return call(webhook, { rawBody: payload, headers: { "stripe-signature": header, "content-type": "application/json" } });
}

async function purchaseOf(paymentIntentId: string) {
  return prisma().purchase.findUniqueOrThrow({ where: { paymentIntentId } });
}

/** A buyer fulfilled through the webhook, signed in; returns a reader of their access. */
async function fulfilledBuyer() {
  const intent = paidIntent();
  await deliver("payment_intent.succeeded", intent);
  const session = await signIn((await purchaseOf(intent.id)).userId);
  const hasPurchase = async () => (await call(getPurchase, { session })).body.hasPurchase as boolean;
  return { intent, hasPurchase };
}

describe("refunds and disputes revoke access (issue 19, item 7)", () => {
  it("a refund that arrives before the success event leaves no access once the success arrives", async () => {
    const email = uniqueEmail();
    const intent = paidIntent(email);
    const refunded = await deliver("charge.refunded", stripe().refund(intent.id));
    expect(refunded.status).toBe(200);
    expect(await prisma().purchase.count()).toBe(0);

    const succeeded = await deliver("payment_intent.succeeded", intent);
    expect(succeeded.status).toBe(200);
    expect((await purchaseOf(intent.id)).status).toBe("refunded");
    const user = await prisma().user.findUniqueOrThrow({ where: { email } });
    expect((await call(getPurchase, { session: await signIn(user.id) })).body).toEqual({ hasPurchase: false, purchase: null });
    // No receipt for a payment that gave nothing, and the browser's confirm grants nothing either.
    expect(await prisma().outboxEmail.count({ where: { to: email } })).toBe(0);
    const confirmed = await call(confirm, { body: { paymentIntentId: intent.id } });
    expect(confirmed.status).toBe(409);
    expect(confirmed.body).toEqual({ message: REVOKED_PAYMENT_MESSAGE });
    expect(confirmed.setCookie).toBeNull();
  });

  it("a dispute revokes; won restores", async () => {
    const { intent, hasPurchase } = await fulfilledBuyer();
    expect((await deliver("charge.dispute.created", stripe().openDispute(intent.id))).body).toMatchObject({ revoked: true });
    expect(await hasPurchase()).toBe(false);
    expect((await purchaseOf(intent.id)).status).toBe("disputed");
    expect((await deliver("charge.dispute.closed", stripe().closeDispute(intent.id, "won"))).body).toMatchObject({ restored: true });
    expect(await hasPurchase()).toBe(true);
  });

  it("a lost dispute keeps the access revoked", async () => {
    const { intent, hasPurchase } = await fulfilledBuyer();
    await deliver("charge.dispute.created", stripe().openDispute(intent.id));
    expect((await deliver("charge.dispute.closed", stripe().closeDispute(intent.id, "lost"))).body).toMatchObject({ restored: false });
    expect(await hasPurchase()).toBe(false);
  });

  it("a dispute opened before the success event leaves the purchase disputed, and winning it restores", async () => {
    const intent = paidIntent();
    await deliver("charge.dispute.created", stripe().openDispute(intent.id));
    await deliver("payment_intent.succeeded", intent);
    expect((await purchaseOf(intent.id)).status).toBe("disputed");
    await deliver("charge.dispute.closed", stripe().closeDispute(intent.id, "won"));
    expect((await purchaseOf(intent.id)).status).toBe("active");
  });

  it("a won dispute does not restore a refunded payment", async () => {
    const { intent, hasPurchase } = await fulfilledBuyer();
    await deliver("charge.dispute.created", stripe().openDispute(intent.id));
    await deliver("charge.refunded", stripe().refund(intent.id));
    await deliver("charge.dispute.closed", stripe().closeDispute(intent.id, "won"));
    expect(await hasPurchase()).toBe(false);
    expect((await purchaseOf(intent.id)).status).toBe("refunded");
  });

  it("duplicate deliveries change nothing: a replayed 'created' after the win does not revoke again", async () => {
    const { intent, hasPurchase } = await fulfilledBuyer();
    const opened = stripe().openDispute(intent.id);
    await deliver("charge.dispute.created", opened, "evt_dispute_created");
    await deliver("charge.dispute.closed", stripe().closeDispute(intent.id, "won"), "evt_dispute_won");
    const replays = await Promise.all([
      deliver("charge.dispute.created", opened, "evt_dispute_created"),
      deliver("charge.dispute.closed", stripe().closeDispute(intent.id, "won"), "evt_dispute_won"),
    ]);
    expect(replays.map((r) => r.body.duplicate)).toEqual([true, true]);
    expect(await hasPurchase()).toBe(true);
    expect(await prisma().paymentEvent.count({ where: { paymentIntentId: intent.id } })).toBe(3);
    expect(await prisma().paymentRevocation.findUnique({ where: { paymentIntentId: intent.id } })).toMatchObject({
      refundedAt: null,
      disputedAt: expect.any(Date),
      disputeWonAt: expect.any(Date),
    });
  });

  it("a refund racing the success event never leaves an active purchase", async () => {
    for (let round = 0; round < 20; round++) {
      const intent = paidIntent();
      const refund = stripe().refund(intent.id);
      await Promise.all([
        deliver("payment_intent.succeeded", intent),
        deliver("charge.refunded", refund),
        call(confirm, { body: { paymentIntentId: intent.id } }),
      ]);
      expect((await purchaseOf(intent.id)).status).toBe("refunded");
    }
  }, 60_000);

  it("lists every handled event in the deployment guide", () => {
    const guide = readFileSync("docs/deploy.md", "utf8");
    for (const type of WEBHOOK_EVENTS) expect(guide).toContain(`\`${type}\``);
  });
});
