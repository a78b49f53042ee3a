import "server-only";
import { prisma } from "@/lib/db/client.server";
import { BadRequestError, ConflictError, NotFoundError } from "@/lib/api/errors";
import { products } from "@/lib/catalog/catalog";
import type { DiscountCreateInput } from "@/lib/validation/discount";
import { recordAudit } from "./audit.server";
import type { Operator } from "@/lib/auth/roles";

// /admin/discounts (issue 33, item 2; decision 209): the operator lists, creates and
// deactivates discount codes; each create and deactivation is in the audit log. A code is never
// deleted or edited: orders keep pointing at the code they were sold with.

export const DISCOUNT_ACTIONS = { created: "discount.created", deactivated: "discount.deactivated" } as const;

/** Every code, newest first, with what is held by open checkouts and what orders have used. */
export async function listDiscounts() {
  const [codes, counts] = await Promise.all([
    prisma().discountCode.findMany({ orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: 500 }),
    prisma().discountHold.groupBy({ by: ["codeId", "status"], _count: { _all: true } }),
  ]);
  const count = (codeId: string, status: "held" | "redeemed") => counts.find((c) => c.codeId === codeId && c.status === status)?._count._all ?? 0;
  return codes.map((code) => ({
    ...code,
    productName: products.find((p) => p.id === code.productId)?.name ?? code.productId,
    held: count(code.id, "held"),
    redeemed: count(code.id, "redeemed"),
  }));
}

/** The products a code may be limited to (the catalogue's). */
export const discountableProducts = () => products.map((p) => ({ id: p.id, name: p.name }));

export async function createDiscount(operator: Operator, input: DiscountCreateInput) {
  const product = input.productId ? products.find((p) => p.id === input.productId) : undefined;
  if (input.productId && !product) throw new BadRequestError("Choose a product from the list");
  return prisma().$transaction(async (tx) => {
    if (await tx.discountCode.findUnique({ where: { code: input.code }, select: { id: true } })) {
      throw new ConflictError(`A code named ${input.code} exists already. Choose another name.`);
    }
    if (product) {
      // The code's product is a Product row (foreign key). Until the catalogue lives in the
      // database (issue 33's catalogue item), the row is written from the catalogue here, once.
      await tx.product.createMany({
        data: [
          {
            id: product.id,
            uuid: product.uuid,
            name: product.name,
            description: product.description,
            features: product.features,
            includedServices: product.includedServices,
            targetAudience: product.targetAudience,
            deliveryMethod: product.deliveryMethod,
            timeToComplete: product.timeToComplete,
            supportLevel: product.supportLevel,
            deliveryBusinessDays: product.deliveryBusinessDays ?? null,
          },
        ],
        skipDuplicates: true,
      });
    }
    const code = await tx.discountCode.create({
      data: {
        code: input.code,
        kind: input.kind,
        percentOff: input.kind === "percent" ? input.percentOff : null,
        amountOffCents: input.kind === "amount" ? input.amountOffCents : null,
        currency: "usd",
        productId: product?.id ?? null,
        expiresAt: input.expiresAt ?? null,
        maxRedemptions: input.maxRedemptions ?? null,
      },
    });
    await recordAudit(
      tx,
      operator,
      DISCOUNT_ACTIONS.created,
      { type: "discount", id: code.id },
      {
        code: code.code,
        kind: code.kind,
        percentOff: code.percentOff,
        amountOffCents: code.amountOffCents,
        productId: code.productId,
        expiresAt: code.expiresAt?.toISOString() ?? null,
        maxRedemptions: code.maxRedemptions,
      },
    );
    return code;
  });
}

/** Stops a code for new checkouts; checkouts already holding it may still pay at their price. */
export async function deactivateDiscount(operator: Operator, id: string) {
  return prisma().$transaction(async (tx) => {
    const { count } = await tx.discountCode.updateMany({ where: { id, active: true }, data: { active: false } });
    const code = await tx.discountCode.findUnique({ where: { id } });
    if (!code) throw new NotFoundError();
    if (count === 1) await recordAudit(tx, operator, DISCOUNT_ACTIONS.deactivated, { type: "discount", id }, { code: code.code });
    return code;
  });
}
