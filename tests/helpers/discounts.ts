import { randomBytes } from "node:crypto";
import { prisma } from "@/lib/db/client.server";
import type { Prisma } from "@/lib/db/generated/client";

/** A discount code written straight to the database, with a unique name. */
export function createCode(data: Partial<Prisma.DiscountCodeUncheckedCreateInput> = {}) {
  return prisma().discountCode.create({
    data: { code: `T${randomBytes(5).toString("hex")}`.toUpperCase(), kind: "percent", percentOff: 25, ...data },
  });
}

/** A distinct client address per call, so per-address limits do not mix one test's buyers. */
let next = 0;
export const fromAddress = () => ({ "x-forwarded-for": `198.51.${Math.floor(next / 250) % 250}.${(next++ % 250) + 1}` });
