import { randomUUID } from "node:crypto";
import { POST as createIntent } from "@/app/api/create-guest-payment-intent/route";
import { POST as confirm } from "@/app/api/confirm-guest-payment/route";
import { POST as payDemo } from "@/app/api/demo-payments/confirm/route";
import { POST as changePrice } from "@/app/api/admin/products/[id]/prices/route";
import { POST as changeStatus } from "@/app/api/admin/orders/[id]/status/route";
import { POST as addLink } from "@/app/api/admin/orders/[id]/links/route";
import { GET as getPurchase } from "@/app/api/user/purchase/route";
import { prisma } from "@/lib/db/client.server";
import { AI_ASSISTED_PRODUCT_UUID, products, videoTiers } from "@/lib/catalog/catalog";
import { saleProductByUuid, videoPackOffers } from "@/lib/catalog/products.server";
import { listOrders } from "@/lib/admin/orders.server";
import { buyerDeliveries } from "@/lib/orders/deliveries.server";
import { loadDashboard } from "@/lib/server/dashboard.server";
import { readSession } from "@/lib/auth/session.server";
import { productFaq } from "@/lib/marketing/faq";
import { call, signIn } from "../helpers/http";
import { withTestDatabase } from "../helpers/db";
import { createOperator, uniqueEmail } from "../helpers/factories";

// Issue 48, item 1 (decision 430): the video tiers are products. Each pack is bought through the
// same checkout as the package (demo ledger here, no Stripe key), priced by its own row; its order
// is a done-for-you delivery the operator sees and delivers, and it opens no studio.
jest.mock("next/cache", () => ({ revalidatePath: jest.fn() }));

const [ONE, FIVE] = videoTiers;
let operator: string;

beforeAll(() => {
  delete process.env.STRIPE_SECRET_KEY;
});
withTestDatabase();
beforeAll(async () => {
  operator = await signIn((await createOperator()).id);
});

const startIntent = (productId: string, email = uniqueEmail()) => call(createIntent, { body: { productId, email } });
async function payAndConfirm(started: { body: { clientSecret: string; paymentIntentId: string } }) {
  await call(payDemo, { body: { clientSecret: started.body.clientSecret } });
  return call(confirm, { body: { paymentIntentId: started.body.paymentIntentId } });
}
const asOperator = (handler: Parameters<typeof call>[0], id: string, body: object) =>
  call(handler, { params: { id }, body, session: operator, headers: { "idempotency-key": randomUUID() } });

it("seeds each tier's pack as the catalogue code describes it, at the tier's per-video price", async () => {
  for (const tier of videoTiers) {
    const spec = products.find((p) => p.uuid === tier.packUuid)!;
    const row = await prisma().product.findUniqueOrThrow({ where: { uuid: tier.packUuid }, include: { prices: true } });
    expect(row).toMatchObject({ id: spec.id, name: spec.name, description: spec.description, features: spec.features, deliveryBusinessDays: 5, active: true });
    expect(row.prices).toEqual([expect.objectContaining({ id: spec.seedPriceId, amountCents: tier.pricePerVideoInCents * tier.packVideos, currency: "usd" })]);
  }
  expect((await videoPackOffers()).map((o) => [o.packPrice, o.perVideo, o.savingsText, o.active])).toEqual([
    ["$49.99", "$49.99", "Standard price", true],
    ["$224.95", "$44.99", "Save 10%", true],
    ["$399.90", "$39.99", "Save 20%", true],
  ]);
});

it("sells a pack end to end: priced by the server, one order, one receipt, seen by the operator with its delivery window", async () => {
  const email = uniqueEmail();
  const started = await startIntent(FIVE.packUuid, email);
  expect(started.body).toMatchObject({ mode: "demo", amountCents: 22495, currency: "usd" });
  const res = await payAndConfirm(started);
  expect(res.body).toMatchObject({ success: true });
  // Confirming again (the callback page reloaded, the webhook) changes nothing.
  expect((await call(confirm, { body: { paymentIntentId: started.body.paymentIntentId } })).body).toMatchObject({ success: true });

  const orders = await prisma().purchase.findMany({ where: { user: { email } } });
  expect(orders).toEqual([expect.objectContaining({ productUuid: FIVE.packUuid, amountCents: 22495, isCourseVariant: false, grantsAccess: false })]);
  expect(await prisma().outboxEmail.findMany({ where: { to: email }, select: { text: true } })).toEqual([
    { text: expect.stringContaining("Our team delivers your 5 videos within 5 business days") },
  ]);

  const listed = (await listOrders({ page: 1, q: email })).orders;
  expect(listed).toEqual([expect.objectContaining({ product: "Video pack: 5 videos", status: "paid", window: expect.objectContaining({ days: 5 }) })]);
});

it("gives the pack's buyer its delivery and nothing else: no studio, no course, on the dashboard", async () => {
  const email = uniqueEmail();
  await payAndConfirm(await startIntent(ONE.packUuid, email));
  const user = await prisma().user.findUniqueOrThrow({ where: { email }, include: { purchases: true } });
  const session = await signIn(user.id);
  expect((await call(getPurchase, { session })).body).toMatchObject({ hasPurchase: false, purchase: null });
  expect((await readSession(session))!.purchase).toBeNull();

  const orderId = user.purchases[0].id;
  expect((await asOperator(changeStatus, orderId, { status: "in_production" })).status).toBe(200);
  expect((await asOperator(addLink, orderId, { label: "Your video", url: "https://videos.example/v1.mp4" })).status).toBeLessThan(300);
  expect((await asOperator(changeStatus, orderId, { status: "delivered", message: "Here it is." })).status).toBe(200);

  const dashboard = await loadDashboard(user.id, null);
  expect(dashboard).toMatchObject({ hasPurchase: false, course: null });
  expect(dashboard.deliveries).toEqual([
    expect.objectContaining({
      productName: "Video pack: 1 video",
      status: "delivered",
      delivery: expect.objectContaining({ message: "Here it is.", items: [expect.objectContaining({ name: "Your video" })] }),
    }),
  ]);
  expect(await buyerDeliveries(user.id)).toHaveLength(1);
});

it("leaves a package buyer's studio as it was when they buy a pack after it", async () => {
  const email = uniqueEmail();
  await payAndConfirm(await startIntent(AI_ASSISTED_PRODUCT_UUID, email));
  await payAndConfirm(await startIntent(ONE.packUuid, email));
  const user = await prisma().user.findUniqueOrThrow({ where: { email } });
  // The newest order is the pack; the studio still reads the package (AI-assisted, not course only).
  expect((await readSession(await signIn(user.id)))!.purchase).toEqual({ productUuid: AI_ASSISTED_PRODUCT_UUID, isCourseVariant: false });
});

describe("a pack's price change", () => {
  const PACK = `video-pack-${ONE.packVideos}`;
  afterAll(async () => {
    await call(changePrice, { params: { id: PACK }, body: { amountCents: 4999 }, session: operator, headers: { "idempotency-key": randomUUID() } });
  });

  it("is what the tier cards and the FAQ say, and an offer made at the old price is not payable at it", async () => {
    const before = await startIntent(ONE.packUuid);
    expect(before.body.amountCents).toBe(4999);
    const changed = await call(changePrice, {
      params: { id: PACK },
      body: { amountCents: 5499 },
      session: operator,
      headers: { "idempotency-key": randomUUID() },
    });
    expect(changed.status).toBe(200);

    expect(await saleProductByUuid(ONE.packUuid)).toMatchObject({ price: "$54.99" });
    const offers = await videoPackOffers();
    expect(offers.map((o) => [o.perVideo, o.savingsText])).toEqual([
      ["$54.99", "Standard price"],
      ["$44.99", "Save 18%"],
      ["$39.99", "Save 27%"],
    ]);
    expect(productFaq("$39.99", offers)[2].answer).toContain("1 video for $54.99, 5 videos for $224.95 ($44.99 each, save 18%)");

    const old = await payAndConfirm(before);
    expect(old.status).toBe(409);
    expect(await prisma().purchase.count({ where: { paymentIntentId: before.body.paymentIntentId } })).toBe(0);
    const after = await startIntent(ONE.packUuid);
    expect(after.body.amountCents).toBe(5499);
  });
});
