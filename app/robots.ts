import type { MetadataRoute } from "next";
import { env } from "@/lib/env";

// Crawlers may read the marketing pages; the signed-in area and the API are not for indexing.
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: "*", allow: "/", disallow: ["/user", "/api/"] },
    sitemap: new URL("/sitemap.xml", env().APP_URL).toString(),
  };
}
