import type { Metadata } from "next";
import { siteConfig } from "@/config/site";
import { products, type Product } from "@/lib/catalog/catalog";

// The generated social card (app/opengraph-image.tsx, app/twitter-image.tsx). The alt text is
// fixed metadata, so it leaves the price, which an operator may change, to the picture.
export const ogSize = { width: 1200, height: 630 };
export const ogAlt = `${siteConfig.name}: create your own AI influencer`;

/**
 * Per-page metadata: title, description, canonical URL, Open Graph and Twitter tags. A page's
 * openGraph object replaces its parents' whole, so the generated card (app/opengraph-image.tsx)
 * is named here again.
 */
export function pageMetadata({ title, description, path }: { title: string; description: string; path: string }): Metadata {
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: { type: "website", siteName: siteConfig.name, title, description, url: path, images: [{ url: "/opengraph-image", ...ogSize, alt: ogAlt }] },
    twitter: { card: "summary_large_image", title, description, images: [{ url: "/twitter-image", ...ogSize, alt: ogAlt }] },
  };
}

/**
 * JSON-LD Product with its one-time offer (schema.org), for / and /products: the price the page
 * was given (lib/catalog/products.server.ts), and no checkout link once it is off sale.
 */
export function productJsonLd(appUrl: string, product: Product & { active?: boolean } = products[0]) {
  const onSale = product.active !== false;
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    description: product.description,
    sku: product.uuid,
    brand: { "@type": "Brand", name: siteConfig.name },
    offers: {
      "@type": "Offer",
      price: (product.priceInCents / 100).toFixed(2),
      priceCurrency: product.currency.toUpperCase(),
      availability: onSale ? "https://schema.org/InStock" : "https://schema.org/Discontinued",
      ...(onSale && { url: new URL(`/checkout?productId=${product.uuid}`, appUrl).toString() }),
    },
  };
}

export function faqJsonLd(faq: { question: string; answer: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faq.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}
