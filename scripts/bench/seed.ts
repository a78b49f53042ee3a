// Bench users, seeded through the app's own Prisma client (the database installed in this process).
import { randomBytes } from "node:crypto";
import { AI_ASSISTED_PRODUCT_UUID } from "@/lib/catalog/catalog";

/** A buyer (an active done-for-you purchase, so the dashboard shows "Your delivery" too) with `characters` characters made under it, as the app makes them. */
export async function seedBuyer(email: string, characters: number, passwordHash: string | null = null) {
  const { prisma } = await import("@/lib/db/client.server");
  const user = await prisma().user.create({ data: { email, passwordHash } });
  const purchase = await prisma().purchase.create({
    data: {
      userId: user.id,
      productUuid: AI_ASSISTED_PRODUCT_UUID,
      paymentIntentId: `pi_bench_${randomBytes(8).toString("hex")}`,
      amountCents: 3999,
      currency: "usd",
    },
  });
  await prisma().character.createMany({
    data: Array.from({ length: characters }, (_, i) => ({ userId: user.id, purchaseId: purchase.id, name: `Character ${i + 1}` })),
  });
  return user;
}
