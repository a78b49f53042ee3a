import { randomBytes } from "node:crypto";
import { prisma } from "@/lib/db/client.server";

export function uniqueEmail(prefix = "buyer") {
  return `${prefix}-${randomBytes(4).toString("hex")}@example.com`;
}

export async function createUser(data: { email?: string; passwordHash?: string | null } = {}) {
  return prisma().user.create({ data: { email: data.email ?? uniqueEmail(), passwordHash: data.passwordHash ?? null } });
}

/** A back-office operator (issue 23): the role set directly, as `npm run operator:create` would. */
export async function createOperator(data: { email?: string } = {}) {
  return prisma().user.create({ data: { email: data.email ?? uniqueEmail("operator"), role: "operator" } });
}

/** A user holding an active purchase: what the character tools and AI generation need. */
export async function createBuyer(data: { email?: string; passwordHash?: string | null } = {}) {
  const user = await createUser(data);
  await createPurchase(user.id);
  return user;
}

export async function createPurchase(userId: string, data: { isCourseVariant?: boolean; productUuid?: string } = {}) {
  return prisma().purchase.create({
    data: {
      userId,
      productUuid: data.productUuid ?? "6f1f7a2e-8a0e-4c55-9d1b-2f0f6b7c3e11",
      isCourseVariant: data.isCourseVariant ?? false,
      paymentIntentId: `pi_${randomBytes(8).toString("hex")}`,
      amountCents: 3999,
      currency: "usd",
    },
  });
}
