import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { revalidatePath } from "next/cache";
import { POST as createIntent } from "@/app/api/create-guest-payment-intent/route";
import { POST as confirm } from "@/app/api/confirm-guest-payment/route";
import { POST as payDemo } from "@/app/api/demo-payments/confirm/route";
import { POST as freeOrder } from "@/app/api/checkout/free-order/route";
import { GET as getPurchase } from "@/app/api/user/purchase/route";
import { POST as changePrice } from "@/app/api/admin/products/[id]/prices/route";
import { PATCH as changeSale } from "@/app/api/admin/products/[id]/route";
import { prisma } from "@/lib/db/client.server";
import { AI_ASSISTED_PRODUCT_UUID, LAUNCH_PRICE_ID, products } from "@/lib/catalog/catalog";
import { NOT_ON_SALE_MESSAGE, saleProductByUuid } from "@/lib/catalog/products.server";
import { cancelStaleIntents, PRICE_CHANGED_REFUNDED_MESSAGE } from "@/lib/payments/stale-intents.server";
import { PRODUCT_ACTIONS, listCatalogue } from "@/lib/admin/products.server";
import { productJsonLd } from "@/lib/marketing/seo";
import { CATALOGUE_PAGES } from "@/lib/marketing/catalogue-pages.server";
import { call, signIn } from "../helpers/http";
import { withTestDatabase } from "../helpers/db";
import { createOperator, createUser, uniqueEmail } from "../helpers/factories";

// Issue 33, item 3: the editable catalogue. Prices are rows, never edited in place; an intent
// keeps the amount it was made with; a product off sale gets no new intent and its buyers keep it.
jest.mock("next/cache", () => ({ revalidatePath: jest.fn() }));

const PRODUCT = "ai-influencer-creation";
let operator: { id: string; email: string };
let session: string;

beforeAll(() => {
  delete process.env.STRIPE_SECRET_KEY;
});
withTestDatabase();
beforeAll(async () => {
  operator = await createOperator();
  session = await signIn(operator.id);
});

const setPrice = (amountCents: number, as = session) => call(changePrice, { params: { id: PRODUCT }, body: { amountCents }, session: as });
const setSale = (active: boolean, reason = "Testing") => call(changeSale, { params: { id: PRODUCT }, body: { active, reason }, session });
const startIntent = (email = uniqueEmail()) => call(createIntent, { body: { productId: AI_ASSISTED_PRODUCT_UUID, email } });
async function payAndConfirm(started: { body: { clientSecret: string; paymentIntentId: string } }) {
  await call(payDemo, { body: { clientSecret: started.body.clientSecret } });
  return call(confirm, { body: { paymentIntentId: started.body.paymentIntentId } });
}

it("seeds today's catalogue: the spec's product and its $39.99 launch price", async () => {
  const [spec] = products;
  const row = await prisma().product.findUniqueOrThrow({ where: { id: PRODUCT }, include: { prices: true } });
  expect(row).toMatchObject({
    uuid: spec.uuid,
    name: spec.name,
    description: spec.description,
    features: spec.features,
    includedServices: spec.includedServices,
    targetAudience: spec.targetAudience,
    deliveryMethod: spec.deliveryMethod,
    timeToComplete: spec.timeToComplete,
    supportLevel: spec.supportLevel,
    deliveryBusinessDays: spec.deliveryBusinessDays,
    active: true,
  });
  expect(row.prices).toEqual([expect.objectContaining({ id: LAUNCH_PRICE_ID, amountCents: spec.priceInCents, currency: spec.currency })]);
  expect(await saleProductByUuid(AI_ASSISTED_PRODUCT_UUID)).toMatchObject({ price: "$39.99", priceInCents: 3999, priceId: LAUNCH_PRICE_ID, active: true });
});

describe("a price change", () => {
  afterAll(async () => {
    // Later tests start from the launch price.
    if ((await saleProductByUuid(AI_ASSISTED_PRODUCT_UUID))!.priceInCents !== 3999) expect((await setPrice(3999)).status).toBe(200);
  });

  it("makes a new price row, keeps the old one, audits it and regenerates the pages that show it", async () => {
    jest.mocked(revalidatePath).mockClear();
    const res = await setPrice(4999);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ productId: PRODUCT, price: { amountCents: 4999, currency: "usd" } });

    const rows = await prisma().price.findMany({ where: { productId: PRODUCT }, orderBy: { createdAt: "asc" } });
    expect(rows.map((r) => [r.id === LAUNCH_PRICE_ID, r.amountCents])).toEqual([
      [true, 3999],
      [false, 4999],
    ]);
    expect(await saleProductByUuid(AI_ASSISTED_PRODUCT_UUID)).toMatchObject({ price: "$49.99", priceInCents: 4999, priceId: res.body.price.id });
    // The page's JSON-LD is made from what the page reads.
    expect(productJsonLd("https://shop.example", (await saleProductByUuid(AI_ASSISTED_PRODUCT_UUID))!).offers).toMatchObject({
      price: "49.99",
      priceCurrency: "USD",
    });

    const audit = await prisma().auditEntry.findMany({ where: { subjectType: "product", subjectId: PRODUCT, action: PRODUCT_ACTIONS.priceChanged } });
    expect(audit).toEqual([
      expect.objectContaining({
        operatorId: operator.id,
        operatorEmail: operator.email,
        detail: { priceId: res.body.price.id, amountCents: 4999, currency: "usd", previousPriceId: LAUNCH_PRICE_ID, previousAmountCents: 3999 },
      }),
    ]);
    expect(jest.mocked(revalidatePath).mock.calls.map(([path]) => path)).toEqual([...CATALOGUE_PAGES]);

    const listed = (await listCatalogue()).find((p) => p.id === PRODUCT)!;
    expect(listed.prices.map((p) => [p.amountCents, p.current])).toEqual([
      [4999, true],
      [3999, false],
    ]);
  });

  it("cancels an open intent on the old price row: paying it afterwards buys nothing at the old amount (issue 42)", async () => {
    const before = await startIntent();
    expect(before.body).toMatchObject({ amountCents: 4999, currency: "usd" });
    expect((await setPrice(5999)).status).toBe(200);
    expect(await prisma().demoPaymentIntent.findUniqueOrThrow({ where: { id: before.body.paymentIntentId } })).toMatchObject({ status: "canceled" });
    const after = await startIntent();
    expect(after.body).toMatchObject({ amountCents: 5999 });

    const old = await payAndConfirm(before);
    expect(old.status).toBe(409);
    expect(await prisma().purchase.count({ where: { paymentIntentId: before.body.paymentIntentId } })).toBe(0);
    expect((await payAndConfirm(after)).body).toMatchObject({ success: true });
    const sixty = await prisma().price.findFirstOrThrow({ where: { productId: PRODUCT, amountCents: 5999 } });
    expect(await prisma().purchase.findUniqueOrThrow({ where: { paymentIntentId: after.body.paymentIntentId } })).toMatchObject({
      amountCents: 5999,
      priceId: sixty.id,
    });
  });

  it("refuses an old-price intent that escaped the cancelling and was paid after the change, and refunds it (issue 42)", async () => {
    const before = await startIntent();
    const oldCents = before.body.amountCents as number;
    // As if the cancel call had failed (or the intent predates the record of open intents).
    await prisma().openIntent.deleteMany({ where: { id: before.body.paymentIntentId } });
    expect((await setPrice(oldCents + 500)).status).toBe(200);
    expect(await prisma().demoPaymentIntent.findUniqueOrThrow({ where: { id: before.body.paymentIntentId } })).toMatchObject({
      status: "requires_payment_method",
    });
    const res = await payAndConfirm(before);
    expect(res).toMatchObject({ status: 409, body: { message: PRICE_CHANGED_REFUNDED_MESSAGE } });
    expect(await prisma().purchase.count({ where: { paymentIntentId: before.body.paymentIntentId } })).toBe(0);
    expect(await prisma().demoPaymentIntent.findUniqueOrThrow({ where: { id: before.body.paymentIntentId } })).toMatchObject({ status: "refunded" });
  });

  it("fulfils an old-price intent that was paid before the change, whenever its confirm arrives (the race)", async () => {
    const before = await startIntent();
    const oldCents = before.body.amountCents as number;
    await call(payDemo, { body: { clientSecret: before.body.clientSecret } });
    expect((await setPrice(oldCents + 700)).status).toBe(200);
    const res = await call(confirm, { body: { paymentIntentId: before.body.paymentIntentId } });
    expect(res.body).toMatchObject({ success: true });
    expect(await prisma().purchase.findUniqueOrThrow({ where: { paymentIntentId: before.body.paymentIntentId } })).toMatchObject({ amountCents: oldCents });
  });

  it("gives a buyer who comes back to an old checkout a fresh intent at today's price and says the price changed", async () => {
    const opened = await startIntent();
    const oldCents = opened.body.amountCents as number;
    expect(opened.body.priceChanged).toBe(false);
    expect((await setPrice(oldCents + 300)).status).toBe(200);
    const back = await call(createIntent, { body: { productId: AI_ASSISTED_PRODUCT_UUID, email: uniqueEmail(), clientSecret: opened.body.clientSecret } });
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ amountCents: oldCents + 300, baseCents: oldCents + 300, discountCents: 0, priceChanged: true });
    expect(back.body.paymentIntentId).not.toBe(opened.body.paymentIntentId);
    // Asked again with the new secret: nothing changed since.
    const again = await call(createIntent, { body: { productId: AI_ASSISTED_PRODUCT_UUID, clientSecret: back.body.clientSecret } });
    expect(again.body).toMatchObject({ paymentIntentId: back.body.paymentIntentId, priceChanged: false });
  });

  it("refuses a forged amount: an intent whose amount is not its price row's grants nothing", async () => {
    const started = await startIntent();
    await prisma().demoPaymentIntent.update({ where: { id: started.body.paymentIntentId }, data: { amountCents: 100 } });
    const res = await payAndConfirm(started);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: "Payment amount does not match the product price" });
    expect(await prisma().purchase.count({ where: { paymentIntentId: started.body.paymentIntentId } })).toBe(0);
  });

  it("makes one price for a click sent twice, and serialises two changes made at once", async () => {
    const count = await prisma().price.count();
    const headers = { "idempotency-key": "price-change-0001" };
    const twice = await Promise.all([1, 2].map(() => call(changePrice, { params: { id: PRODUCT }, body: { amountCents: 6100 }, session, headers })));
    expect(twice.map((r) => r.status)).toEqual([200, 200]);
    expect(twice[1].body.price.id).toBe(twice[0].body.price.id);
    expect(await prisma().price.count()).toBe(count + 1);

    const both = await Promise.all([6200, 6300].map((cents) => setPrice(cents)));
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    const newest = (await saleProductByUuid(AI_ASSISTED_PRODUCT_UUID))!;
    // Whichever committed last is the price, and each change's audit names the one it replaced.
    const audit = await prisma().auditEntry.findMany({
      where: { subjectId: PRODUCT, action: PRODUCT_ACTIONS.priceChanged },
      orderBy: { createdAt: "desc" },
      take: 2,
    });
    const [last, first] = audit.map((a) => a.detail as { priceId: string; previousPriceId: string });
    expect(last.priceId).toBe(newest.priceId);
    expect(last.previousPriceId).toBe(first.priceId);
  });

  it("answers bad input with a 4xx and a message, and changes nothing", async () => {
    const count = await prisma().price.count();
    const current = (await saleProductByUuid(AI_ASSISTED_PRODUCT_UUID))!;
    expect(await setPrice(10)).toMatchObject({ status: 400, body: { message: expect.stringContaining("$0.50") } });
    expect(await setPrice(12.5)).toMatchObject({ status: 400 });
    expect(await setPrice(current.priceInCents)).toMatchObject({ status: 409, body: { message: `The price is already ${current.price}.` } });
    expect(await call(changePrice, { params: { id: "no-such-product" }, body: { amountCents: 999 }, session })).toMatchObject({ status: 404 });
    const buyer = await createUser({ email: uniqueEmail() });
    expect(await setPrice(999, await signIn(buyer.id))).toMatchObject({ status: 404 });
    expect(await prisma().price.count()).toBe(count);
  });
  it("takes a discount code off today's price, and moves a checkout opened before a change to today's price", async () => {
    expect((await setPrice(5000)).status).toBe(200);
    const email = uniqueEmail();
    const opened = await startIntent(email);
    expect(opened.body).toMatchObject({ baseCents: 5000, discountCents: 0, amountCents: 5000 });
    expect((await setPrice(6000)).status).toBe(200);

    // The same page asking again gets today's price, and no made-up discount (issue 42).
    const again = await call(createIntent, { body: { productId: AI_ASSISTED_PRODUCT_UUID, email: uniqueEmail(), clientSecret: opened.body.clientSecret } });
    expect(again.body).toMatchObject({ baseCents: 6000, discountCents: 0, amountCents: 6000, priceChanged: true });

    // A code makes a new intent, priced from today's price.
    await prisma().discountCode.create({ data: { code: "CATALOGUE10", kind: "percent", percentOff: 10 } });
    const coded = await call(createIntent, {
      body: { productId: AI_ASSISTED_PRODUCT_UUID, email, clientSecret: again.body.clientSecret, discountCode: "catalogue10" },
    });
    expect(coded.body).toMatchObject({ baseCents: 6000, discountCents: 600, amountCents: 5400, discountCode: "CATALOGUE10" });
    expect((await payAndConfirm(coded)).body).toMatchObject({ success: true });
    const sixThousand = await prisma().price.findFirstOrThrow({ where: { productId: PRODUCT, amountCents: 6000 } });
    expect(await prisma().purchase.findUniqueOrThrow({ where: { paymentIntentId: coded.body.paymentIntentId } })).toMatchObject({
      amountCents: 5400,
      discountCents: 600,
      priceId: sixThousand.id,
    });
  });
});

it("regenerates every static page that reads the catalogue", () => {
  // A page or route under app/ that reads prices and is cached (exports revalidate) is named in
  // CATALOGUE_PAGES, or a price change would leave it stale until its period runs out.
  const files = readdirSync("app", { recursive: true, encoding: "utf8" }).filter((f) => /\.(ts|tsx)$/.test(f));
  const cachedReaders = files
    .filter((f) => {
      const source = readFileSync(join("app", f), "utf8");
      return source.includes("@/lib/catalog/products.server") && /export const revalidate =/.test(source);
    })
    .map((f) =>
      f === "sitemap.ts"
        ? "/sitemap.xml"
        : `/${f
            .replace(/\([^)]+\)\//g, "")
            .replace(/\/?page\.tsx$/, "")
            .replace(/\.tsx?$/, "")}`,
    );
  expect(cachedReaders.sort()).toEqual([...CATALOGUE_PAGES].sort());
});

describe("taking a product off sale", () => {
  it("refuses new intents with a message, keeps buyers' access, cancels open intents and honours one paid before", async () => {
    const email = uniqueEmail();
    const boughtBefore = await startIntent(email);
    expect((await payAndConfirm(boughtBefore)).body).toMatchObject({ success: true });
    const openBefore = await startIntent();
    const paidBefore = await startIntent();
    await call(payDemo, { body: { clientSecret: paidBefore.body.clientSecret } });

    jest.mocked(revalidatePath).mockClear();
    const off = await setSale(false, "Sold out for the holidays");
    expect(off.body).toEqual({ productId: PRODUCT, active: false, changed: true });
    expect(jest.mocked(revalidatePath)).toHaveBeenCalledWith("/products");
    expect(await saleProductByUuid(AI_ASSISTED_PRODUCT_UUID)).toMatchObject({ active: false });
    expect(productJsonLd("https://shop.example", (await saleProductByUuid(AI_ASSISTED_PRODUCT_UUID))!).offers).toEqual(
      expect.objectContaining({ availability: "https://schema.org/Discontinued" }),
    );

    const intents = await prisma().demoPaymentIntent.count();
    expect(await startIntent()).toMatchObject({ status: 409, body: { message: NOT_ON_SALE_MESSAGE } });
    expect(await prisma().demoPaymentIntent.count()).toBe(intents);
    // Nor does a code that takes the whole price make an order.
    await prisma().discountCode.create({ data: { code: "OFFSALEFREE", kind: "percent", percentOff: 100 } });
    const holds = await prisma().discountHold.count();
    const free = await call(freeOrder, {
      body: { productId: AI_ASSISTED_PRODUCT_UUID, email: uniqueEmail(), discountCode: "OFFSALEFREE", checkoutId: "5f0c6f0e-8a4c-4d55-9a43-5b6f3b1f2a10" },
    });
    expect(free).toMatchObject({ status: 409, body: { message: NOT_ON_SALE_MESSAGE } });
    expect(await prisma().discountHold.count()).toBe(holds);

    // The buyer from before keeps the course; a payment made before is fulfilled; a checkout
    // left open was cancelled and buys nothing (issue 42).
    const buyer = await prisma().user.findUniqueOrThrow({ where: { email } });
    const access = await call(getPurchase, { session: await signIn(buyer.id) });
    expect(access.body).toMatchObject({ hasPurchase: true });
    expect((await call(confirm, { body: { paymentIntentId: paidBefore.body.paymentIntentId } })).body).toMatchObject({ success: true });
    expect(await prisma().demoPaymentIntent.findUniqueOrThrow({ where: { id: openBefore.body.paymentIntentId } })).toMatchObject({ status: "canceled" });
    expect((await payAndConfirm(openBefore)).status).toBe(409);
    expect(await prisma().purchase.count({ where: { paymentIntentId: openBefore.body.paymentIntentId } })).toBe(0);

    // Twice is once: no second audit row.
    expect((await setSale(false)).body).toMatchObject({ changed: false });
    const on = await setSale(true, "Back in stock");
    expect(on.body).toMatchObject({ active: true, changed: true });
    expect((await startIntent()).status).toBe(200);

    const audit = await prisma().auditEntry.findMany({
      where: { subjectType: "product", subjectId: PRODUCT, action: PRODUCT_ACTIONS.saleChanged },
      orderBy: { createdAt: "asc" },
    });
    expect(audit.map((a) => [a.operatorEmail, a.detail])).toEqual([
      [operator.email, { active: false, reason: "Sold out for the holidays" }],
      [operator.email, { active: true, reason: "Back in stock" }],
    ]);
  });

  it("asks for a reason", async () => {
    const res = await call(changeSale, { params: { id: PRODUCT }, body: { active: false, reason: " " }, session });
    expect(res).toMatchObject({ status: 400, body: { message: expect.any(String) } });
    expect(await saleProductByUuid(AI_ASSISTED_PRODUCT_UUID)).toMatchObject({ active: true });
  });
});

describe("housekeeping of unpaid intents (issue 42)", () => {
  it("cancels an unpaid intent older than 24 hours and leaves a newer one", async () => {
    const old = await startIntent();
    const fresh = await startIntent();
    const dayAgo = new Date(Date.now() - 24 * 3600_000 - 60_000);
    await prisma().openIntent.update({ where: { id: old.body.paymentIntentId }, data: { createdAt: dayAgo } });
    expect(await cancelStaleIntents()).toBeGreaterThanOrEqual(1);
    expect(await prisma().demoPaymentIntent.findUniqueOrThrow({ where: { id: old.body.paymentIntentId } })).toMatchObject({ status: "canceled" });
    expect(await prisma().demoPaymentIntent.findUniqueOrThrow({ where: { id: fresh.body.paymentIntentId } })).toMatchObject({
      status: "requires_payment_method",
    });
    expect((await payAndConfirm(old)).status).toBe(409);
    expect(await prisma().purchase.count({ where: { paymentIntentId: old.body.paymentIntentId } })).toBe(0);
  });
});
