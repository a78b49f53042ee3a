import {
  AI_ASSISTED_PRODUCT_UUID,
  findProductByUuid,
  grantsStudioAccess,
  isAiAssisted,
  managementPlans,
  productKind,
  products,
  VIDEO_PACK_DELIVERY_DAYS,
  videoPackOffer,
  videoTiers,
} from "./catalog";

// What the catalogue does and the promises between its figures, rather than its constants
// restated (issue 43): a price shown is the price charged, a product is found however its uuid
// is written, and the delivery window named in words is the one the console counts.
const V4_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** "$1,000/month" → 100000, "$49.99" → 4999: the amount a label shows, in cents. */
const centsShown = (label: string) =>
  Math.round(
    Number(
      label
        .replace(/^\$/, "")
        .replace(/\/month$/, "")
        .replace(/,/g, ""),
    ) * 100,
  );

describe("finding a product", () => {
  it("finds each product by its uuid in any letter case, and nothing by an unknown one", () => {
    for (const product of products) {
      expect(findProductByUuid(product.uuid)).toBe(product);
      expect(findProductByUuid(product.uuid.toUpperCase())).toBe(product);
    }
    expect(findProductByUuid("00000000-0000-4000-8000-000000000000")).toBeUndefined();
    expect(findProductByUuid("")).toBeUndefined();
  });

  it("gives every product its own v4 uuid and id", () => {
    expect(products.every((p) => V4_UUID.test(p.uuid))).toBe(true);
    expect(new Set(products.map((p) => p.uuid)).size).toBe(products.length);
    expect(new Set(products.map((p) => p.id)).size).toBe(products.length);
  });

  it("calls only the fixed uuid AI-assisted; any other product is DIY", () => {
    expect(isAiAssisted(AI_ASSISTED_PRODUCT_UUID)).toBe(true);
    expect(products.filter((p) => isAiAssisted(p.uuid))).toHaveLength(1);
    expect(isAiAssisted("00000000-0000-4000-8000-000000000000")).toBe(false);
  });
});

describe("prices", () => {
  it("shows each product at the price it charges", () => {
    for (const product of products) {
      expect(product.priceInCents).toBeGreaterThan(0);
      expect(centsShown(product.price)).toBe(product.priceInCents);
    }
  });

  it("shows each video tier at its price, cheaper per video the more are bought", () => {
    for (const tier of videoTiers) expect(centsShown(tier.pricePerVideo)).toBe(tier.pricePerVideoInCents);
    const perVideo = videoTiers.map((tier) => tier.pricePerVideoInCents);
    expect(perVideo).toEqual([...perVideo].sort((a, b) => b - a));
  });

  it("shows each plan's monthly price in dollars and cents alike, or Custom when it has none", () => {
    for (const plan of managementPlans) {
      if (plan.priceInCents === null) {
        expect(plan.pricePerMonth).toBeNull();
        expect(plan.price).toBe("Custom");
      } else {
        expect(plan.pricePerMonth! * 100).toBe(plan.priceInCents);
        expect(plan.price).toMatch(/\/month$/);
        expect(centsShown(plan.price)).toBe(plan.priceInCents);
      }
    }
    expect(managementPlans.filter((plan) => plan.popular)).toHaveLength(1);
  });
});

it("counts the delivery window the product promises in words", () => {
  for (const product of products.filter((p) => p.deliveryBusinessDays !== undefined)) {
    const lastDay = Number(/(\d+) business days/.exec(product.timeToComplete)?.[1]);
    expect(product.deliveryBusinessDays).toBe(lastDay);
  }
});

it("takes the colour theme from words in the product id, whatever their case", () => {
  expect(productKind("ai-influencer-creation")).toBe("character");
  expect(productKind("management-starter")).toBe("service");
  expect(productKind("Monthly-PLAN")).toBe("service");
  expect(productKind("done-for-you-service")).toBe("service");
  expect(productKind("voice-pack")).toBe("character");
});

describe("video packs (decision 430)", () => {
  it("sells each tier as a product: its smallest count at its per-video price, delivered by the team", () => {
    for (const tier of videoTiers) {
      const pack = findProductByUuid(tier.packUuid)!;
      expect(pack).toMatchObject({
        videos: tier.packVideos,
        priceInCents: tier.pricePerVideoInCents * tier.packVideos,
        deliveryBusinessDays: VIDEO_PACK_DELIVERY_DAYS,
      });
      expect(centsShown(pack.price)).toBe(pack.priceInCents);
      expect(grantsStudioAccess(pack.uuid)).toBe(false);
    }
    expect(grantsStudioAccess(AI_ASSISTED_PRODUCT_UUID)).toBe(true);
    expect(new Set(products.map((p) => p.seedPriceId)).size).toBe(products.length);
  });

  it("derives a card's per-video price and saving from the packs' current prices", () => {
    const seed = videoTiers.map((tier) => videoPackOffer(tier, {}));
    expect(seed.map((o) => [o.packPrice, o.perVideo, o.savingsText])).toEqual(videoTiers.map((t) => [expect.any(String), t.pricePerVideo, t.savingsText]));
    // The one-video pack made dearer: the others' savings grow, and no card keeps an old figure.
    const dearer = { [videoTiers[0].packUuid]: 5999 };
    expect(videoTiers.map((tier) => videoPackOffer(tier, dearer).savingsText)).toEqual(["Standard price", "Save 25%", "Save 33%"]);
  });
});
