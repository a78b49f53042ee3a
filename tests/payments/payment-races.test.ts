import { POST as webhook } from "@/app/api/stripe/webhook/route";
import { POST as confirm } from "@/app/api/confirm-guest-payment/route";
import { prisma } from "@/lib/db/client.server";
import { AI_ASSISTED_PRODUCT_UUID } from "@/lib/catalog/catalog";
import { signedEvent } from "../stand-ins/stripe";
import { call } from "../helpers/http";
import { WEBHOOK_SECRET, withStripeStandIn } from "../helpers/stripe-env";
import { withTestDatabase } from "../helpers/db";
import { uniqueEmail } from "../helpers/factories";

const stripe = withStripeStandIn();
withTestDatabase();

// Whichever of the browser's confirm call and Stripe's webhook arrives first wins; the other
// must change nothing. Each round races both in parallel for a fresh buyer.
it("confirm and webhook racing 50 times: exactly one user, one purchase, one receipt each", async () => {
  for (let round = 0; round < 50; round++) {
    const email = uniqueEmail(`race${round}`);
    const created = stripe().createIntent({ amount: "3999", currency: "usd", metadata: { productUuid: AI_ASSISTED_PRODUCT_UUID, email } });
    const intent = stripe().succeed(created.id);
    const { payload, header } = signedEvent("payment_intent.succeeded", intent, WEBHOOK_SECRET);
    // Two confirm calls (a double-mounted page) and the event delivered twice, all at once.
    // Each buyer confirms from their own address (one address is limited to a few confirms).
    const buyer = { "x-forwarded-for": `192.0.2.${round}` };
    const answers = await Promise.all([
      call(confirm, { body: { paymentIntentId: intent.id }, headers: buyer }),
      call(webhook, { rawBody: payload, headers: { "stripe-signature": header } }),
      call(confirm, { body: { paymentIntentId: intent.id }, headers: buyer }),
      call(webhook, { rawBody: payload, headers: { "stripe-signature": header } }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(await prisma().user.count({ where: { email } })).toBe(1);
    expect(await prisma().purchase.count({ where: { paymentIntentId: intent.id } })).toBe(1);
    expect(await prisma().outboxEmail.count({ where: { to: email, kind: "purchase-receipt" } })).toBe(1);
  }
  expect(await prisma().user.count()).toBe(50);
  expect(await prisma().purchase.count()).toBe(50);
  expect(await prisma().outboxEmail.count()).toBe(50);
}, 120_000);
