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

const shuffle = <T>(items: T[]) =>
  items
    .map((v) => [Math.random(), v] as const)
    .sort(([a], [b]) => a - b)
    .map(([, v]) => v);

// Issue 9 fault test: the payment webhook delivered out of order, ten times, at the same moment as
// the browser's confirm call. Stale events (a failed attempt before the card went through, the
// intent still "processing") arrive after the success; Stripe's retries repeat the success.
it("ten out-of-order deliveries racing the confirm call: one user, one active purchase", async () => {
  for (let round = 0; round < 5; round++) {
    const email = uniqueEmail(`storm${round}`);
    const created = stripe().createIntent({ amount: "3999", currency: "usd", metadata: { productUuid: AI_ASSISTED_PRODUCT_UUID, email } });
    const failedAttempt = { ...created, status: "requires_payment_method", last_payment_error: { message: "Your card was declined." } };
    const processing = { ...created, status: "processing" };
    const paid = stripe().succeed(created.id);
    const retried = signedEvent("payment_intent.succeeded", paid, WEBHOOK_SECRET);
    const deliveries = shuffle([
      ...Array.from({ length: 4 }, () => retried), // Stripe's retries repeat one event id
      ...Array.from({ length: 4 }, () => signedEvent("payment_intent.succeeded", paid, WEBHOOK_SECRET)),
      signedEvent("payment_intent.payment_failed", failedAttempt, WEBHOOK_SECRET),
      signedEvent("payment_intent.processing", processing, WEBHOOK_SECRET),
    ]);
    const [confirmed, ...delivered] = await Promise.all([
      call(confirm, { body: { paymentIntentId: paid.id } }),
      ...deliveries.map(({ payload, header }) => call(webhook, { rawBody: payload, headers: { "stripe-signature": header } })),
    ]);
    expect(confirmed.status).toBe(200);
    expect(delivered.map((d) => d.status).filter((s) => s !== 200)).toEqual([]);
    expect(await prisma().user.count({ where: { email } })).toBe(1);
    const purchases = await prisma().purchase.findMany({ where: { paymentIntentId: paid.id } });
    expect(purchases).toHaveLength(1);
    expect(purchases[0].status).toBe("active");
  }
  expect(await prisma().purchase.count()).toBe(5);
}, 120_000);
