import "server-only";
import { revalidatePath } from "next/cache";

// The static pages that show the catalogue's prices or sale state (with the social card, and the
// sitemap, which dates them). They are prerendered and regenerated on demand when an operator changes the catalogue
// (decision 214); each page's own `revalidate` period is the safety net behind that.
export const CATALOGUE_PAGES = ["/", "/products", "/terms", "/auth", "/sitemap.xml", "/opengraph-image", "/twitter-image"] as const;

/**
 * Marks the catalogue's pages stale: the next visit gets them rendered afresh. Called after the
 * change is committed; a failure here is logged and not thrown, since the change stands and the
 * pages' own revalidate period still catches up, and an error would tell the operator to repeat it.
 */
export function refreshCataloguePages() {
  for (const path of CATALOGUE_PAGES) {
    try {
      revalidatePath(path);
    } catch (error) {
      console.warn(`[catalogue] could not revalidate ${path}: ${(error as Error).message}`);
    }
  }
}
