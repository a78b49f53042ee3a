import { route } from "@/lib/server/route.server";
import { changePrice } from "@/lib/admin/products.server";
import { priceChangeSchema, productIdParams } from "@/lib/validation/product";

// POST { amountCents }: the product's new price for new checkouts (a new price row; the old one
// stays for the orders sold at it). 409 { message } when it is already the price; audited.
export const POST = route({ idempotent: true, auth: "operator", params: productIdParams, body: priceChangeSchema }, ({ operator, params, body }) =>
  changePrice(operator, params.id, body),
);
