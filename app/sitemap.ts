import type { MetadataRoute } from "next";
import { appUrl } from "@/lib/env";
import { showcaseInfluencers } from "@/lib/marketing/showcase";
import { siteConfig } from "@/config/site";

// The public, indexable pages; the account area and the API are left out on purpose.
export default function sitemap(): MetadataRoute.Sitemap {
  const base = appUrl();
  const paths = ["/", "/products", "/services", ...showcaseInfluencers.map((i) => `/${i.slug}`), ...siteConfig.legal.map((page) => page.path)];
  return paths.map((path) => ({
    url: new URL(path, base).toString(),
    changeFrequency: "weekly",
    priority: path === "/" ? 1 : siteConfig.legal.some((page) => page.path === path) ? 0.3 : 0.8,
  }));
}
