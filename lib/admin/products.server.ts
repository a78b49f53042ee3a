import "server-only";
import { prisma } from "@/lib/db/client.server";
import { ConflictError, NotFoundError } from "@/lib/api/errors";
import { formatMoney } from "@/lib/utils/money";
import { refreshCataloguePages } from "@/lib/marketing/catalogue-pages.server";
import { saleProducts } from "@/lib/catalog/products.server";
import { cancelIntentsAfterCatalogueChange } from "@/lib/payments/stale-intents.server";
import type { PriceChangeInput, ProductSaleInput } from "@/lib/validation/product";
import { recordAudit } from "./audit.server";
import type { Operator } from "@/lib/auth/roles";

// The operator's catalogue (issue 33, decision 214): a price is never edited in place; a change
// inserts the product's new newest Price row, and the old rows stay for the orders sold at them.
// Taking a product off sale refuses new checkouts only. Each change is audited in its
// transaction, then the static pages that show it are regenerated.

export const PRODUCT_ACTIONS = { priceChanged: "product.price_changed", saleChanged: "product.sale_changed" } as const;

/** /admin/products: each product with its current price, sale state and every price it had. */
export async function listCatalogue() {
  const [products, history] = await Promise.all([
    saleProducts(),
    prisma().price.findMany({
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      select: { id: true, productId: true, amountCents: true, currency: true, createdAt: true, _count: { select: { purchases: true } } },
    }),
  ]);
  return products.map((product) => ({
    id: product.id,
    name: product.name,
    active: product.active,
    price: product.price,
    priceInCents: product.priceInCents,
    prices: history
      .filter((p) => p.productId === product.id)
      .map((p) => ({
        id: p.id,
        amountCents: p.amountCents,
        currency: p.currency,
        createdAt: p.createdAt,
        orders: p._count.purchases,
        current: p.id === product.priceId,
      })),
  }));
}

/** A new price for new checkouts; orders keep theirs, and open intents at an older price are cancelled (decision 301). */
export async function changePrice(operator: Operator, productId: string, input: PriceChangeInput) {
  const price = await prisma().$transaction(async (tx) => {
    // The update locks the product's row: two changes at once are made one after the other.
    const { count } = await tx.product.updateMany({ where: { id: productId }, data: { updatedAt: new Date() } });
    if (count === 0) throw new NotFoundError("Product not found");
    const current = await tx.price.findFirst({ where: { productId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
    if (current?.amountCents === input.amountCents) throw new ConflictError(`The price is already ${formatMoney(current.amountCents, current.currency)}.`);
    const currency = current?.currency ?? "usd";
    // Stamped after the lock and after the row it replaces, so "newest" is the last committed.
    const createdAt = new Date(Math.max(Date.now(), (current?.createdAt.getTime() ?? 0) + 1));
    const created = await tx.price.create({ data: { productId, amountCents: input.amountCents, currency, createdAt } });
    await recordAudit(
      tx,
      operator,
      PRODUCT_ACTIONS.priceChanged,
      { type: "product", id: productId },
      {
        priceId: created.id,
        amountCents: created.amountCents,
        currency,
        previousPriceId: current?.id ?? null,
        previousAmountCents: current?.amountCents ?? null,
      },
    );
    return created;
  });
  refreshCataloguePages();
  await cancelIntentsAfterCatalogueChange(productId);
  return { productId, price: { id: price.id, amountCents: price.amountCents, currency: price.currency, createdAt: price.createdAt } };
}

/** Puts a product on sale or takes it off; buyers who have it keep it either way; taken off, its open intents are cancelled. */
export async function setProductSale(operator: Operator, productId: string, input: ProductSaleInput) {
  const changed = await prisma().$transaction(async (tx) => {
    const { count } = await tx.product.updateMany({
      where: { id: productId, active: !input.active },
      data: { active: input.active, offSaleSince: input.active ? null : new Date() },
    });
    if (count === 0) {
      if (!(await tx.product.findUnique({ where: { id: productId }, select: { id: true } }))) throw new NotFoundError("Product not found");
      return false;
    }
    await recordAudit(tx, operator, PRODUCT_ACTIONS.saleChanged, { type: "product", id: productId }, { active: input.active, reason: input.reason });
    return true;
  });
  if (changed) refreshCataloguePages();
  if (changed && !input.active) await cancelIntentsAfterCatalogueChange(productId);
  return { productId, active: input.active, changed };
}
