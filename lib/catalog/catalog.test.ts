import { AI_ASSISTED_PRODUCT_UUID, findProductByUuid, isAiAssisted, managementPlans, productKind, products, videoTiers } from "./catalog";

it("has the one $39.99 product under a real v4 uuid", () => {
  expect(products).toHaveLength(1);
  expect(products[0]).toMatchObject({ id: "ai-influencer-creation", priceInCents: 3999, price: "$39.99" });
  expect(AI_ASSISTED_PRODUCT_UUID).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  expect(findProductByUuid(AI_ASSISTED_PRODUCT_UUID.toUpperCase())?.id).toBe("ai-influencer-creation");
  expect(findProductByUuid("00000000-0000-4000-8000-000000000000")).toBeUndefined();
  expect(isAiAssisted(AI_ASSISTED_PRODUCT_UUID)).toBe(true);
});

it("prices video tiers and plans as spec section 9 says", () => {
  expect(videoTiers.map((t) => t.pricePerVideoInCents)).toEqual([4999, 4499, 3999]);
  expect(managementPlans.map((p) => [p.name, p.pricePerMonth, p.postsPerMonth, p.popular])).toEqual([
    ["Starter", 1000, 10, false],
    ["Professional", 2000, 20, true],
    ["Enterprise", null, "Custom", false],
  ]);
});

it("derives the colour theme from the product id", () => {
  expect(productKind("ai-influencer-creation")).toBe("character");
  expect(productKind("management-starter")).toBe("service");
});
