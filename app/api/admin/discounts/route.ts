import { NextResponse } from "next/server";
import { route } from "@/lib/server/route.server";
import { discountCreateSchema } from "@/lib/validation/discount";
import { createDiscount } from "@/lib/admin/discounts.server";

// POST { code, kind, percentOff | amountOffCents, expiresAt?, maxRedemptions?, productId? }: a new
// discount code, audited; 409 when the name is taken (decision 209).
export const POST = route({ idempotent: true, auth: "operator", body: discountCreateSchema }, async ({ operator, body }) =>
  NextResponse.json(await createDiscount(operator, body), { status: 201 }),
);
