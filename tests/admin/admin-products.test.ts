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

  it("leaves an intent made before it at its amount, through payment and fulfilment, and prices new intents anew", async () => {
    const before = await startIntent();
    expect(before.body).toMatchObject({ amountCents: 4999, currency: "usd" });
    expect((await setPrice(5999)).status).toBe(200);
    const after = await startIntent();
    expect(after.body).toMatchObject({ amountCents: 5999 });

    expect((await payAndConfirm(before)).body).toMatchObject({ success: true });
    expect((await payAndConfirm(after)).body).toMatchObject({ success: true });
    const prices = await prisma().price.findMany({ where: { productId: PRODUCT }, select: { id: true, amountCents: true } });
    const idOf = (cents: number) => prices.find((p) => p.amountCents === cents)!.id;
    const bought = await prisma().purchase.findMany({
      where: { paymentIntentId: { in: [before.body.paymentIntentId, after.body.paymentIntentId] } },
      select: { paymentIntentId: true, amountCents: true, priceId: true },
    });
    expect(bought).toEqual(
      expect.arrayContaining([
        { paymentIntentId: before.body.paymentIntentId, amountCents: 4999, priceId: idOf(4999) },
        { paymentIntentId: after.body.paymentIntentId, amountCents: 5999, priceId: idOf(5999) },
      ]),
    );
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
  it("takes a discount code off today's price, and shows a checkout opened before a change its own price", async () => {
    expect((await setPrice(5000)).status).toBe(200);
    const email = uniqueEmail();
    const opened = await startIntent(email);
    expect(opened.body).toMatchObject({ baseCents: 5000, discountCents: 0, amountCents: 5000 });
    expect((await setPrice(6000)).status).toBe(200);

    // The same page asking again keeps its intent, its amount and its base: no made-up discount.
    const again = await call(createIntent, { body: { productId: AI_ASSISTED_PRODUCT_UUID, email: uniqueEmail(), clientSecret: opened.body.clientSecret } });
    expect(again.body).toMatchObject({ paymentIntentId: opened.body.paymentIntentId, baseCents: 5000, discountCents: 0, amountCents: 5000 });

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
  it("refuses new intents with a message, keeps buyers' access and honours an intent made before", async () => {
    const email = uniqueEmail();
    const boughtBefore = await startIntent(email);
    expect((await payAndConfirm(boughtBefore)).body).toMatchObject({ success: true });
    const openBefore = await startIntent();

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

    // The buyer from before keeps the course; a checkout opened before can still be paid.
    const buyer = await prisma().user.findUniqueOrThrow({ where: { email } });
    const access = await call(getPurchase, { session: await signIn(buyer.id) });
    expect(access.body).toMatchObject({ hasPurchase: true });
    expect((await payAndConfirm(openBefore)).body).toMatchObject({ success: true });

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
