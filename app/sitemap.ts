import type { MetadataRoute } from "next";
import { appUrl } from "@/lib/env";
import { showcaseInfluencers } from "@/lib/marketing/showcase";
import { siteConfig } from "@/config/site";
import { catalogueUpdatedAt } from "@/lib/catalog/products.server";
import { CATALOGUE_PAGES } from "@/lib/marketing/catalogue-pages.server";

// Regenerated with the catalogue's pages when an operator changes it (decision 214).
export const revalidate = 300;

// The public, indexable pages; the account area and the API are left out on purpose. The pages
// that show the catalogue are dated by its last change.
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = appUrl();
  const catalogueChanged = await catalogueUpdatedAt();
  const showsCatalogue = (path: string) => (CATALOGUE_PAGES as readonly string[]).includes(path) && catalogueChanged.getTime() > 0;
  const paths = ["/", "/products", "/services", ...showcaseInfluencers.map((i) => `/${i.slug}`), ...siteConfig.legal.map((page) => page.path)];
  return paths.map((path) => ({
    url: new URL(path, base).toString(),
    ...(showsCatalogue(path) && { lastModified: catalogueChanged }),
    changeFrequency: "weekly",
    priority: path === "/" ? 1 : siteConfig.legal.some((page) => page.path === path) ? 0.3 : 0.8,
  }));
}
