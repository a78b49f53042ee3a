import "server-only";
import { prisma } from "@/lib/db/client.server";
import { ConflictError, NotFoundError } from "@/lib/api/errors";
import { formatMoney } from "@/lib/utils/money";
import { findProductByUuid, products, videoPackOffer, videoTiers, type Product, type VideoPackOffer } from "./catalog";

// The catalogue as sold today (issue 33, decision 214): the fixed facts from lib/catalog/catalog.ts
// with what an operator may change, from the database: the current price (the product's newest
// Price row; older rows stay for the orders sold at them) and whether the product is on sale.
// Every reader that needs a price or a sale state comes through here; the server sets every amount.

/** What the shop says of a product taken off sale: on its page, and to a checkout (409). */
export const NOT_ON_SALE_MESSAGE = "This product is not on sale at the moment.";

export type SalePrice = { id: string; amountCents: number; currency: string };

/** A product with its current price and sale state. `price`/`priceInCents` are the current price. */
export type SaleProduct = Product & { priceId: string; active: boolean; updatedAt: Date };

// `next build` has no database (the Docker image is built without one): the static pages are
// prerendered with the seed, the same rows the migration writes, and regenerated from the
// database after `revalidate` seconds or at once when an operator changes the catalogue.
const building = () => process.env.NEXT_PHASE === "phase-production-build";

const newestFirst = [{ createdAt: "desc" as const }, { id: "desc" as const }];

/** The price a new checkout of this product takes, or null when it is not on sale (or unknown). */
export async function activePriceFor(productId: string): Promise<SalePrice | null> {
  if (building()) return seedPrice(productId);
  const row = await prisma().product.findUnique({
    where: { id: productId },
    select: { active: true, prices: { orderBy: newestFirst, take: 1, select: { id: true, amountCents: true, currency: true } } },
  });
  return row?.active && row.prices[0] ? row.prices[0] : null;
}

/**
 * The product a new checkout or free order sells, priced today (its `priceInCents`, which the
 * discount codes take their base from, is the current price): 404 unknown, 409 off sale.
 */
export async function onSaleProduct(uuid: string): Promise<{ product: Product; price: SalePrice }> {
  const listed = findProductByUuid(uuid);
  if (!listed) throw new NotFoundError("Product not found for UUID");
  const price = await activePriceFor(listed.id);
  if (!price) throw new ConflictError(NOT_ON_SALE_MESSAGE);
  return { product: { ...listed, priceInCents: price.amountCents, price: formatMoney(price.amountCents, price.currency) }, price };
}

/**
 * The price row an intent was created with: it must belong to the intent's product. An intent
 * made before prices were rows (no price id) is matched by its amount against that product's
 * prices. A price change or a deactivation after the intent was made does not matter here.
 */
export async function priceOfIntent(productId: string, priceId: string | undefined, amountCents: number): Promise<SalePrice | null> {
  const select = { id: true, amountCents: true, currency: true };
  if (priceId) return prisma().price.findFirst({ where: { id: priceId, productId }, select });
  return prisma().price.findFirst({ where: { productId, amountCents }, orderBy: newestFirst, select });
}

/** One product as sold today, by its uuid; undefined when the catalogue does not know it. */
export async function saleProductByUuid(uuid: string): Promise<SaleProduct | undefined> {
  const product = findProductByUuid(uuid);
  return product && (await withSaleState([product]))[0];
}

/** The catalogue's products in their order, each with its current price and sale state. */
export function saleProducts(): Promise<SaleProduct[]> {
  return withSaleState(products);
}

/** The video tiers as sold today (decision 430): each tier's pack, priced from its row, and whether it is on sale. */
export async function videoPackOffers(): Promise<(VideoPackOffer & { active: boolean })[]> {
  const packs = await withSaleState(products.filter((p) => p.videos !== undefined));
  const cents = Object.fromEntries(packs.filter((p) => p.priceId).map((p) => [p.uuid, p.priceInCents]));
  return videoTiers.map((tier) => ({ ...videoPackOffer(tier, cents), active: packs.find((p) => p.uuid === tier.packUuid)?.active ?? false }));
}

/** The last time the catalogue changed (the sitemap's lastModified for the pages that sell). */
export async function catalogueUpdatedAt(): Promise<Date> {
  const all = await saleProducts();
  return new Date(Math.max(...all.map((p) => p.updatedAt.getTime())));
}

async function withSaleState(list: Product[]): Promise<SaleProduct[]> {
  if (building()) return list.map((product) => ({ ...product, priceId: product.seedPriceId, active: true, updatedAt: new Date(0) }));
  const rows = await prisma().product.findMany({
    where: { id: { in: list.map((p) => p.id) } },
    select: {
      id: true,
      active: true,
      updatedAt: true,
      prices: { orderBy: newestFirst, take: 1, select: { id: true, amountCents: true, currency: true, createdAt: true } },
    },
  });
  return list.flatMap((product) => {
    const row = rows.find((r) => r.id === product.id);
    const price = row?.prices[0];
    // A product the database does not hold (or holds without a price) is not for sale.
    if (!row || !price) return [{ ...product, priceId: "", active: false, updatedAt: new Date(0) }];
    const updatedAt = price.createdAt > row.updatedAt ? price.createdAt : row.updatedAt;
    return [
      { ...product, priceId: price.id, priceInCents: price.amountCents, price: formatMoney(price.amountCents, price.currency), active: row.active, updatedAt },
    ];
  });
}

function seedPrice(productId: string): SalePrice | null {
  const product = products.find((p) => p.id === productId);
  return product ? { id: product.seedPriceId, amountCents: product.priceInCents, currency: product.currency } : null;
}
