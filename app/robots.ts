import type { MetadataRoute } from "next";
import { appUrl } from "@/lib/env";

// Crawlers may read the marketing pages; the signed-in area and the API are not for indexing.
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: "*", allow: "/", disallow: ["/user", "/api/"] },
    sitemap: new URL("/sitemap.xml", appUrl()).toString(),
  };
}
