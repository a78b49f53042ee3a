import { POST as createIntent } from "@/app/api/create-guest-payment-intent/route";
import { POST as confirm } from "@/app/api/confirm-guest-payment/route";
import { prisma } from "@/lib/db/client.server";
import { videoTiers } from "@/lib/catalog/catalog";
import { call } from "../helpers/http";
import { withStripeStandIn } from "../helpers/stripe-env";
import { withTestDatabase } from "../helpers/db";
import { uniqueEmail } from "../helpers/factories";

// Issue 48 (decision 430) with a Stripe key: a video pack is charged at its own price row through
// the Stripe stand-in and becomes one delivery-only order, whichever confirm call comes twice.
const stripe = withStripeStandIn();
withTestDatabase();

it("charges the 10-video pack at its price through Stripe and fulfils it once, as a delivery that opens no studio", async () => {
  const [, , ten] = videoTiers;
  const email = uniqueEmail();
  const started = await call(createIntent, { body: { email, productId: ten.packUuid } });
  expect(started.body).toMatchObject({ mode: "stripe", amountCents: 39990 });
  expect(stripe().intents.get(started.body.paymentIntentId)).toMatchObject({ amount: 39990, metadata: { productUuid: ten.packUuid } });
  stripe().succeed(started.body.paymentIntentId);

  const [first, second] = [
    await call(confirm, { body: { paymentIntentId: started.body.paymentIntentId } }),
    await call(confirm, { body: { paymentIntentId: started.body.paymentIntentId } }),
  ];
  expect(first.body).toMatchObject({ success: true });
  expect(second.body).toMatchObject({ success: true });
  expect(await prisma().purchase.findMany({ where: { user: { email } } })).toEqual([
    expect.objectContaining({ productUuid: ten.packUuid, amountCents: 39990, grantsAccess: false, isCourseVariant: false, fulfilment: "paid" }),
  ]);
  expect(await prisma().outboxEmail.count({ where: { to: email } })).toBe(1);
});
