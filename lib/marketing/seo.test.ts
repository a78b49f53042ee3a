import { faqJsonLd, pageMetadata, productJsonLd } from "./seo";
import { productFaq } from "./faq";
import { findShowcaseInfluencer } from "./showcase";
import { AI_ASSISTED_PRODUCT_UUID } from "@/lib/catalog/catalog";

describe("marketing SEO helpers", () => {
  it("describes the product's one-time offer from the catalogue", () => {
    const ld = productJsonLd("https://shop.example");
    expect(ld).toMatchObject({ "@type": "Product", sku: AI_ASSISTED_PRODUCT_UUID, offers: { "@type": "Offer", price: "39.99", priceCurrency: "USD" } });
    expect(ld.offers.url).toBe(`https://shop.example/checkout?productId=${AI_ASSISTED_PRODUCT_UUID}`);
  });

  it("turns the four product questions into a FAQPage", () => {
    const ld = faqJsonLd(productFaq("$39.99", []));
    expect(ld.mainEntity).toHaveLength(4);
    expect(ld.mainEntity[3].acceptedAnswer.text).toMatch(/PNG.*MP3.*MP4/);
  });

  it("gives every page a canonical URL and the shared social card", () => {
    const m = pageMetadata({ title: "T", description: "D", path: "/products" });
    expect(m.alternates?.canonical).toBe("/products");
    expect(JSON.stringify(m.openGraph)).toContain("/opengraph-image");
    expect(JSON.stringify(m.twitter)).toContain("/twitter-image");
  });

  it("finds a showcase influencer by first name in any case, and nobody else", () => {
    expect(findShowcaseInfluencer("SoPhIa")?.firstName).toBe("Sophia");
    expect(findShowcaseInfluencer("nobody")).toBeUndefined();
    expect(findShowcaseInfluencer("sophia")?.variants.map((v) => v.name)).toEqual(["Professional", "Casual", "Workout", "Travel"]);
  });
});
