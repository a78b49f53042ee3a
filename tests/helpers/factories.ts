import { randomBytes } from "node:crypto";
import { hash } from "@node-rs/argon2";
import { prisma } from "@/lib/db/client.server";
import { PASSWORD_HASH_OPTIONS } from "@/lib/auth/password.server";

export function uniqueEmail(prefix = "buyer") {
  return `${prefix}-${randomBytes(4).toString("hex")}@example.com`;
}

/**
 * An argon2id hash of `password` at the least cost argon2 allows (8 KiB, one pass), for an
 * account a test signs in to without measuring what signing in costs. A hash carries its own
 * parameters, so the product verifies it like any other (lib/auth/password.server.ts), in well
 * under a millisecond instead of the 70-250 ms of a real one: a test file that signs in a
 * hundred times spent most of its time in argon2. Tests of the cost itself (the same time for
 * an unknown e-mail) and every hash the product makes keep the real parameters.
 */
export function quickPasswordHash(password: string) {
  return hash(password, { ...PASSWORD_HASH_OPTIONS, memoryCost: 8, timeCost: 1 });
}

/** How a hash the product made begins: argon2id at its own cost, not a quick hash's. */
export const PRODUCT_HASH_PREFIX = `$argon2id$v=19$m=${PASSWORD_HASH_OPTIONS.memoryCost},t=${PASSWORD_HASH_OPTIONS.timeCost},p=${PASSWORD_HASH_OPTIONS.parallelism}$`;

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
