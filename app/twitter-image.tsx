import { ogAlt, ogSize, renderOgImage } from "@/lib/marketing/og-image";
import { AI_ASSISTED_PRODUCT_UUID } from "@/lib/catalog/catalog";
import { saleProductByUuid } from "@/lib/catalog/products.server";

export const alt = ogAlt;
export const size = ogSize;
export const contentType = "image/png";
// Regenerated with the catalogue's pages when an operator changes the price (decision 214).
export const revalidate = 300;

export default async function TwitterImage() {
  return renderOgImage((await saleProductByUuid(AI_ASSISTED_PRODUCT_UUID))!.price);
}
