import { POST as createIntent } from "@/app/api/create-guest-payment-intent/route";
import { POST as confirm } from "@/app/api/confirm-guest-payment/route";
import { prisma } from "@/lib/db/client.server";
import { AI_ASSISTED_PRODUCT_UUID, LAUNCH_PRICE_ID } from "@/lib/catalog/catalog";
import { changePrice } from "@/lib/admin/products.server";
import { call } from "../helpers/http";
import { withStripeStandIn } from "../helpers/stripe-env";
import { withTestDatabase } from "../helpers/db";
import { createOperator, uniqueEmail } from "../helpers/factories";

// Issue 33, item 3, in Stripe mode: the intent names its price row in its metadata, and a price
// change after it was made does not change what its payment grants or records.
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

it("charges an intent made before a price change its own amount, and records its price row", async () => {
  const before = await start();
  expect(stripe().intents.get(before.body.paymentIntentId)).toMatchObject({ amount: 3999, metadata: { priceId: LAUNCH_PRICE_ID } });

  const { price } = await changePrice(await createOperator(), "ai-influencer-creation", { amountCents: 4599 });
  const after = await start();
  expect(stripe().intents.get(after.body.paymentIntentId)).toMatchObject({ amount: 4599, metadata: { priceId: price.id } });

  expect((await payAndConfirm(before.body.paymentIntentId)).body).toMatchObject({ success: true });
  expect((await payAndConfirm(after.body.paymentIntentId)).body).toMatchObject({ success: true });
  expect(await purchaseOf(before.body.paymentIntentId)).toEqual({ amountCents: 3999, priceId: LAUNCH_PRICE_ID });
  expect(await purchaseOf(after.body.paymentIntentId)).toEqual({ amountCents: 4599, priceId: price.id });
});

it("matches an intent made before prices were rows (no price id) by its amount", async () => {
  const started = await start();
  const intent = stripe().intents.get(started.body.paymentIntentId)!;
  // What an intent created by the previous release carries: no priceId, the launch amount.
  delete (intent.metadata as Record<string, string>).priceId;
  intent.amount = 3999;
  expect((await payAndConfirm(started.body.paymentIntentId)).body).toMatchObject({ success: true });
  expect(await purchaseOf(started.body.paymentIntentId)).toEqual({ amountCents: 3999, priceId: LAUNCH_PRICE_ID });
});
